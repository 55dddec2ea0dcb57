import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, callAuth, createAccount, getUser, refresh, sessionOf } from './helpers/auth';
import { apiKey, createTestApp } from './helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Three sessions of one user, as on three devices. */
async function threeDevices() {
  const account = await createAccount(app);
  return Promise.all([sessionOf(app, account), sessionOf(app, account), sessionOf(app, account)]);
}

function logout(accessToken: string, scope?: string) {
  return callAuth(app, 'POST', `/logout${scope ? `?scope=${scope}` : ''}`, { headers: bearer(accessToken) });
}

async function alive(session: { access_token: string }) {
  const response = await getUser(app, session.access_token);
  if (response.statusCode === 403) expect(response.json().code).toBe('session_not_found');
  return response.statusCode === 200;
}

describe('POST /auth/v1/logout', () => {
  it('scope=local ends only the session of the token, with its refresh token', async () => {
    const [here, other, third] = await threeDevices();
    const response = await logout(here.access_token, 'local');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await alive(here)).toBe(false);
    expect((await refresh(app, here.refresh_token)).json().code).toBe('refresh_token_not_found');
    expect([await alive(other), await alive(third)]).toEqual([true, true]);
  });

  it('scope=others ends every other session of the user', async () => {
    const [here, other, third] = await threeDevices();
    expect((await logout(here.access_token, 'others')).statusCode).toBe(204);
    expect([await alive(here), await alive(other), await alive(third)]).toEqual([true, false, false]);
  });

  it.each([
    ['scope=global', 'global'],
    ['no scope', undefined],
  ])('%s ends every session of the user', async (_name, scope) => {
    const [here, other, third] = await threeDevices();
    const bystander = await sessionOf(app, await createAccount(app));
    expect((await logout(here.access_token, scope)).statusCode).toBe(204);
    expect([await alive(here), await alive(other), await alive(third)]).toEqual([false, false, false]);
    expect(await alive(bystander)).toBe(true);
  });

  it('takes a JSON content type with no body, as auth-js sends it', async () => {
    const [here] = await threeDevices();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: {
        apikey: await apiKey(),
        'content-type': 'application/json;charset=UTF-8',
        ...bearer(here.access_token),
      },
    });
    expect(response.statusCode).toBe(204);
  });

  it('answers a token whose session has ended with 403 session_not_found', async () => {
    const [here] = await threeDevices();
    await logout(here.access_token);
    const again = await logout(here.access_token);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
  });

  it('refuses an unknown scope and needs a bearer token', async () => {
    const [here] = await threeDevices();
    const unknown = await logout(here.access_token, 'everyone');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation_failed',
      fields: { scope: 'validation.invalid' },
    });
    expect(await alive(here)).toBe(true);
    expect((await callAuth(app, 'POST', '/logout')).json().code).toBe('no_authorization');
  });
});
