import type { FastifyRequest } from 'fastify';
import type { SessionRow } from '../db/repositories/sessions';
import { sessionsRepository } from '../db/repositories/sessions';
import { rateLimitedError } from '../lib/http-error';
import { verifyPassword } from '../lib/passwords';
import { currentPasswordInvalidError, currentPasswordRequiredError, sessionNotFoundError } from './errors';
import { signInChecks, TOO_MANY_ATTEMPTS } from './limits';
import type { RequestUser } from './request-user';

/**
 * Who may set a new password (PUT /auth/v1/user {password}): whoever gives the current one, so a stolen
 * access token is not an account; or, without it, a session a recovery link opened (its person proved
 * they read the account's mail, and forgot the password), once and for RECOVERY_LEAVE_MS after the link
 * was opened. docs/decisions/020-password-change.md.
 */

/** Time to type a new password twice on the page the link opens; short for a token left lying about. */
export const RECOVERY_LEAVE_MS = 15 * 60_000;

/** Sessions opened by a recovery link after this moment may still set a password without the current one. */
export const recoveryLeaveSince = (now: Date) => new Date(now.getTime() - RECOVERY_LEAVE_MS);

/** What let a password change through: the session's recovery leave, or the current password. */
export type PasswordChangeProof = 'recovery' | 'current-password';

const hasRecoveryLeave = (session: SessionRow, now: Date) =>
  session.authMethod === 'otp' && session.createdAt > recoveryLeaveSince(now);

/**
 * Lets the password change go ahead or throws: 400 current_password_required without the current
 * password, 400 current_password_invalid with a wrong one, 429 once the account's sign-in limits from this
 * address are full (a wrong current password is a guess like a failed sign-in, and counts the same; a
 * right one is refunded). Answers 'recovery' when the session's recovery leave stands in for the current
 * password: the caller spends it (spendRecoveryLeave) in the transaction that sets the password.
 */
export async function authorisePasswordChange(
  request: FastifyRequest,
  me: RequestUser,
  currentPassword: string | undefined,
  now: Date,
): Promise<PasswordChangeProof> {
  const { db, rateLimiter } = request.server;
  const live = await sessionsRepository(db).findLive(me.sessionId, me.id);
  if (!live) throw sessionNotFoundError();
  if (hasRecoveryLeave(live.session, now)) return 'recovery';
  if (!currentPassword) throw currentPasswordRequiredError();

  const attempt = await rateLimiter.attempt(signInChecks(live.user.email, request.ip));
  if (!attempt.allowed) throw rateLimitedError(attempt.retryAfterSeconds, TOO_MANY_ATTEMPTS);
  const { encryptedPassword } = live.user;
  const valid = encryptedPassword ? await verifyPassword(encryptedPassword, currentPassword) : false;
  if (!valid) throw currentPasswordInvalidError();
  await attempt.refund();
  return 'current-password';
}
