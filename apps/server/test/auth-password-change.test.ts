import { AUTH_RATE_LIMIT } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../src/db/repositories/outbox';
import {
  bearer,
  callAuth,
  createAccount,
  getUser,
  refresh,
  sessionOf,
  signIn,
  type TestAccount,
  uniqueSender,
} from './helpers/auth';
import { createTestApp, testClock } from './helpers/test-app';

/**
 * PUT /auth/v1/user {password, current_password} (issue 20): a new password needs the current one, so a
 * stolen access token is not an account; a wrong one is a guess, counted with failed sign-ins; a session
 * a recovery link opened may do without it, once and for 15 minutes.
 */

const clock = testClock('2025-03-02T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

const NEW_PASSWORD = 'Rugelach-at-Crown-Heights-5';
const WRONG = 'Not-my-password-770';

function changePassword(accessToken: string, payload: object, ip?: string) {
  return callAuth(app, 'PUT', '/user', { payload, headers: bearer(accessToken), ...(ip ? { ip } : {}) });
}

async function expectPasswordUnchanged(account: TestAccount) {
  expect((await signIn(app, account.email, NEW_PASSWORD, uniqueSender().ip)).statusCode).toBe(400);
  expect((await signIn(app, account.email, account.password, uniqueSender().ip)).statusCode).toBe(200);
}

/** A session opened by the link of a recovery mail, as the browser gets it. */
async function recoverySession(account: TestAccount) {
  const sent = await callAuth(app, 'POST', '/recover', {
    payload: { email: account.email },
    ip: uniqueSender().ip,
  });
  expect(sent.statusCode).toBe(200);
  const [mail] = await outboxRepository(app.db).list({ to: account.email, limit: 1 });
  const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const fragment = new URLSearchParams(new URL(String(opened.headers.location)).hash.slice(1));
  return {
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  };
}

describe('in a session signed in with the password', () => {
  it.each([
    ['without current_password', {}],
    ['with an empty current_password', { current_password: '' }],
  ])('refuses a new password %s: 400 current_password_required, nothing changed', async (_name, extra) => {
    const account = await createAccount(app);
    const { access_token } = await sessionOf(app, account);
    const response = await changePassword(access_token, { password: NEW_PASSWORD, ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'current_password_required',
      message: 'Current password required when setting new password.',
    });
    await expectPasswordUnchanged(account);
  });

  it('refuses a wrong current password: 400 current_password_invalid, nothing changed, no session ended', async () => {
    const account = await createAccount(app);
    const here = await sessionOf(app, account);
    const elsewhere = await sessionOf(app, account);
    const response = await changePassword(here.access_token, {
      password: NEW_PASSWORD,
      current_password: WRONG,
      data: { full_name: 'Someone Else' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'current_password_invalid', message: expect.any(String) });
    await expectPasswordUnchanged(account);
    expect((await getUser(app, elsewhere.access_token)).json().user_metadata.full_name).toBe('Devorah Klein');
  });

  it("changes it with the right one, and ends the user's other sessions, not this one", async () => {
    const account = await createAccount(app);
    const here = await sessionOf(app, account);
    const elsewhere = await sessionOf(app, account);
    const response = await changePassword(here.access_token, {
      password: NEW_PASSWORD,
      current_password: account.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(account.user.id);

    expect((await getUser(app, here.access_token)).statusCode).toBe(200);
    expect((await getUser(app, elsewhere.access_token)).json().code).toBe('session_not_found');
    expect((await refresh(app, elsewhere.refresh_token)).json().code).toBe('refresh_token_not_found');
    expect((await signIn(app, account.email, account.password)).json().code).toBe('invalid_credentials');
    expect((await signIn(app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('still changes the details alone without any password', async () => {
    const account = await createAccount(app);
    const { access_token } = await sessionOf(app, account);
    const response = await changePassword(access_token, { data: { phone: '+1 718 555 0110' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user_metadata.phone).toBe('+1 718 555 0110');
  });

  it('checks a weak new password first (422), whatever the current password', async () => {
    const account = await createAccount(app);
    const { access_token } = await sessionOf(app, account);
    const response = await changePassword(access_token, { password: 'letmein' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('weak_password');
  });
});

describe('wrong current passwords and the sign-in limit', () => {
  it('counts with failed sign-ins of the account from that address: after 5, 429 with Retry-After, even with the right one', async () => {
    const account = await createAccount(app);
    const { access_token } = await sessionOf(app, account);
    const ip = uniqueSender().ip;
    for (let i = 0; i < AUTH_RATE_LIMIT.attempts - 2; i += 1) {
      expect(
        (await changePassword(access_token, { password: NEW_PASSWORD, current_password: WRONG }, ip))
          .statusCode,
      ).toBe(400);
    }
    expect((await signIn(app, account.email, WRONG, ip)).statusCode).toBe(400);
    // The right one is refunded: it leaves the fifth guess to be made. (It sets the same password again,
    // so that the account's password stays the one the test knows.)
    const right = { password: account.password, current_password: account.password };
    expect((await changePassword(access_token, right, ip)).statusCode).toBe(200);
    expect(
      (await changePassword(access_token, { password: NEW_PASSWORD, current_password: WRONG }, ip))
        .statusCode,
    ).toBe(400);

    const refused = await changePassword(
      access_token,
      { password: NEW_PASSWORD, current_password: account.password },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'over_request_rate_limit', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(app, account.email, account.password, ip)).statusCode).toBe(429);
    await expectPasswordUnchanged(account);
  });

  it('is held back by failed sign-ins from that address too', async () => {
    const account = await createAccount(app);
    const { access_token } = await sessionOf(app, account);
    const ip = uniqueSender().ip;
    for (let i = 0; i < AUTH_RATE_LIMIT.attempts; i += 1) {
      expect((await signIn(app, account.email, WRONG, ip)).statusCode).toBe(400);
    }
    const right = { password: NEW_PASSWORD, current_password: account.password };
    expect((await changePassword(access_token, right, ip)).statusCode).toBe(429);
    // From another address the owner can change it.
    expect((await changePassword(access_token, right, uniqueSender().ip)).statusCode).toBe(200);
  });
});

describe('in a session a recovery link opened', () => {
  it('sets a new password without the current one, and ends the other sessions', async () => {
    const account = await createAccount(app);
    const elsewhere = await sessionOf(app, account);
    const recovering = await recoverySession(account);
    const response = await changePassword(recovering.access_token, { password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect((await getUser(app, elsewhere.access_token)).json().code).toBe('session_not_found');
    expect((await getUser(app, recovering.access_token)).statusCode).toBe(200);
    expect((await signIn(app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('does so once: then the session needs the current password like any other', async () => {
    const account = await createAccount(app);
    const recovering = await recoverySession(account);
    expect((await changePassword(recovering.access_token, { password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await changePassword(recovering.access_token, { password: 'Another-new-one-5786' });
    expect(again.json().code).toBe('current_password_required');
    // Its next token says it now rests on the password set in it.
    const refreshed = (await refresh(app, recovering.refresh_token)).json<{ access_token: string }>();
    expect(decodeJwt(refreshed.access_token).amr).toEqual([
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    const withCurrent = await changePassword(refreshed.access_token, {
      password: 'Another-new-one-5786',
      current_password: NEW_PASSWORD,
    });
    expect(withCurrent.statusCode).toBe(200);
  });

  it('keeps the leave when the new password is refused as weak', async () => {
    const account = await createAccount(app);
    const recovering = await recoverySession(account);
    expect((await changePassword(recovering.access_token, { password: '123456' })).statusCode).toBe(422);
    expect((await changePassword(recovering.access_token, { password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('lets only one of two changes sent at once through', async () => {
    const account = await createAccount(app);
    const recovering = await recoverySession(account);
    const [one, two] = await Promise.all([
      changePassword(recovering.access_token, { password: NEW_PASSWORD }),
      changePassword(recovering.access_token, { password: 'Another-new-one-5786' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 400]);
  });

  it('needs the current password 15 minutes after the link was opened', async () => {
    const account = await createAccount(app);
    const recovering = await recoverySession(account);
    clock.advance(15 * 60_000 - 1000);
    const inTime = await recoverySession(await createAccount(app));
    clock.advance(1000);
    const late = await changePassword(recovering.access_token, { password: NEW_PASSWORD });
    expect(late.json().code).toBe('current_password_required');
    expect((await changePassword(inTime.access_token, { password: NEW_PASSWORD })).statusCode).toBe(200);
    const withCurrent = await changePassword(recovering.access_token, {
      password: NEW_PASSWORD,
      current_password: account.password,
    });
    expect(withCurrent.statusCode).toBe(200);
  });
});
