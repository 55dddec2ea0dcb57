import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { verifyAccessToken } from '../auth/access-tokens';
import { sessionsRepository } from '../db/repositories/sessions';
import { isBanned } from '../db/repositories/users';
import { refusal } from './protocol';

/** Who holds a channel, and until when (the access token's expiry, in ms). */
export interface ChannelGrant {
  userId: string;
  sessionId: string;
  expiresAt: number;
}

/** A token the server will not take, with the reason the client is sent. */
export class ChannelAuthError extends Error {
  override name = 'ChannelAuthError';
  constructor(readonly response: { reason: string }) {
    super(response.reason);
  }
}

const invalid = (message: string) => new ChannelAuthError(refusal('InvalidJWTToken', message));

/**
 * The same checks as a signed-in REST request (src/auth/request-user.ts): an access token of ours, not
 * expired at the app's now, naming a session that still exists, of a user who is not banned.
 */
export async function authorizeChannel(
  app: FastifyInstance,
  token: unknown,
  now: Date,
): Promise<ChannelGrant> {
  if (typeof token !== 'string' || !token) throw invalid('An access token is required to join');
  let exp: number | undefined;
  try {
    exp = decodeJwt(token).exp;
  } catch {
    throw invalid('The access token is not a JWT');
  }
  if (exp === undefined) throw invalid('The access token has no expiry');
  const secondsLeft = exp - Math.floor(now.getTime() / 1000);
  if (secondsLeft <= 0) throw invalid(`Token has expired ${-secondsLeft} seconds ago`);

  let claims: { userId: string; sessionId: string };
  try {
    claims = await verifyAccessToken(app.config.jwtSecret, token, now);
  } catch (error) {
    throw invalid((error as Error).message);
  }
  const live = await sessionsRepository(app.db).findLive(claims.sessionId, claims.userId);
  if (!live) throw invalid('Session from session_id claim in JWT does not exist');
  if (isBanned(live.user, now)) throw new ChannelAuthError(refusal('Unauthorized', 'User is banned'));
  return { ...claims, expiresAt: exp * 1000 };
}
