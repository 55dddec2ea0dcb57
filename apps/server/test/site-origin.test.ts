import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryTokens } from '../src/db/schema';
import { expectError } from './helpers/admin';
import { callAuth, createAccount, uniqueSender } from './helpers/auth';
import { createTestApp } from './helpers/test-app';

/**
 * The API address the app is given (/app-config.json) is built from the request's protocol and Host when
 * PUBLIC_URL is not set (src/lib/site-origin.ts); mailed links never are (mailed-links.test.ts). Found by
 * the hostile-input suite: a Host that makes no URL ("a b", "[::1", a port over 65535) answered 500, for
 * /auth/v1/recover after the token was issued.
 */
describe('a Host that makes no origin', () => {
  let plain: FastifyInstance;
  let proxied: FastifyInstance;
  let configured: FastifyInstance;
  beforeAll(async () => {
    [plain, proxied, configured] = await Promise.all([
      createTestApp(),
      createTestApp({ trustProxy: true }),
      createTestApp({ publicUrl: 'https://orchim.example' }),
    ]);
  });
  afterAll(() => Promise.all([plain.close(), proxied.close(), configured.close()]));

  it.each(['a b', '[::1', 'localhost:99999', 'user@orchim.example', 'orchim.example/path', '%'])(
    'is refused with 400 invalid_host before any route runs: %j',
    async (host) => {
      const account = await createAccount(plain);
      const recover = await callAuth(plain, 'POST', '/recover', {
        payload: { email: account.email },
        headers: { host },
        ip: uniqueSender().ip,
      });
      expectError(recover, 400, 'invalid_host');
      const tokens = await plain.db
        .select()
        .from(recoveryTokens)
        .where(eq(recoveryTokens.userId, account.user.id));
      expect(tokens).toEqual([]);
      expectError(
        await plain.inject({ method: 'GET', url: '/app-config.json', headers: { host } }),
        400,
        'invalid_host',
      );
    },
  );

  it('takes the hosts a browser sends', async () => {
    for (const host of [
      'localhost:8080',
      '127.0.0.1',
      '[::1]:8080',
      'orchim.example',
      'ORCHIM.example:443',
    ]) {
      const response = await plain.inject({ method: 'GET', url: '/app-config.json', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it('checks X-Forwarded-Proto and -Host where they are trusted: http and https only', async () => {
    const config = (headers: Record<string, string>) =>
      proxied.inject({ method: 'GET', url: '/app-config.json', headers });
    expect(
      (await config({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'orchim.example' })).statusCode,
    ).toBe(200);
    expectError(await config({ 'x-forwarded-proto': 'javascript' }), 400, 'invalid_host');
    expectError(await config({ 'x-forwarded-host': 'a b' }), 400, 'invalid_host');
    // Not trusted: the plain app ignores them.
    const ignored = await plain.inject({
      method: 'GET',
      url: '/app-config.json',
      headers: { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'a b' },
    });
    expect(ignored.statusCode).toBe(200);
  });

  it('does not matter with PUBLIC_URL set: links use it', async () => {
    const response = await configured.inject({
      method: 'GET',
      url: '/app-config.json',
      headers: { host: 'a b' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().apiUrl).toBe('https://orchim.example');
  });
});
