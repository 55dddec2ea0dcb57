import { AUTH_RATE_LIMIT, AUTH_RATE_LIMIT_PER_ACCOUNT_OR_ADDRESS } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAuth, createAccount, PASSWORD, signIn, uniqueSender } from './helpers/auth';
import { createTestApp, testClock } from './helpers/test-app';

/**
 * The auth limits (issue 20): an account and an address together get product §9's 5 in 15 minutes; the
 * address alone and the account alone get a higher bound, so a guesser is slowed whichever way they
 * spread, and cannot lock the owner out from an address of their own, nor a whole shared address.
 */

const WINDOW_MS = 15 * 60_000;
const PAIR = AUTH_RATE_LIMIT.attempts;
const ACROSS = AUTH_RATE_LIMIT_PER_ACCOUNT_OR_ADDRESS.attempts;
const clock = testClock('2025-03-02T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

const WRONG = 'Wrong-password-770';
const freshAddress = () => uniqueSender().ip;

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

async function failSignIn(email: string, ip: string) {
  expect((await signIn(app, email, WRONG, ip)).json().code).toBe('invalid_credentials');
}

describe('the bounds', () => {
  it('are product §9 for a pair, and higher for an account or an address alone', () => {
    expect(AUTH_RATE_LIMIT).toMatchObject({ attempts: 5, windowMs: WINDOW_MS });
    expect(AUTH_RATE_LIMIT_PER_ACCOUNT_OR_ADDRESS).toEqual({ attempts: 20, windowMs: WINDOW_MS });
  });
});

describe('sign-in: 5 failures per account and address', () => {
  it('refuses that account from that address, even with the right password, until the window frees', async () => {
    const account = await createAccount(app);
    const attacker = freshAddress();
    for (let i = 0; i < PAIR; i += 1) {
      await failSignIn(account.email, attacker);
      clock.advance(60_000);
    }
    const refused = await signIn(app, account.email, account.password, attacker);
    // The first failure leaves the window 15 minutes after it was made: 10 minutes from now.
    expect(expectRateLimited(refused)).toBe(10 * 60);

    clock.advance(10 * 60_000);
    expect((await signIn(app, account.email, account.password, attacker)).statusCode).toBe(200);
  });

  it("lets the owner in from another address after an attacker's 5 failures", async () => {
    const account = await createAccount(app);
    const attacker = freshAddress();
    for (let i = 0; i < PAIR; i += 1) await failSignIn(account.email, attacker);
    expectRateLimited(await signIn(app, account.email, account.password, attacker));
    expect((await signIn(app, account.email, account.password, freshAddress())).statusCode).toBe(200);
  });

  it("lets other accounts in from the attacker's address (a hotel's guests share one)", async () => {
    const account = await createAccount(app);
    const sharedAddress = freshAddress();
    for (let i = 0; i < PAIR; i += 1) await failSignIn(account.email, sharedAddress);
    const neighbour = await createAccount(app);
    expect((await signIn(app, neighbour.email, neighbour.password, sharedAddress)).statusCode).toBe(200);
  });

  it('does not count sign-ins that succeed', async () => {
    const account = await createAccount(app);
    const ip = freshAddress();
    for (let i = 0; i < PAIR - 1; i += 1) await failSignIn(account.email, ip);
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(app, account.email, account.password, ip)).statusCode).toBe(200);
    }
    // Still one failure left for the pair: a counted success would have used it up.
    await failSignIn(account.email, ip);
    expectRateLimited(await signIn(app, account.email, account.password, ip));
  });

  it('lets exactly 5 of many simultaneous wrong guesses from one address be tried', async () => {
    const account = await createAccount(app);
    const ip = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => signIn(app, account.email, WRONG, ip)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      400, 400, 400, 400, 400, 429, 429, 429,
    ]);
  });
});

