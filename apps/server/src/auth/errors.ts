import { AUTH_ERROR_CODES, LIMITS, weakPasswordReasons, type WeakPasswordReason } from '@orchim/shared';
import { HttpError } from '../lib/http-error';

// The errors /auth/v1 answers with: GoTrue's statuses, codes and (where a client may show them) messages.

export const invalidCredentialsError = () =>
  new HttpError(400, AUTH_ERROR_CODES.invalidCredentials, 'Invalid login credentials');

/** GoTrue answers 400 where a ban stops a grant, 403 where it stops a signed-in request. */
export const userBannedError = (status: 400 | 403) =>
  new HttpError(status, AUTH_ERROR_CODES.userBanned, 'User is banned');

export const sessionNotFoundError = () =>
  new HttpError(403, AUTH_ERROR_CODES.sessionNotFound, 'Session from session_id claim in JWT does not exist');

export const noAuthorizationError = () =>
  new HttpError(401, AUTH_ERROR_CODES.noAuthorization, 'This endpoint requires a Bearer token');

/** A new password sent without the current one (GoTrue's code and words). */
export const currentPasswordRequiredError = () =>
  new HttpError(
    400,
    AUTH_ERROR_CODES.currentPasswordRequired,
    'Current password required when setting new password.',
  );

/** A new password sent with a current one that is not the account's. */
export const currentPasswordInvalidError = () =>
  new HttpError(400, AUTH_ERROR_CODES.currentPasswordInvalid, 'Current password is not correct.');

const WEAK_PASSWORD_MESSAGES: Record<WeakPasswordReason, string> = {
  length: `Password should be at least ${LIMITS.passwordMin} characters.`,
  pwned: 'Password is known to be weak and easy to guess, please choose a different one.',
  characters: 'Password is too simple: avoid repeated characters, keyboard runs and your email address.',
};

/** Refuses a new password the shared rules call weak: 422 weak_password with GoTrue's reasons. */
export function assertStrongPassword(password: string, email: string): void {
  const reasons = weakPasswordReasons(password, email);
  if (reasons.length === 0) return;
  throw new HttpError(
    422,
    AUTH_ERROR_CODES.weakPassword,
    reasons.map((reason) => WEAK_PASSWORD_MESSAGES[reason]).join(' '),
    { body: { weak_password: { reasons } } },
  );
}
