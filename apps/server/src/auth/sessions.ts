import { AUTH_ERROR_CODES, AUTH_TOKENS } from '@orchim/shared';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { sessionsRepository, type AuthMethod, type SessionRow } from '../db/repositories/sessions';
import { isBanned, usersRepository, type UserRow } from '../db/repositories/users';
import { HttpError } from '../lib/http-error';
import { linkOrigin } from '../lib/site-origin';
import { signAccessToken } from './access-tokens';
import { userBannedError } from './errors';
import { hashOpaqueToken, newOpaqueToken, openWith, sealWith } from './opaque-tokens';
import { userJson, type AuthSession } from './wire';

/** A session with the refresh token to hand to the client (only its hash is stored). */
export interface IssuedSession {
  user: UserRow;
  session: SessionRow;
  refreshToken: string;
}

/** Signs the user in: records the sign-in and starts a session with its first refresh token. */
export async function startSession(
  tx: Queryable,
  user: UserRow,
  authMethod: AuthMethod,
  now: Date,
): Promise<IssuedSession> {
  const refreshToken = newOpaqueToken();
  const session = await sessionsRepository(tx).create(
    user.id,
    authMethod,
    hashOpaqueToken(refreshToken),
    now,
  );
  const signedIn = await usersRepository(tx).update(user.id, { lastSignInAt: now }, now);
  return { user: signedIn, session, refreshToken };
}

/** The session body GoTrue answers (and the recovery redirect carries), with a new access token. */
export async function sessionResponse(request: FastifyRequest, issued: IssuedSession): Promise<AuthSession> {
  const { config, clock } = request.server;
  const { token, expiresAt } = await signAccessToken(config.jwtSecret, {
    user: issued.user,
    session: issued.session,
    // The server's configured name, not the caller's Host: a signed claim is not the client's to choose.
    issuer: `${linkOrigin(request.server)}/auth/v1`,
    now: clock(),
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: AUTH_TOKENS.accessTtlSeconds,
    expires_at: expiresAt,
    refresh_token: issued.refreshToken,
    user: userJson(issued.user),
  };
}

const refreshTokenNotFound = () =>
  new HttpError(400, AUTH_ERROR_CODES.refreshTokenNotFound, 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * The refresh_token grant, with rotation. The presented token is revoked and its child issued in the
 * same session. A revoked token presented again is answered with that same child while the child is
 * still the session's active token and the revocation is at most AUTH_TOKENS.refreshReuseIntervalSeconds
 * old: two tabs (or a response lost on the way) refreshing at once must not sign the user out. Any other
 * reuse means the token was copied: the whole family goes, by ending the session, and the answer is
 * 400 refresh_token_already_used.
 */
export async function refreshSession(db: Database, presented: string, now: Date): Promise<IssuedSession> {
  const presentedHash = hashOpaqueToken(presented);
  const outcome = await db.transaction(async (tx) => {
    const sessions = sessionsRepository(tx);
    const found = await sessions.findToken(presentedHash);
    // Every refresh of a session waits for this lock, so the token re-read below is the latest state.
    const live = found && (await sessions.lock(found.sessionId));
    const token = live && (await sessions.findToken(presentedHash));
    if (!live || !token) throw refreshTokenNotFound();
    if (isBanned(live.user, now)) throw userBannedError(400);

    if (!token.revokedAt) {
      const child = newOpaqueToken();
      await sessions.rotate(token, { hash: hashOpaqueToken(child), sealed: sealWith(presented, child) }, now);
      return { ...live, refreshToken: child };
    }

    const graceEnds = token.revokedAt.getTime() + AUTH_TOKENS.refreshReuseIntervalSeconds * 1000;
    const child =
      token.sealedChild && now.getTime() <= graceEnds ? openWith(presented, token.sealedChild) : null;
    if (child !== null) {
      const active = await sessions.activeToken(token.sessionId);
      if (active?.tokenHash === hashOpaqueToken(child)) return { ...live, refreshToken: child };
    }

    await sessions.end(live.session.id);
    return null; // committed: the family stays revoked although this request fails
  });
  if (!outcome) {
    throw new HttpError(400, AUTH_ERROR_CODES.refreshTokenAlreadyUsed, 'Invalid Refresh Token: Already Used');
  }
  return outcome;
}
