import { describe, expect, it } from 'vitest';
import {
  hostStatusOf,
  isAdminUser,
  isApprovedHost,
  isPhoneNumber,
  signUpSchema,
  updateUserSchema,
  weakPasswordReasons,
} from '../src/auth';

describe('weak passwords', () => {
  it.each([
    ['12345', ['length']],
    ['password', ['pwned']],
    ['Qwerty123', ['pwned']],
    ['aaaaaaaa', ['characters']],
    ['abababab', ['characters']],
    ['abcdefgh', ['characters']],
    ['87654321', ['characters']],
    ['asdfghjk', ['characters']],
    ['aabbaabb', ['characters']],
  ])('refuses %s', (password, reasons) => {
    expect(weakPasswordReasons(password)).toEqual(reasons);
  });

  it('refuses the email address or its name part', () => {
    expect(weakPasswordReasons('sarah.cohen', 'Sarah.Cohen@example.com')).toEqual(['pwned']);
    expect(weakPasswordReasons('sarah.cohen@example.com', 'sarah.cohen@example.com')).toEqual(['pwned']);
  });

  it.each(['orchim-demo-770', 'President St 1234', 'כתר שם טוב', 'Tishrei-5787!'])(
    'accepts %s',
    (password) => {
      expect(weakPasswordReasons(password, 'someone@example.com')).toEqual([]);
    },
  );
});

describe('sign-up and profile shapes', () => {
  const valid = {
    email: '  Guest@Example.com ',
    password: 'a-long-enough-secret',
    data: { full_name: 'Sarah Cohen', phone: '+1 (718) 555-0100' },
  };

  it('trims and lower-cases the email, and makes a guest unless host is asked for', () => {
    const parsed = signUpSchema.parse(valid);
    expect(parsed.email).toBe('guest@example.com');
    expect(parsed.data.user_type).toBe('guest');
    expect(signUpSchema.parse({ ...valid, data: { ...valid.data, user_type: 'host' } }).data.user_type).toBe(
      'host',
    );
  });

  it('holds the product §5 limits', () => {
    const fails = (input: unknown) => !signUpSchema.safeParse(input).success;
    expect(fails({ ...valid, password: '12345' })).toBe(true);
    expect(fails({ ...valid, password: 'x'.repeat(129) })).toBe(true);
    expect(fails({ ...valid, password: 'x'.repeat(128) })).toBe(false);
    expect(fails({ ...valid, email: `${'a'.repeat(95)}@x.com` })).toBe(true);
    expect(fails({ ...valid, data: { full_name: 'n'.repeat(51) } })).toBe(true);
    expect(fails({ ...valid, data: { full_name: '<script>x</script>' } })).toBe(true);
    expect(fails({ ...valid, data: { full_name: 'Sarah', user_type: 'admin' } })).toBe(true);
  });

  it('lets a user change name, phone and password, but not user_type', () => {
    expect(updateUserSchema.safeParse({ data: { full_name: 'Rivka', phone: '' } }).success).toBe(true);
    expect(updateUserSchema.safeParse({ data: { user_type: 'host' } }).success).toBe(false);
    expect(updateUserSchema.safeParse({ password: 'short' }).success).toBe(false);
  });

  it('carries the current password of a change as GoTrue names it, up to the password limit', () => {
    const change = { password: 'Challah-on-Kingston-18', current_password: 'old one' };
    expect(updateUserSchema.parse(change)).toEqual(change);
    expect(updateUserSchema.safeParse({ ...change, current_password: 'x'.repeat(129) }).success).toBe(false);
  });

  it('knows a phone number when it sees one', () => {
    expect(isPhoneNumber('+1 718-555-0100')).toBe(true);
    expect(isPhoneNumber('(718) 555 0100')).toBe(true);
    expect(isPhoneNumber('555')).toBe(false);
    expect(isPhoneNumber('call me')).toBe(false);
  });
});

describe('who may do what', () => {
  const host = (host_status?: string) => ({
    user_metadata: { user_type: 'host' },
    app_metadata: host_status ? { host_status } : {},
  });

  it('reads the host application status from app_metadata, pending until an admin decides', () => {
    expect(hostStatusOf({ user_metadata: {} })).toBeNull();
    expect(hostStatusOf(host())).toBe('pending');
    expect(hostStatusOf(host('approved'))).toBe('approved');
    expect(hostStatusOf(host('rejected'))).toBe('rejected');
    expect(isApprovedHost(host('approved'))).toBe(true);
    expect(isApprovedHost(host('pending'))).toBe(false);
    // Approval without user_type host is not a host.
    expect(isApprovedHost({ user_metadata: {}, app_metadata: { host_status: 'approved' } })).toBe(false);
  });

  it('grants admin from app_metadata.roles only', () => {
    expect(isAdminUser({ app_metadata: { roles: ['admin'] } })).toBe(true);
    expect(isAdminUser({ app_metadata: { roles: 'admin' } })).toBe(false);
    expect(isAdminUser({ user_metadata: { user_type: 'host' }, app_metadata: {} })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
});
