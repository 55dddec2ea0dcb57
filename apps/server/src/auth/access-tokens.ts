import { AUTH_ERROR_CODES, AUTH_TOKENS } from '@orchim/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { SessionRow } from '../db/repositories/sessions';
import type { UserRow } from '../db/repositories/users';
import { HttpError } from '../lib/http-error';

/** The audience and role of every signed-in user's token, as in GoTrue. */
export const AUTHENTICATED = 'authenticated';

const secretKey = (secret: string) => new TextEncoder().encode(secret);
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface SignedAccessToken {
  token: string;
  /** Unix seconds. */
  expiresAt: number;
}

/**
 * An access token: a JWT (HS256, JWT_SECRET) with GoTrue's claims, valid for an hour. It names its
 * session, so it stops working the moment the session ends, not only when it expires.
 */
export async function signAccessToken(
  secret: string,
  { user, session, issuer, now }: { user: UserRow; session: SessionRow; issuer: string; now: Date },
): Promise<SignedAccessToken> {
  const issuedAt = unixSeconds(now);
  const expiresAt = issuedAt + AUTH_TOKENS.accessTtlSeconds;
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    role: AUTHENTICATED,
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    session_id: session.id,
    aal: 'aal1',
    amr: [{ method: session.authMethod, timestamp: unixSeconds(session.createdAt) }],
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience(AUTHENTICATED)
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secretKey(secret));
  return { token, expiresAt };
}

const claimsSchema = z.object({ sub: z.uuid(), session_id: z.uuid() });

/**
 * The user and session an access token names. Refuses, as GoTrue does with 403 bad_jwt, any token that
 * is not HS256 with our secret (so `alg: none` too), has expired at `now`, or lacks those claims.
 * Whether the session still exists is the caller's question.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<{ userId: string; sessionId: string }> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      audience: AUTHENTICATED,
      currentDate: now,
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) throw badJwt(error.message);
    throw error;
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw badJwt('missing or malformed sub or session_id claim');
  return { userId: claims.data.sub, sessionId: claims.data.session_id };
}

const badJwt = (reason: string) =>
  new HttpError(403, AUTH_ERROR_CODES.badJwt, `invalid JWT: unable to parse or verify signature, ${reason}`);
