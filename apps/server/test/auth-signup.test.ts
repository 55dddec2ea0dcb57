import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { callAuth, getUser, PASSWORD, uniqueSender } from './helpers/auth';
import { createTestApp, testClock } from './helpers/test-app';

const clock = testClock('2025-03-02T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

function signUp(payload: object, ip = uniqueSender().ip) {
  return callAuth(app, 'POST', '/signup', { payload, ip });
}

const data = { full_name: 'Devorah Klein', phone: '+1 718 555 0110' };
const usersWith = async (email: string) =>
  (await app.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]?.n;

describe('POST /auth/v1/signup', () => {
  it('creates a confirmed guest and answers a session, as GoTrue with auto-confirm', async () => {
    const { email } = uniqueSender();
    const response = await signUp({ email: ` ${email.toUpperCase()} `, password: PASSWORD, data });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-supabase-api-version']).toBe('2024-01-01');

    const session = response.json();
    const now = Math.floor(clock().getTime() / 1000);
    expect(session).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        aud: 'authenticated',
        role: 'authenticated',
        email,
        email_confirmed_at: clock().toISOString(),
        phone: '',
        confirmed_at: clock().toISOString(),
        last_sign_in_at: clock().toISOString(),
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { ...data, user_type: 'guest' },
        identities: [],
        created_at: clock().toISOString(),
        updated_at: clock().toISOString(),
        is_anonymous: false,
      },
    });

    expect(decodeJwt(session.access_token)).toEqual({
      sub: session.user.id,
      aud: 'authenticated',
      // The configured origin (linkOrigin): an app that never listens has no port.
      iss: 'http://localhost/auth/v1',
      iat: now,
      exp: now + 3600,
      email,
      phone: '',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { ...data, user_type: 'guest' },
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      is_anonymous: false,
    });
    expect((await getUser(app, session.access_token)).json().email).toBe(email);
  });

  it('makes a host sign-up an application: user_type host, host_status pending', async () => {
    const { email } = uniqueSender('host');
    const response = await signUp({ email, password: PASSWORD, data: { ...data, user_type: 'host' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      user_metadata: { user_type: 'host' },
      app_metadata: { provider: 'email', providers: ['email'], host_status: 'pending' },
    });
  });

  it('grants nothing through data: unknown keys are dropped, and user_type is guest or host', async () => {
    const { email } = uniqueSender();
    const response = await signUp({
      email,
      password: PASSWORD,
      data: { ...data, roles: ['admin'], host_status: 'approved' },
    });
    expect(response.json().user.user_metadata).toEqual({ ...data, user_type: 'guest' });
    expect(response.json().user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

    const admin = await signUp({
      email: uniqueSender().email,
      password: PASSWORD,
      data: { ...data, user_type: 'admin' },
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toMatchObject({
      code: 'validation_failed',
      fields: { 'data.user_type': 'validation.invalid' },
    });
  });

  it('refuses an email that has an account (whatever its case) with 422 user_already_exists', async () => {
    const { email } = uniqueSender();
    expect((await signUp({ email, password: PASSWORD, data })).statusCode).toBe(200);
    const again = await signUp({ email: email.toUpperCase(), password: `${PASSWORD}!`, data });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ code: 'user_already_exists', message: 'User already registered' });
    expect(await usersWith(email)).toBe(1);
  });

  it.each([
    ['too short', 'Ab1!x', ['length']],
    ['common', 'password123', ['pwned']],
    ['the email itself', 'EMAIL', ['pwned']],
    ['a keyboard run', 'asdfghj', ['characters']],
    ['one repeated pattern', 'abababab', ['characters']],
  ])(
    'refuses a weak password (%s) with 422 weak_password and its reasons',
    async (_name, password, reasons) => {
      const { email } = uniqueSender();
      const response = await signUp({ email, password: password === 'EMAIL' ? email : password, data });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'weak_password',
        message: expect.any(String),
        weak_password: { reasons },
      });
      expect(await usersWith(email)).toBe(0);
    },
  );

  it('checks field limits: email 100, name 50, password 128', async () => {
    const { email } = uniqueSender();
    const longEmail = `${'a'.repeat(101 - email.length)}${email}`;
    const tooLong = await signUp({
      email: longEmail,
      password: `${PASSWORD}${'x'.repeat(128)}`,
      data: { full_name: 'n'.repeat(51) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      fields: {
        email: 'validation.tooLong',
        password: 'validation.passwordTooLong',
        'data.full_name': 'validation.tooLong',
      },
    });

    const atLimits = await signUp({
      email: `${'a'.repeat(100 - email.length)}${email}`,
      password: `${PASSWORD}${'x'.repeat(128 - PASSWORD.length)}`,
      data: { full_name: 'n'.repeat(50) },
    });
    expect(atLimits.statusCode).toBe(200);
  });

  it('needs a name and refuses markup in it', async () => {
    const missing = await signUp({ email: uniqueSender().email, password: PASSWORD, data: {} });
    expect(missing.json().fields).toEqual({ 'data.full_name': 'validation.required' });
    const unsafe = await signUp({
      email: uniqueSender().email,
      password: PASSWORD,
      data: { full_name: '<script>alert(1)</script>' },
    });
    expect(unsafe.json().fields).toEqual({ 'data.full_name': 'validation.unsafe' });
  });

  it('needs the API key', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: uniqueSender().email, password: PASSWORD, data },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('no_api_key');
  });
});
