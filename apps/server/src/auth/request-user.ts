import { AUTH_ERROR_CODES, HOST_ERROR_CODES, isAdminUser, isApprovedHost, isHostUser } from '@orchim/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sessionsRepository } from '../db/repositories/sessions';
import { isBanned } from '../db/repositories/users';
import { verifyApiKey } from '../lib/api-keys';
import { HttpError } from '../lib/http-error';
import { verifyAccessToken } from './access-tokens';
import { noAuthorizationError, sessionNotFoundError, userBannedError } from './errors';

/** The signed-in user of a request, read fresh from the database (not from the token's claims). */
export interface RequestUser {
  id: string;
  email: string;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  sessionId: string;
}

const BEARER = /^bearer\s+(\S+)$/i;

/**
 * Resolves `Authorization: Bearer <access token>` to request.user, in the API scope it is registered in.
 * A token that is not ours, has expired, or names a session that has ended (signed out, password
 * changed, refresh token reused) is refused with GoTrue's 403 bad_jwt or session_not_found, whatever
 * the route: the client must refresh or sign in again, not carry on as someone else. Without the header,
 * or with an API key in it (supabase-js sends the anon key as the bearer when nobody is signed in, as
 * GoTrue accepts), the request is anonymous, and routes that need a user say so with the guards below,
 * which the scope's routes must run onRequest (guardsRunFirst).
 */
export const requestUser = fp(async (scope: FastifyInstance) => {
  scope.addHook('onRoute', guardsRunFirst);
  scope.addHook('onRequest', async (request) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token || (await verifyApiKey(scope.config.jwtSecret, token))) return;
    const now = scope.clock();
    const { userId, sessionId } = await verifyAccessToken(scope.config.jwtSecret, token, now);
    const live = await sessionsRepository(scope.db).findLive(sessionId, userId);
    if (!live) throw sessionNotFoundError();
    if (isBanned(live.user, now)) throw userBannedError(403);
    const { user } = live;
    request.user = {
      id: user.id,
      email: user.email,
      user_metadata: user.userMetadata,
      app_metadata: user.appMetadata,
      sessionId,
    };
  });
});

/** The request's user; 401 no_authorization when it has none. */
export function signedInUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw noAuthorizationError();
  return request.user;
}

// Guards of routes that need a user, any host, an approved host or an admin. Each runs as the request
// arrives (a route's `onRequest`, or a scope's), after request.user is set and before the body is read
// or validated: a signed-out caller learns that they must sign in (401) and a guest that the route is
// not for them (403), never what is wrong with their input. `guardsRunFirst` refuses, as the app
// starts, a guard given to a later hook.

/** The guards below, to tell them among a route's hooks. */
const ACCESS_GUARDS = new WeakSet<object>();
function accessGuard<T extends (request: FastifyRequest) => Promise<void>>(guard: T): T {
  ACCESS_GUARDS.add(guard);
  return guard;
}

export const requireUser = accessGuard(async function requireUser(request) {
  signedInUser(request);
});

/**
 * The request's user if they are a host, approved or not (a pending host prepares drafts, photos
 * included): 401 without a user, 403 not_a_host for a guest. Whose listing it is, is checked apart.
 */
export function signedInHost(request: FastifyRequest): RequestUser {
  const user = signedInUser(request);
  if (!isHostUser(user)) throw new HttpError(403, HOST_ERROR_CODES.notAHost, 'Only hosts can do this');
  return user;
}

/** Any host, whether an admin approved the application yet or not (drafts); 403 not_a_host for a guest. */
export const requireHostAccount = accessGuard(async function requireHostAccount(request) {
  signedInHost(request);
});

export const requireHost = accessGuard(async function requireHost(request) {
  if (!isApprovedHost(signedInUser(request))) {
    throw new HttpError(403, AUTH_ERROR_CODES.hostNotApproved, 'Only approved hosts can do this');
  }
});

export const requireAdmin = accessGuard(async function requireAdmin(request) {
  if (!isAdminUser(signedInUser(request))) {
    throw new HttpError(403, AUTH_ERROR_CODES.notAdmin, 'User not allowed');
  }
});

/** The hooks that run after onRequest, as the body is read and validated: too late for a guard. */
const HOOKS_AFTER_ON_REQUEST = ['preParsing', 'preValidation', 'preHandler'] as const;

/**
 * onRoute: a route that puts one of the guards above in a hook that runs after its body is read or
 * validated (`preHandler: requireUser`) stops the app at start, naming the route, rather than answering
 * a signed-out caller 400 for a malformed body.
 */
export function guardsRunFirst(route: RouteOptions): void {
  for (const hook of HOOKS_AFTER_ON_REQUEST) {
    const guard = [route[hook] ?? []].flat().find((fn: object) => ACCESS_GUARDS.has(fn));
    if (guard) {
      throw new Error(
        `${String(route.method)} ${route.url}: ${guard.name} is a ${hook} hook; give it to onRequest, so that ` +
          'callers without access are refused before the request is validated',
      );
    }
  }
}
