import { describe, expect, it } from 'vitest';
import { containsUnsafeMarkup } from '../src/input-check';
import { contactMessageSchema } from '../src/contact';
import { isKnownRoute } from '../src/routes';

describe('input check (product §5)', () => {
  it.each([
    '<script>alert(1)</script>',
    'hello <SCRIPT src=x>',
    '</script >',
    'click javascript:alert(1)',
    'JavaScript : void(0)',
    'java&#115;cript:alert(1)',
    '<img src=x onerror=alert(1)>',
    '<div onClick = "x()">',
    // Issue 20: what the blacklist let through.
    'javascript&colon;alert(1)',
    'JavaScript&Colon;alert(1)',
    'java&Tab;script&colon;alert(1)',
    '<iframe srcdoc="<script>alert(1)</script>">',
    '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">',
    '<img src=x on\u200berror=alert(1)>',
    '<img src=x on\u2060error\u200d=alert(1)>',
    'java\u200bscript:alert(1)',
  ])('rejects %j', (value) => {
    expect(containsUnsafeMarkup(value)).toBe(true);
  });

  it.each([
    'We are a family of five arriving for Tishrei.',
    'Is the apartment on President Street near 770?',
    'Our son is allergic to nuts; we keep cholov Yisroel.',
    'Online booking = great',
    'שבת שלום, אנחנו מגיעים לשבת',
    // Direction marks and joiners in ordinary text, and entities that spell nothing unsafe.
    'שבת\u200f שלום \u200e770 Eastern Parkway',
    'A family of four 👨\u200d👩\u200d👧\u200d👦',
    'Rooms &amp; meals; time: 7:30 &constructor; &colon',
    'Questions about the eruv & Shabbos: please call',
  ])('accepts %j', (value) => {
    expect(containsUnsafeMarkup(value)).toBe(false);
  });
});

describe('contact message schema', () => {
  const valid = { name: 'Rivka Cohen', email: ' Rivka@Example.com ', subject: 'Tishrei', message: 'Hello' };

  it('trims and lower-cases the email', () => {
    expect(contactMessageSchema.parse(valid).email).toBe('rivka@example.com');
  });

  it('enforces the product §5 limits', () => {
    const tooLong = (field: string, length: number) =>
      contactMessageSchema.safeParse({ ...valid, [field]: 'a'.repeat(length) }).success;
    expect(tooLong('name', 50)).toBe(true);
    expect(tooLong('name', 51)).toBe(false);
    expect(tooLong('subject', 101)).toBe(false);
    expect(tooLong('message', 1000)).toBe(true);
    expect(tooLong('message', 1001)).toBe(false);
    expect(contactMessageSchema.safeParse({ ...valid, email: `${'a'.repeat(95)}@x.com` }).success).toBe(
      false,
    );
  });

  it('refuses unsafe markup and empty fields with message keys', () => {
    const unsafe = contactMessageSchema.safeParse({ ...valid, message: '<script>x</script>' });
    expect(unsafe.success).toBe(false);
    expect(unsafe.error?.issues[0]?.message).toBe('validation.unsafe');
    const empty = contactMessageSchema.safeParse({ ...valid, name: '   ' });
    expect(empty.error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('route table', () => {
  it('knows product §2 routes and nothing else', () => {
    expect(isKnownRoute('/')).toBe(true);
    expect(isKnownRoute('/stays/abc-123')).toBe(true);
    expect(isKnownRoute('/host/listings/edit/42')).toBe(true);
    expect(isKnownRoute('/about/')).toBe(true);
    expect(isKnownRoute('/stays/a/b')).toBe(false);
    expect(isKnownRoute('/nowhere')).toBe(false);
  });
});
