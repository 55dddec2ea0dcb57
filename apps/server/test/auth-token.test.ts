import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ban, callAuth, createAccount, getUser, signIn } from './helpers/auth';
import { createTestApp, testClock } from './helpers/test-app';

const clock = testClock('2025-03-02T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

const invalid = { code: 'invalid_credentials', message: 'Invalid login credentials' };

describe('POST /auth/v1/token?grant_type=password', () => {
  it('signs in with email (any case) and password, answers a session and records the sign-in', async () => {
    const account = await createAccount(app);
    clock.advance(60_000);
    const response = await signIn(app, ` ${account.email.toUpperCase()} `, account.password);
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { id: account.user.id, email: account.email, last_sign_in_at: clock().toISOString() },
    });
    expect((await getUser(app, session.access_token)).statusCode).toBe(200);
  });

  it('starts a new session on each sign-in', async () => {
    const account = await createAccount(app);
    const first = (await signIn(app, account.email, account.password)).json();
    const second = (await signIn(app, account.email, account.password)).json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).not.toBe(decodeJwt(first.access_token).session_id);
  });

  it('answers a wrong password and an unknown email alike: 400 invalid_credentials', async () => {
    const account = await createAccount(app);
    const wrong = await signIn(app, account.email, `${account.password}x`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(invalid);
    const unknown = await signIn(app, 'nobody@example.com', account.password);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(invalid);
  });

  it('refuses a banned user with 400 user_banned, but tells it only to someone with the password', async () => {
    const account = await createAccount(app);
    await ban(app, account.user.id, 86_400_000);
    const banned = await signIn(app, account.email, account.password);
    expect(banned.statusCode).toBe(400);
    expect(banned.json()).toEqual({ code: 'user_banned', message: 'User is banned' });
    expect((await signIn(app, account.email, 'Wrong-password-99')).json()).toEqual(invalid);

    clock.advance(86_400_000); // the ban runs out
    expect((await signIn(app, account.email, account.password)).statusCode).toBe(200);
  });

  it('checks the fields of the grant', async () => {
    const response = await callAuth(app, 'POST', '/token?grant_type=password', {
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      fields: { email: 'validation.email', password: 'validation.required' },
    });
  });

  it('refuses an unknown grant type', async () => {
    const response = await callAuth(app, 'POST', '/token?grant_type=id_token', { payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { grant_type: 'validation.invalid' },
    });
  });

  it('needs the API key', async () => {
    const account = await createAccount(app);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(401);
  });
});
