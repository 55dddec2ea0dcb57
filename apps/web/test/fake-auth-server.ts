import { weakPasswordReasons, type HostStatus, type UserType } from '@orchim/shared/auth';
import { setAppConfig } from '@/lib/app-config';
import { createAuthClient, type LoadedAuthClient } from '@/lib/auth/auth-client';
import { setAuthClientForTests } from '@/lib/auth/load-auth-client';

/**
 * A small stand-in for /auth/v1 (the GoTrue protocol of /work/shared/notes/auth-protocol.md), answering
 * the real @supabase/auth-js client through its `fetch` option. Form and provider tests thus run the
 * client the app ships: its requests, its error classes, its events.
 */
export const TEST_API_URL = 'http://api.test/';
export const TEST_ANON_KEY = 'test-anon-key';

interface StoredUser {
  id: string;
  email: string;
  password: string;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
}

export interface RecordedRequest {
  method: string;
  /** Path and query under /auth/v1, e.g. '/token?grant_type=password'. */
  path: string;
  body: unknown;
  headers: Headers;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    // Only with this header does auth-js read `code` from an error body.
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', ...headers },
  });

const error = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  json({ code, message, ...extra }, status);

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function createFakeAuthServer() {
  const users = new Map<string, StoredUser>();
  const requests: RecordedRequest[] = [];
  /** One-off answers for the next request to a path (its start), before the normal handling. */
  const queued: { path: string; answer: () => Response | Promise<Response> }[] = [];
  /** Tokens of recovery sessions that may still set a password without the current one. */
  const recoveryTokens = new Set<string>();
  let sequence = 0;

  function publicUser(user: StoredUser) {
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: '2026-01-01T00:00:00Z',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      identities: [],
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      is_anonymous: false,
    };
  }

  function accessToken(user: StoredUser) {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user.id, email: user.email, exp: now + 3600, iat: now, role: 'authenticated' };
    return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature-${(sequence += 1)}`;
  }

  function sessionFor(user: StoredUser) {
    return {
      access_token: accessToken(user),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: `refresh-${user.id}-${(sequence += 1)}`,
      user: publicUser(user),
    };
  }

  function userOfToken(headers: Headers): StoredUser | undefined {
    const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    try {
      const { sub } = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
        sub: string;
      };
      return [...users.values()].find((user) => user.id === sub);
    } catch {
      return undefined;
    }
  }

  function addUser({
    email,
    password = 'Eastern-Parkway-770',
    fullName = 'Chana Levy',
    phone,
    userType = 'guest',
    hostStatus,
    roles,
  }: {
    email: string;
    password?: string;
    fullName?: string;
    phone?: string;
    userType?: UserType;
    hostStatus?: HostStatus;
    roles?: string[];
  }) {
    const user: StoredUser = {
      id: `user-${(sequence += 1)}`,
      email,
      password,
      user_metadata: { full_name: fullName, user_type: userType, ...(phone ? { phone } : {}) },
      app_metadata: {
        provider: 'email',
        providers: ['email'],
        ...(userType === 'host' ? { host_status: hostStatus ?? 'pending' } : {}),
        ...(roles ? { roles } : {}),
      },
    };
    users.set(email, user);
    return {
      user,
      session: () => sessionFor(user),
      /** A session as a recovery link opens it: it may set a new password once without the current one. */
      recoverySession: () => {
        const session = sessionFor(user);
        recoveryTokens.add(session.access_token);
        return session;
      },
    };
  }

  async function handle(method: string, path: string, body: Record<string, unknown>, headers: Headers) {
    const route = `${method} ${path.replace(/\?.*$/, '')}`;
    if (route === 'POST /signup') {
      const email = String(body.email);
      const password = String(body.password);
      if (users.has(email)) return error(422, 'user_already_exists', 'User already registered');
      const reasons = weakPasswordReasons(password, email);
      if (reasons.length) {
        return error(422, 'weak_password', 'Password is too weak', { weak_password: { reasons } });
      }
      const data = (body.data ?? {}) as { full_name?: string; phone?: string; user_type?: UserType };
      const { user } = addUser({
        email,
        password,
        fullName: data.full_name ?? '',
        userType: data.user_type ?? 'guest',
      });
      if (data.phone) user.user_metadata.phone = data.phone;
      return json(sessionFor(user));
    }
    if (route === 'POST /token' && path.includes('grant_type=password')) {
      const user = users.get(String(body.email));
      if (!user || user.password !== body.password) {
        return error(400, 'invalid_credentials', 'Invalid login credentials');
      }
      return json(sessionFor(user));
    }
    if (route === 'POST /recover') {
      if (!users.has(String(body.email))) return error(404, 'user_not_found', 'Email not found');
      return json({});
    }
    if (route === 'POST /logout') return json(null, 204);
    const user = userOfToken(headers);
    if (!user) return error(401, 'bad_jwt', 'Invalid token');
    if (route === 'GET /user') return json(publicUser(user));
    if (route === 'PUT /user') {
      if (typeof body.password === 'string') {
        const reasons = weakPasswordReasons(body.password, user.email);
        if (reasons.length) {
          return error(422, 'weak_password', 'Password is too weak', { weak_password: { reasons } });
        }
        // The current password, unless a recovery link opened the session (decision 020).
        const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
        if (!recoveryTokens.delete(token)) {
          if (!body.current_password) {
            return error(
              400,
              'current_password_required',
              'Current password required when setting new password.',
            );
          }
          if (body.current_password !== user.password) {
            return error(400, 'current_password_invalid', 'Current password is not correct.');
          }
        }
        user.password = body.password;
      }
      Object.assign(user.user_metadata, body.data ?? {});
      return json(publicUser(user));
    }
    return error(404, 'not_found', `No route ${route}`);
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = `${url.pathname.replace(/^\/auth\/v1/, '')}${url.search}`;
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    requests.push({ method, path, body, headers });
    const index = queued.findIndex((entry) => path.startsWith(entry.path));
    if (index >= 0) return queued.splice(index, 1)[0]!.answer();
    return handle(method, path, body, headers);
  };

  return {
    fetch,
    users,
    requests,
    addUser,
    /** The next request to `path` gets this answer (or throws, for `'offline'`). */
    answerNext(path: string, answer: Response | 'offline') {
      queued.push({
        path,
        answer: () => {
          if (answer === 'offline') throw new TypeError('Failed to fetch');
          return answer;
        },
      });
    },
    /** A GoTrue-style error answer, for answerNext. */
    error,
    /** Requests to a path (its start), e.g. '/signup'. */
    requestsTo: (path: string) => requests.filter((request) => request.path.startsWith(path)),
  };
}

export type FakeAuthServer = ReturnType<typeof createFakeAuthServer>;

/**
 * The run-time config and a real auth client on a fresh fake server, installed as the app's client.
 * One per test file: auth-js warns when several clients share a storage key in one page.
 */
export function installFakeAuth(): { server: FakeAuthServer; auth: LoadedAuthClient } {
  const server = createFakeAuthServer();
  const config = { apiUrl: TEST_API_URL, anonKey: TEST_ANON_KEY, payments: 'on_arrival' } as const;
  setAppConfig(config);
  const auth = createAuthClient(config, { fetch: server.fetch });
  setAuthClientForTests(auth);
  return { server, auth };
}
