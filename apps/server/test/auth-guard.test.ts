import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireAdmin, requireHost, requireUser } from '../src/auth/request-user';
import { emailAppMetadata } from '../src/db/repositories/users';
import { users } from '../src/db/schema';
import { apiScope } from '../src/plugins/api-scope';
import { ban, bearer, createAccount, getUser, sessionOf } from './helpers/auth';
import { apiKey, createTestApp, TEST_JWT_SECRET, testClock, testConfig } from './helpers/test-app';

const clock = testClock('2025-03-02T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    clock,
    // Routes behind each guard, in an API scope of their own, as later /rest routes will be.
    extend: async (built) => {
      const whoAmI = async (request: FastifyRequest) => ({ user: request.user });
      const routes = async (scope: FastifyInstance) => {
        scope.get('/anyone', whoAmI);
        scope.get('/user', { onRequest: requireUser }, whoAmI);
        scope.get('/host', { onRequest: requireHost }, whoAmI);
        scope.get('/admin', { onRequest: requireAdmin }, whoAmI);
        scope.post(
          '/user/:id',
          {
            onRequest: requireUser,
            schema: { params: z.object({ id: z.uuid() }), body: z.object({ n: z.int() }) },
          },
          whoAmI,
        );
      };
      await built.register(apiScope({ routes: [routes] }), { prefix: '/guarded' });
    },
  });
});
afterAll(() => app.close());

async function call(path: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: `/guarded/v1${path}`,
    headers: { apikey: await apiKey(), ...headers },
  });
}

