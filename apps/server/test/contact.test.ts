import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

const clock = testClock('2025-03-02T15:00:00Z');
let app: FastifyInstance;
let key: string;
beforeAll(async () => {
  app = await createTestApp({ clock });
  key = await apiKey();
});
afterAll(() => app.close());

let n = 0;
/** A different sender (email and IP) per test, so their hourly limits do not meet. */
function sender() {
  n += 1;
  return { email: `visitor${n}@example.com`, ip: `203.0.113.${n}` };
}

function message(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Devorah Klein',
    email,
    subject: 'Shabbos meal for a family of five',
    message: 'We arrive for Shabbos Chanukah and would love to join a meal near 770 Eastern Parkway.',
    ...overrides,
  };
}

function send(payload: unknown, ip = '198.51.100.1', headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/functions/v1/contact',
    headers: { apikey: key, ...headers },
    payload: payload as object,
    remoteAddress: ip,
  });
}

const storedFrom = (email: string) =>
  app.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /functions/v1/contact', () => {
  it('stores the message and answers 201 with its id', async () => {
    const { email, ip } = sender();
    const response = await send(message(` ${email.toUpperCase()} `), ip, {
      'user-agent': 'Mozilla/5.0 test',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [stored] = await storedFrom(email);
    expect(stored).toMatchObject({
      id,
      name: 'Devorah Klein',
      email, // trimmed and lower-cased by the shared schema
      subject: 'Shabbos meal for a family of five',
      ip,
      userAgent: 'Mozilla/5.0 test',
      readAt: null,
    });
  });

  it('accepts each field at its limit', async () => {
    const { email, ip } = sender();
    const longEmail = `${'a'.repeat(100 - email.length)}${email}`;
    const response = await send(
      message(longEmail, { name: 'n'.repeat(50), subject: 's'.repeat(100), message: 'm'.repeat(1000) }),
      ip,
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['name', 51],
    ['subject', 101],
    ['message', 1001],
  ])('refuses a %s over %i characters, naming the field', async (field, length) => {
    const { email, ip } = sender();
    const response = await send(message(email, { [field]: 'x'.repeat(length) }), ip);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      fields: { [field]: 'validation.tooLong' },
    });
    expect(await storedFrom(email)).toHaveLength(0);
  });

  it('refuses an email over 100 characters or not an email', async () => {
    const { ip } = sender();
    const long = await send(message(`${'a'.repeat(95)}@example.com`), ip);
    expect(long.json().fields).toEqual({ email: 'validation.tooLong' });
    const invalid = await send(message('not-an-email'), ip);
    expect(invalid.json().fields).toEqual({ email: 'validation.email' });
  });

  it('refuses missing and blank fields', async () => {
    const { email, ip } = sender();
    const response = await send({ email, name: '   ' }, ip);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'validation.required',
      subject: 'validation.required',
      message: 'validation.required',
    });
  });

  it.each([
    ['name', '<script>alert(1)</script>'],
    ['subject', 'Click javascript:alert(1)'],
    ['message', 'Hello <img src=x onerror=alert(1)>'],
  ])('refuses unsafe markup in %s (product §5) and stores nothing', async (field, value) => {
    const { email, ip } = sender();
    const response = await send(message(email, { [field]: value }), ip);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: 'validation.unsafe' },
    });
    expect(await storedFrom(email)).toHaveLength(0);
  });

  it('refuses malformed JSON with a {code, message} body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/functions/v1/contact',
      headers: { apikey: key, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_json', message: expect.any(String) });
  });

  it('needs the API key', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/functions/v1/contact',
      payload: message('a@b.co'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('contact rate limit (product §9: 3 an hour per sender)', () => {
  it('refuses the 4th message in an hour from one email with 429, Retry-After, and stores nothing', async () => {
    const { email } = sender();
    for (let i = 0; i < 3; i += 1) {
      // A new IP each time: the email alone is counted.
      expect((await send(message(email), `192.0.2.${100 + i + n}`)).statusCode).toBe(201);
    }
    const refused = await send(message(email, { subject: 'The fourth' }), '192.0.2.250');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'You can send up to 3 messages an hour. Please try again later.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedFrom(email)).toHaveLength(3);
  });

  it('refuses the 4th message in an hour from one IP, whatever the email', async () => {
    const { ip } = sender();
    for (let i = 0; i < 3; i += 1) {
      expect((await send(message(`rotating${i}-${n}@example.com`), ip)).statusCode).toBe(201);
    }
    const fourth = `rotating3-${n}@example.com`;
    expect((await send(message(fourth), ip)).statusCode).toBe(429);
    expect(await storedFrom(fourth)).toHaveLength(0);
  });

  it('allows sending again an hour later', async () => {
    const { email, ip } = sender();
    for (let i = 0; i < 3; i += 1) await send(message(email), ip);
    expect((await send(message(email), ip)).statusCode).toBe(429);
    clock.advance(60 * 60_000);
    expect((await send(message(email), ip)).statusCode).toBe(201);
  });

  it('stores exactly 3 of 5 simultaneous messages from one sender', async () => {
    const { email, ip } = sender();
    const responses = await Promise.all(Array.from({ length: 5 }, () => send(message(email), ip)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await storedFrom(email)).toHaveLength(3);
  });
});
