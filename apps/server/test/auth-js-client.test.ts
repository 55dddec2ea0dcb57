import type { AddressInfo } from 'node:net';
import {
  AuthClient,
  isAuthApiError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
  type AuthChangeEvent,
} from '@supabase/auth-js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeders } from '../src/db/seed';
import { DEMO_PASSWORD } from '../src/db/seed/demo-users';
import { PASSWORD, uniqueSender } from './helpers/auth';
import { apiKey, createTestApp } from './helpers/test-app';

// The browser's auth client, unchanged, against the real server on a real socket: what it sends, and
// how it reads our answers (sessions, users, events, error codes).

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  // Each client sends its own X-Forwarded-For, so the per-address limits do not meet across tests.
  app = await createTestApp({ trustProxy: true });
  await runSeeders(app.db);
  // localhost, as the mailed links say when PUBLIC_URL is not set (lib/site-origin.ts linkOrigin).
  await app.listen({ host: 'localhost', port: 0 });
  base = `http://localhost:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** A client as the web app makes one (without persistence or timers), and the events it emits. */
async function newClient() {
  const client = new AuthClient({
    url: `${base}/auth/v1`,
    headers: { apikey: await apiKey(), 'x-forwarded-for': uniqueSender().ip },
    storageKey: 'orchim-auth',
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const events: AuthChangeEvent[] = [];
  client.onAuthStateChange((event) => void events.push(event));
  return { client, events };
}

const profile = { full_name: 'Menachem Mendel Hecht', user_type: 'guest' };

async function signedUp() {
  const { client, events } = await newClient();
  const { email } = uniqueSender('authjs');
  const { data, error } = await client.signUp({ email, password: PASSWORD, options: { data: profile } });
  expect(error).toBeNull();
  return { client, events, email, session: data.session };
}

describe('@supabase/auth-js against /auth/v1', () => {
  it('signUp: a session at once, SIGNED_IN, and the user with its metadata', async () => {
    const { client, events, email, session } = await signedUp();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email, user_metadata: profile },
    });
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
    expect((await client.getSession()).data.session?.access_token).toBe(session?.access_token);
    const { data } = await client.getUser();
    expect(data.user).toMatchObject({ email, aud: 'authenticated', app_metadata: { provider: 'email' } });
  });

  it('signUp: user_already_exists and weak_password as auth-js errors', async () => {
    const { email } = await signedUp();
    const { client } = await newClient();
    const taken = await client.signUp({ email, password: PASSWORD, options: { data: profile } });
    expect(isAuthApiError(taken.error)).toBe(true);
    expect(taken.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    expect(taken.data.session).toBeNull();

    const weak = await client.signUp({
      email: uniqueSender().email,
      password: 'password1',
      options: { data: profile },
    });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });
  });

  it('signInWithPassword: invalid_credentials, then a session and SIGNED_IN', async () => {
    const { email } = await signedUp();
    const { client, events } = await newClient();
    const wrong = await client.signInWithPassword({ email, password: 'Wrong-password-770' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const { data, error } = await client.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });

  it('refreshSession: a rotated refresh token and TOKEN_REFRESHED; the old one is refused later', async () => {
    const { client, events, session } = await signedUp();
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session?.refresh_token);
    expect(events).toContain('TOKEN_REFRESHED');
    // Within the reuse grace the old token gives the same child again (a second tab refreshing at once).
    const { client: otherTab } = await newClient();
    const again = await otherTab.refreshSession({ refresh_token: session?.refresh_token ?? '' });
    expect(again.data.session?.refresh_token).toBe(data.session?.refresh_token);
  });

  it('updateUser: metadata merged, USER_UPDATED; a weak password refused', async () => {
    const { client, events } = await signedUp();
    const { data, error } = await client.updateUser({ data: { phone: '+1 718 555 0110' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ ...profile, phone: '+1 718 555 0110' });
    expect(events).toContain('USER_UPDATED');

    const weak = await client.updateUser({ password: '123456' });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
  });

  it('resetPasswordForEmail: the mailed link redirects (303) with a recovery session, which sets a new password', async () => {
    const { email } = await signedUp();
    const { client } = await newClient();
    const sent = await client.resetPasswordForEmail(email, { redirectTo: `${base}/reset-password` });
    expect(sent).toEqual({ data: {}, error: null });

    // The demo admin reads the embedded outbox, as the end-to-end tests do.
    const { client: admin } = await newClient();
    const adminSession = (
      await admin.signInWithPassword({ email: 'admin@example.com', password: DEMO_PASSWORD })
    ).data.session;
    const outbox = await fetch(`${base}/rest/v1/admin/outbox?to=${encodeURIComponent(email)}`, {
      headers: { apikey: await apiKey(), authorization: `Bearer ${adminSession?.access_token}` },
    });
    const [mail] = (await outbox.json()) as { text: string }[];
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';

    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${base}/reset-password`);
    const fragment = Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
    expect(fragment).toMatchObject({ token_type: 'bearer', type: 'recovery', expires_in: '3600' });

    const { client: recovering } = await newClient();
    const set = await recovering.setSession({
      access_token: fragment.access_token ?? '',
      refresh_token: fragment.refresh_token ?? '',
    });
    expect(set.error).toBeNull();
    const newPassword = 'Hamentashen-on-Albany-2025';
    expect((await recovering.updateUser({ password: newPassword })).error).toBeNull();
    expect((await client.signInWithPassword({ email, password: newPassword })).error).toBeNull();

    const unknown = await client.resetPasswordForEmail('nobody-at-all@example.com');
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'Email not found' });
  });

  it('signOut: SIGNED_OUT, no session, and the old tokens refused', async () => {
    const { client, events, session } = await signedUp();
    expect((await client.signOut()).error).toBeNull();
    expect(events.at(-1)).toBe('SIGNED_OUT');
    expect((await client.getSession()).data.session).toBeNull();

    const ended = await client.getUser(session?.access_token);
    expect(isAuthSessionMissingError(ended.error)).toBe(true);
    const refreshed = await client.refreshSession({ refresh_token: session?.refresh_token ?? '' });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signOut on a session already ended elsewhere still signs this client out, without an error', async () => {
    const { email } = await signedUp();
    const [laptop, phone] = [await newClient(), await newClient()];
    await laptop.client.signInWithPassword({ email, password: PASSWORD });
    await phone.client.signInWithPassword({ email, password: PASSWORD });
    expect((await laptop.client.signOut({ scope: 'global' })).error).toBeNull();

    expect((await phone.client.signOut()).error).toBeNull();
    expect(phone.events.at(-1)).toBe('SIGNED_OUT');
    expect((await phone.client.getSession()).data.session).toBeNull();
  });

  it('rate limits: 429 over_request_rate_limit after 5 failed sign-ins', async () => {
    const { email } = await signedUp();
    const { client } = await newClient();
    for (let i = 0; i < 5; i += 1) await client.signInWithPassword({ email, password: 'Wrong-password-770' });
    const { error } = await client.signInWithPassword({ email, password: PASSWORD });
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
