import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { AppConfig } from '@orchim/shared/app-config';
import { LANGUAGE_STORAGE_KEY, type Language } from '@orchim/shared/constants';

/**
 * Accounts for the specs, made through the real /auth/v1 (STYLE: tests make their own data and sign in
 * without the UI; only the account specs use the forms). Sessions go into the browser the way auth-js
 * keeps them: the session JSON in localStorage under the app's storage key.
 */

export const AUTH_STORAGE_KEY = 'orchim-auth';
export const DEMO_PASSWORD = 'orchim-demo-770';

/** Seeded demo accounts (apps/server/src/db/seed/demo-users.ts): read them, never change them. */
export const DEMO = {
  guest: 'guest@example.com',
  host: 'host@example.com',
  pendingHost: 'pending-host@example.com',
  admin: 'admin@example.com',
} as const;

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email: string; user_metadata: Record<string, unknown> };
}

export interface Account {
  email: string;
  password: string;
  fullName: string;
  session: Session;
}

/**
 * A visitor address of its own (X-Forwarded-For, trusted from loopback by the e2e server), so no test
 * shares the server's per-address sign-in, sign-up and recovery counters with another.
 */
export const randomVisitorAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export const uniqueEmail = (prefix = 'guest') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * The anon key of the server a request context talks to, asked once per context: the specs reach two
 * servers (the Stripe one of pay-online.spec.ts has secrets of its own), so one key for the worker would not do.
 */
const anonKeys = new WeakMap<APIRequestContext, Promise<string>>();
export async function apiHeaders(request: APIRequestContext, accessToken?: string) {
  let anonKey = anonKeys.get(request);
  if (!anonKey) {
    anonKey = (async () => {
      const response = await request.get('/app-config.json');
      if (!response.ok()) throw new Error(`/app-config.json answered ${response.status()}`);
      return ((await response.json()) as AppConfig).anonKey;
    })();
    anonKeys.set(request, anonKey);
    // The next call asks again.
    void anonKey.catch(() => anonKeys.delete(request));
  }
  return {
    apikey: await anonKey,
    'x-forwarded-for': randomVisitorAddress(),
    ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
  };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new account of the given kind, signed in. */
export async function signUp(
  request: APIRequestContext,
  {
    userType = 'guest',
    fullName = 'Chana Friedman',
  }: { userType?: 'guest' | 'host'; fullName?: string } = {},
): Promise<Account> {
  const email = uniqueEmail(userType);
  const password = `Eastern-Parkway-${randomUUID().slice(0, 6)}`;
  const session = await json<Session>(
    await request.post('/auth/v1/signup', {
      headers: await apiHeaders(request),
      data: { email, password, data: { full_name: fullName, user_type: userType } },
    }),
    'sign-up',
  );
  return { email, password, fullName, session };
}

export async function signIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  return json<Session>(
    await request.post('/auth/v1/token?grant_type=password', {
      headers: await apiHeaders(request),
      data: { email, password },
    }),
    `sign-in as ${email}`,
  );
}

/** A GET on the API as a signed-in user. */
export async function apiGetAs<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  return json<T>(await request.get(path, { headers: await apiHeaders(request, session.access_token) }), path);
}

/** Browser state of a visitor who signed in earlier (and chose a language). */
export function signedInState(baseURL: string, session: Session, language?: Language) {
  const localStorage = [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(session) }];
  if (language) localStorage.push({ name: LANGUAGE_STORAGE_KEY, value: language });
  return { cookies: [], origins: [{ origin: baseURL, localStorage }] };
}