describe('sign-in: 20 failures per account, across addresses', () => {
  it('lets the owner in after 19 failures from other addresses, and refuses everyone after the 20th', async () => {
    const account = await createAccount(app);
    for (let i = 0; i < ACROSS - 1; i += 1) await failSignIn(account.email, freshAddress());
    expect((await signIn(app, account.email, account.password, freshAddress())).statusCode).toBe(200);

    await failSignIn(account.email, freshAddress());
    expectRateLimited(await signIn(app, account.email, account.password, freshAddress()));
    // Other accounts are not concerned.
    const other = await createAccount(app);
    expect((await signIn(app, other.email, other.password, freshAddress())).statusCode).toBe(200);

    clock.advance(WINDOW_MS);
    expect((await signIn(app, account.email, account.password, freshAddress())).statusCode).toBe(200);
  });

  it('lets exactly 20 of many simultaneous guesses from different addresses be tried', async () => {
    const account = await createAccount(app);
    const responses = await Promise.all(
      Array.from({ length: ACROSS + 4 }, () => signIn(app, account.email, WRONG, freshAddress())),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(ACROSS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});

describe('sign-in: 20 failures per address, across accounts', () => {
  it('lets a new account in from an address with 19 failures, and refuses it after the 20th', async () => {
    const ip = freshAddress();
    // 19 failures, never 5 for one account: 5, 5, 5 and 4.
    const guessed = [await createAccount(app), await createAccount(app), await createAccount(app)];
    const last = await createAccount(app);
    for (const account of guessed) for (let i = 0; i < PAIR; i += 1) await failSignIn(account.email, ip);
    for (let i = 0; i < PAIR - 1; i += 1) await failSignIn(last.email, ip);
    const owner = await createAccount(app);
    expect((await signIn(app, owner.email, owner.password, ip)).statusCode).toBe(200);

    await failSignIn(last.email, ip);
    expectRateLimited(await signIn(app, owner.email, owner.password, ip));
    // From any other address the same accounts sign in.
    expect((await signIn(app, owner.email, owner.password, freshAddress())).statusCode).toBe(200);
    expect((await signIn(app, last.email, last.password, freshAddress())).statusCode).toBe(200);
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
])('%s limits: every request counts', (_name, send) => {
  const expectAllowed = async (email: string, ip: string) =>
    expect((await send(email, ip)).statusCode).not.toBe(429);

  it('5 per email and address: the 6th is refused, the same email elsewhere and other emails there are not', async () => {
    const { email } = uniqueSender();
    const ip = freshAddress();
    for (let i = 0; i < PAIR; i += 1) await expectAllowed(email, ip);
    expectRateLimited(await send(email, ip));
    await expectAllowed(email, freshAddress());
    await expectAllowed(uniqueSender().email, ip);

    clock.advance(WINDOW_MS);
    await expectAllowed(email, ip);
  });

  it('20 per email, across addresses: the 21st is refused from anywhere, other emails are not', async () => {
    const { email } = uniqueSender();
    for (let i = 0; i < ACROSS; i += 1) await expectAllowed(email, freshAddress());
    expectRateLimited(await send(email, freshAddress()));
    await expectAllowed(uniqueSender().email, freshAddress());

    clock.advance(WINDOW_MS);
    await expectAllowed(email, freshAddress());
  });

  it('20 per address, across emails: the 21st is refused, other addresses are not', async () => {
    const ip = freshAddress();
    for (let i = 0; i < ACROSS; i += 1) await expectAllowed(uniqueSender().email, ip);
    expectRateLimited(await send(uniqueSender().email, ip));
    await expectAllowed(uniqueSender().email, freshAddress());

    clock.advance(WINDOW_MS);
    await expectAllowed(uniqueSender().email, ip);
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
    const login = (ip: string, password: string) =>
      callAuth(proxied, 'POST', '/token?grant_type=password', {
        payload: { email: account.email, password },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < PAIR; i += 1) expect((await login('203.0.113.7', WRONG)).statusCode).toBe(400);
    expect((await login('203.0.113.7', account.password)).statusCode).toBe(429);
    expect((await login('203.0.113.8', account.password)).statusCode).toBe(200);
  });
});
