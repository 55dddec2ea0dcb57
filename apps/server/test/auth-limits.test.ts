import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAuth, createAccount, PASSWORD, signIn, uniqueSender } from './helpers/auth';
import { createTestApp, testClock } from './helpers/test-app';

const WINDOW_MS = 15 * 60_000;
const clock = testClock('2025-03-02T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

const WRONG = 'Wrong-password-770';

function expectRateLimited(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'over_request_rate_limit', message: expect.any(String) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  return retryAfter;
}

describe('sign-in limit (SPEC §9: 5 failures in 15 minutes)', () => {
  it('refuses an account after 5 failures, from any address and even with the right password, until the window frees', async () => {
    const account = await createAccount(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(app, account.email, WRONG, uniqueSender().ip)).json().code).toBe(
        'invalid_credentials',
      );
      clock.advance(60_000);
    }
    const refused = await signIn(app, account.email, account.password, uniqueSender().ip);
    // The first failure leaves the window 15 minutes after it was made: 10 minutes from now.
    expect(expectRateLimited(refused)).toBe(10 * 60);

    clock.advance(10 * 60_000);
    expect((await signIn(app, account.email, account.password, uniqueSender().ip)).statusCode).toBe(200);
  });

  it('refuses an address after 5 failures, whatever the account', async () => {
    const { ip } = uniqueSender();
    for (let i = 0; i < 5; i += 1) {
      const other = await createAccount(app);
      expect((await signIn(app, other.email, WRONG, ip)).statusCode).toBe(400);
    }
    const account = await createAccount(app);
    expectRateLimited(await signIn(app, account.email, account.password, ip));
    expect((await signIn(app, account.email, account.password, uniqueSender().ip)).statusCode).toBe(200);
  });

  it('does not count sign-ins that succeed', async () => {
    const account = await createAccount(app);
    const { ip } = uniqueSender();
    for (let i = 0; i < 8; i += 1) {
      expect((await signIn(app, account.email, account.password, ip)).statusCode).toBe(200);
    }
  });

  it('lets exactly 5 of many simultaneous wrong guesses be tried', async () => {
    const account = await createAccount(app);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => signIn(app, account.email, WRONG, uniqueSender().ip)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      400, 400, 400, 400, 400, 429, 429, 429,
    ]);
  });
});

describe.each([
  [
    'sign-up',
    (email: string, ip: string) =>
      callAuth(app, 'POST', '/signup', {
        payload: { email, password: PASSWORD, data: { full_name: 'Levi Yitzchak' } },
        ip,
      }),
  ],
  ['recovery', (email: string, ip: string) => callAuth(app, 'POST', '/recover', { payload: { email }, ip })],
])('%s limit: 5 requests per address in 15 minutes', (_name, send) => {
  it('refuses the 6th request from an address, whatever the outcome of the first 5', async () => {
    const { ip } = uniqueSender();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(uniqueSender().email, ip)).statusCode).not.toBe(429);
    }
    expectRateLimited(await send(uniqueSender().email, ip));
    expect((await send(uniqueSender().email, uniqueSender().ip)).statusCode).not.toBe(429);

    clock.advance(WINDOW_MS);
    expect((await send(uniqueSender().email, ip)).statusCode).not.toBe(429);
  });
});

describe('client addresses behind a proxy', () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: true });
  });
  afterAll(() => proxied.close());

  it('counts per X-Forwarded-For address when TRUST_PROXY trusts the proxy', async () => {
    const account = await createAccount(proxied);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 5; i += 1) {
      const other = await createAccount(proxied);
      await callAuth(proxied, 'POST', '/token?grant_type=password', {
        payload: { email: other.email, password: WRONG },
        headers: from('203.0.113.7'),
      });
    }
    const login = (ip: string) =>
      callAuth(proxied, 'POST', '/token?grant_type=password', {
        payload: { email: account.email, password: account.password },
        headers: from(ip),
      });
    expect((await login('203.0.113.7')).statusCode).toBe(429);
    expect((await login('203.0.113.8')).statusCode).toBe(200);
  });
});
