import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, callAuth, createAccount, getUser, refresh, sessionOf, signIn } from './helpers/auth';
import { createTestApp, testClock } from './helpers/test-app';

const clock = testClock('2025-03-02T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

function updateUser(accessToken: string, payload: object) {
  return callAuth(app, 'PUT', '/user', { payload, headers: bearer(accessToken) });
}

describe('GET /auth/v1/user', () => {
  it('answers the signed-in user', async () => {
    const account = await createAccount(app);
    const { access_token } = await sessionOf(app, account);
    const response = await getUser(app, access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: account.user.id,
      aud: 'authenticated',
      email: account.email,
      user_metadata: { full_name: 'Devorah Klein', user_type: 'guest' },
      app_metadata: { provider: 'email', providers: ['email'] },
      identities: [],
    });
  });

  it('needs a bearer token: 401 no_authorization', async () => {
    const response = await callAuth(app, 'GET', '/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a Bearer token',
    });
  });
});

describe('PUT /auth/v1/user', () => {
  it('merges data into user_metadata key by key', async () => {
    const account = await createAccount(app);
    const { access_token } = await sessionOf(app, account);
    clock.advance(60_000);
    const phone = await updateUser(access_token, { data: { phone: '+1 718 555 0110' } });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().user_metadata).toEqual({
      full_name: 'Devorah Klein',
      user_type: 'guest',
      phone: '+1 718 555 0110',
    });
    expect(phone.json().updated_at).toBe(clock().toISOString());

    const name = await updateUser(access_token, { data: { full_name: 'Devorah Klein-Gurary' } });
    expect(name.json().user_metadata).toEqual({
      full_name: 'Devorah Klein-Gurary',
      user_type: 'guest',
      phone: '+1 718 555 0110',
    });
    expect((await getUser(app, access_token)).json().user_metadata.full_name).toBe('Devorah Klein-Gurary');
  });

  it.each([
    ['user_type', { user_type: 'host' }],
    ['a key the user may not set', { roles: ['admin'] }],
  ])('refuses %s in data with 400 validation_failed and changes nothing', async (_name, data) => {
    const account = await createAccount(app);
    const { access_token } = await sessionOf(app, account);
    const response = await updateUser(access_token, { data });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect((await getUser(app, access_token)).json().user_metadata).toEqual(account.user.userMetadata);
  });

  it('refuses a weak new password with 422 weak_password', async () => {
    const account = await createAccount(app);
    const { access_token } = await sessionOf(app, account);
    const response = await updateUser(access_token, { password: 'letmein' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['pwned'] } });
    expect((await signIn(app, account.email, account.password)).statusCode).toBe(200);
  });

  it("changes the password and ends the user's other sessions, not this one", async () => {
    const account = await createAccount(app);
    const here = await sessionOf(app, account);
    const elsewhere = await sessionOf(app, account);
    const newPassword = 'Rugelach-at-Crown-Heights-5';

    const response = await updateUser(here.access_token, {
      password: newPassword,
      current_password: account.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(account.user.id);

    expect((await getUser(app, here.access_token)).statusCode).toBe(200);
    expect((await refresh(app, here.refresh_token)).statusCode).toBe(200);
    const ended = await getUser(app, elsewhere.access_token);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().code).toBe('session_not_found');
    expect((await refresh(app, elsewhere.refresh_token)).json().code).toBe('refresh_token_not_found');

    expect((await signIn(app, account.email, account.password)).json().code).toBe('invalid_credentials');
    expect((await signIn(app, account.email, newPassword)).statusCode).toBe(200);
  });

  it('needs a bearer token', async () => {
    const response = await callAuth(app, 'PUT', '/user', { payload: { data: { full_name: 'X' } } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('no_authorization');
  });
});