const signedIn = async (options: Parameters<typeof createAccount>[1] = {}) => {
  const account = await createAccount(app, options);
  return { account, session: await sessionOf(app, account) };
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the bearer token', () => {
  it('sets request.user, read fresh from the database', async () => {
    const { account, session } = await signedIn();
    const response = await call('/anyone', bearer(session.access_token));
    expect(response.json().user).toEqual({
      id: account.user.id,
      email: account.email,
      user_metadata: account.user.userMetadata,
      app_metadata: account.user.appMetadata,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('leaves a request without one (or with another scheme) anonymous', async () => {
    expect((await call('/anyone')).json()).toEqual({ user: null });
    expect((await call('/anyone', { authorization: 'Basic dXNlcjpwYXNz' })).json()).toEqual({ user: null });
  });

  it('treats the anon key as the bearer (supabase-js sends it when nobody is signed in) as anonymous', async () => {
    const response = await call('/anyone', bearer(await apiKey()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect((await call('/user', bearer(await apiKey()))).statusCode).toBe(401);
  });

  const forged: [string, (token: string) => Promise<string>][] = [
    [
      'signed with another secret',
      async (token) => {
        const [, payload] = token.split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
      },
    ],
    [
      'unsigned (alg none)',
      async (token) => {
        const [, payload] = token.split('.');
        return `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      },
    ],
    [
      'with a changed payload',
      async (token) => {
        const [header, payload, signature] = token.split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
        return `${header}.${base64url({ ...claims, app_metadata: { roles: ['admin'] } })}.${signature}`;
      },
    ],
    ['not a JWT', async () => 'garbage'],
  ];

  it.each(forged)('refuses a token %s with 403 bad_jwt', async (_name, forge) => {
    const { session } = await signedIn();
    const response = await call('/anyone', bearer(await forge(session.access_token)));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'bad_jwt', message: expect.stringMatching(/^invalid JWT/) });
  });

  it('refuses an expired token with 403 bad_jwt', async () => {
    const { session } = await signedIn();
    clock.advance(3600_000 - 1000);
    expect((await getUser(app, session.access_token)).statusCode).toBe(200);
    clock.advance(1000);
    const response = await getUser(app, session.access_token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('bad_jwt');
  });

  it('refuses a token whose session has ended with 403 session_not_found, on any route', async () => {
    const { session } = await signedIn();
    await app.inject({
      method: 'POST',
      url: '/auth/v1/logout',
      headers: { apikey: await apiKey(), ...bearer(session.access_token) },
    });
    const response = await call('/anyone', bearer(session.access_token));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('session_not_found');
  });

  it('refuses a user banned after signing in with 403 user_banned', async () => {
    const { account, session } = await signedIn();
    await ban(app, account.user.id, 60_000);
    const response = await call('/anyone', bearer(session.access_token));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('user_banned');
  });

  it('accepts the same claims signed with the server secret (the refusals above are about the token, not the user)', async () => {
    const { session } = await signedIn();
    const [, payload] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const resigned = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await call('/anyone', bearer(resigned))).statusCode).toBe(200);
  });
});

describe('requireUser, requireHost, requireAdmin', () => {
  it('answer a request without a user with 401 no_authorization', async () => {
    for (const path of ['/user', '/host', '/admin']) {
      const response = await call(path);
      expect(response.statusCode, path).toBe(401);
      expect(response.json().code).toBe('no_authorization');
    }
  });

  it('let any signed-in user through requireUser', async () => {
    const { session } = await signedIn();
    expect((await call('/user', bearer(session.access_token))).statusCode).toBe(200);
  });

  it('let only a host an admin approved through requireHost: 403 host_not_approved otherwise', async () => {
    const guest = await signedIn();
    const pending = await signedIn({
      userType: 'host',
      appMetadata: emailAppMetadata({ host_status: 'pending' }),
    });
    const rejected = await signedIn({
      userType: 'host',
      appMetadata: emailAppMetadata({ host_status: 'rejected' }),
    });
    const approved = await signedIn({
      userType: 'host',
      appMetadata: emailAppMetadata({ host_status: 'approved' }),
    });
    for (const refused of [guest, pending, rejected]) {
      const response = await call('/host', bearer(refused.session.access_token));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'host_not_approved',
        message: 'Only approved hosts can do this',
      });
    }
    expect((await call('/host', bearer(approved.session.access_token))).statusCode).toBe(200);
  });

  it('decide on the account as it is now, not as the token says', async () => {
    const host = await signedIn({
      userType: 'host',
      appMetadata: emailAppMetadata({ host_status: 'approved' }),
    });
    await app.db
      .update(users)
      .set({ appMetadata: sql`${users.appMetadata} || '{"host_status": "rejected"}'::jsonb` })
      .where(eq(users.id, host.account.user.id));
    expect((await call('/host', bearer(host.session.access_token))).statusCode).toBe(403);
  });

  it('let only an admin through requireAdmin: 403 not_admin otherwise', async () => {
    const guest = await signedIn();
    const host = await signedIn({
      userType: 'host',
      appMetadata: emailAppMetadata({ host_status: 'approved' }),
    });
    const admin = await signedIn({ appMetadata: emailAppMetadata({ roles: ['admin'] }) });
    for (const refused of [guest, host]) {
      const response = await call('/admin', bearer(refused.session.access_token));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    }
    expect((await call('/admin', bearer(admin.session.access_token))).statusCode).toBe(200);
  });
});

describe('the guards run as the request arrives', () => {
  it('refuse a signed-out request before its params or body are validated', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/guarded/v1/user/not-a-uuid',
      headers: { apikey: await apiKey(), 'content-type': 'application/json' },
      payload: '{"n": "not JSON',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('no_authorization');
  });

  it.each(['preParsing', 'preValidation', 'preHandler'])(
    'stop the app at start when given to %s, naming the route',
    async (hook) => {
      // A bare app with one API scope: the refusal comes as the route is added, before any database is needed.
      const bare = Fastify();
      bare.decorate('config', await testConfig());
      bare.decorate('clock', () => new Date());
      const routes = async (scope: FastifyInstance) => {
        scope.get('/late', { [hook]: requireUser }, async () => ({}));
      };
      const starting = (async () => {
        await bare.register(apiScope({ routes: [routes] }), { prefix: '/late' });
        await bare.ready();
      })();
      await expect(starting).rejects.toThrow(`GET /late/v1/late: requireUser is a ${hook} hook`);
      await bare.close();
    },
  );
});
