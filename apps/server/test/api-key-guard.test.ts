import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedApiKeyVerifier } from '../src/lib/api-keys';
import { apiKey, createTestApp, TEST_JWT_SECRET } from './helpers/test-app';

const PREFIXES = [
  '/auth/v1/nothing-here',
  '/rest/v1/nothing-here',
  '/storage/v1/object/x',
  '/functions/v1/nothing',
];
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('API key guard', () => {
  it.each(PREFIXES)('refuses %s without an apikey header', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'no_api_key', message: 'No API key found in request' });
  });

  const invalidKeys: [string, () => Promise<string>][] = [
    ['garbage', async () => 'not-a-jwt'],
    [
      'a key signed with another secret',
      () => apiKey('anon', 'another-secret-that-is-long-enough-0123456789'),
    ],
    [
      'an unsigned key (alg none)',
      async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'anon' })}.`,
    ],
    [
      'a key signed with HS512',
      () =>
        new SignJWT({ role: 'anon' })
          .setProtectedHeader({ alg: 'HS512' })
          .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
    ],
    [
      'a key with a role that is not an API key role',
      () =>
        new SignJWT({ role: 'authenticated' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
    ],
    [
      'an expired key',
      () =>
        new SignJWT({ role: 'anon' })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
          .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
    ],
  ];

  describe.each(invalidKeys)('with %s', (_name, makeKey) => {
    it.each(PREFIXES)('refuses %s', async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { apikey: await makeKey() } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'invalid_api_key', message: 'Invalid API key' });
    });
  });

  it.each(PREFIXES)('lets a valid anon key through to %s (no route there yet: 404)', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { apikey: await apiKey('anon') } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('remembers a verified key only until it expires', async () => {
    const verify = cachedApiKeyVerifier(TEST_JWT_SECRET);
    const now = Date.now();
    const at = (offsetMs: number) => new Date(now + offsetMs);
    const shortLived = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(now / 1000) + 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(await verify(shortLived, at(0))).toBe('anon');
    expect(await verify(shortLived, at(30_000))).toBe('anon');
    expect(await verify(shortLived, at(61_000))).toBeNull();
    // A forged copy is refused however often the real one passed.
    expect(await verify(`${shortLived.slice(0, -4)}AAAA`, at(0))).toBeNull();
    expect(await verify('not-a-jwt', at(0))).toBeNull();
  });

  it('accepts a service_role key', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/rest/v1/shabbos-times?date=2024-10-26',
      headers: { apikey: await apiKey('service_role') },
    });
    expect(response.statusCode).toBe(200);
  });

  it('guards the bare prefixes and other methods too', async () => {
    for (const url of ['/auth', '/rest', '/storage/', '/functions/v1']) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('does not treat look-alike paths as API paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/restaurant' });
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('takes the realtime key from ?apikey= (WebSockets cannot send headers), and nowhere else', async () => {
    const key = await apiKey('anon');
    const missing = await app.inject({ method: 'GET', url: '/realtime/v1/websocket?vsn=1.0.0' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('no_api_key');

    const wrong = await app.inject({ method: 'GET', url: '/realtime/v1/websocket?apikey=nope' });
    expect(wrong.json().code).toBe('invalid_api_key');

    const valid = await app.inject({ method: 'GET', url: `/realtime/v1/websocket?apikey=${key}&vsn=1.0.0` });
    expect(valid.statusCode).toBe(404);

    const notForRest = await app.inject({ method: 'GET', url: `/rest/v1/shabbos-times?apikey=${key}` });
    expect(notForRest.json().code).toBe('no_api_key');
  });

  it.each([
    ['POST', '/auth/v1/signup'],
    ['POST', '/auth/v1/token?grant_type=password'],
    ['POST', '/auth/v1/token?grant_type=refresh_token'],
    ['GET', '/auth/v1/user'],
    ['PUT', '/auth/v1/user'],
    ['POST', '/auth/v1/logout'],
    ['POST', '/auth/v1/recover'],
    ['HEAD', '/auth/v1/verify?token=x&type=recovery'],
    ['GET', '/auth/v1/verify/?token=x&type=recovery'],
    ['GET', '/auth/v1/user?x=/auth/v1/verify'],
    ['GET', '/rest/v1/verify'],
  ] as const)('guards %s %s', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      payload: method === 'GET' || method === 'HEAD' ? undefined : {},
    });
    expect(response.statusCode).toBe(401);
    if (method !== 'HEAD') expect(response.json().code).toBe('no_api_key');
  });

  it('lets the recovery link in an email (GET /auth/v1/verify) through without a key: the one exception', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/v1/verify?token=unknown&type=recovery' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/\/reset-password#error=access_denied&error_code=otp_expired/);
  });

  it('sends X-Supabase-Api-Version on /auth responses, errors included', async () => {
    const refused = await app.inject({ method: 'GET', url: '/auth/v1/user' });
    expect(refused.headers['x-supabase-api-version']).toBe('2024-01-01');
    const passed = await app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { apikey: await apiKey() },
    });
    expect(passed.headers['x-supabase-api-version']).toBe('2024-01-01');
    const rest = await app.inject({ method: 'GET', url: '/rest/v1/x' });
    expect(rest.headers['x-supabase-api-version']).toBeUndefined();
  });
});
