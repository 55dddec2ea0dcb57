import {
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '@supabase/auth-js';
import { AUTH_ERROR_CODES, type WeakPasswordReason } from '@orchim/shared/auth';
import { messageKey } from '@orchim/shared/messages';

/**
 * The one place where an error of @supabase/auth-js (or anything thrown around a call to it) becomes a
 * message for people: product §8's catalogue where it has one, by the GoTrue error codes of
 * packages/shared/src/auth.ts. Keys are in the `common` namespace.
 */
export interface AuthErrorMessage {
  key: string;
  /** The form field the message belongs to, when it is about one. */
  field?: 'email' | 'password' | 'currentPassword';
  /**
   * The server refused for too many attempts. The client has already blocked the matching rate limiter
   * for the server's Retry-After (lib/auth/auth-client.ts), so forms show that countdown instead.
   */
  rateLimited?: boolean;
}

const WEAK_PASSWORD_REASONS: readonly WeakPasswordReason[] = ['length', 'characters', 'pwned'];

/** Why a password is too weak, as a message that starts with product §8's 'Password is too weak'. */
export function weakPasswordKey(reasons: readonly string[] = []): string {
  const known = WEAK_PASSWORD_REASONS.find((reason) => reasons.includes(reason));
  return known ? `account.weakPassword.${known}` : messageKey('weakPassword');
}

/** GoTrue codes that mean the session is gone: the visitor has to sign in again. */
const SESSION_GONE: readonly string[] = [
  AUTH_ERROR_CODES.sessionNotFound,
  AUTH_ERROR_CODES.refreshTokenNotFound,
  AUTH_ERROR_CODES.refreshTokenAlreadyUsed,
  AUTH_ERROR_CODES.badJwt,
  AUTH_ERROR_CODES.noAuthorization,
  'session_expired',
];

export function authErrorMessage(error: unknown): AuthErrorMessage {
  // No answer (status 0) or a gateway that could not reach the service (502-504 and CDN 52x):
  // auth-js calls these retryable. A 500 is retryable to auth-js too, but it is our bug, not the network.
  if (isAuthRetryableFetchError(error)) {
    return error.status === 0 || error.status >= 502
      ? { key: messageKey('network') }
      : { key: messageKey('general') };
  }
  if (isAuthWeakPasswordError(error)) return { key: weakPasswordKey(error.reasons), field: 'password' };
  if (isAuthSessionMissingError(error)) return { key: messageKey('sessionExpired') };
  if (isAuthError(error)) {
    const { code, status } = error;
    if (status === 429 || code === AUTH_ERROR_CODES.overRequestRateLimit) {
      return { key: 'account.tooManyAttemptsLater', rateLimited: true };
    }
    switch (code) {
      case AUTH_ERROR_CODES.invalidCredentials:
        return { key: messageKey('invalidCredentials') };
      case AUTH_ERROR_CODES.userAlreadyExists:
      case 'email_exists':
        return { key: messageKey('emailInUse'), field: 'email' };
      case AUTH_ERROR_CODES.weakPassword:
        return { key: messageKey('weakPassword'), field: 'password' };
      case AUTH_ERROR_CODES.userBanned:
        return { key: 'account.banned' };
      // PUT /user: the current password of a change (the 429 of too many wrong ones is handled above).
      case AUTH_ERROR_CODES.currentPasswordInvalid:
        return { key: 'account.currentPasswordInvalid', field: 'currentPassword' };
      case AUTH_ERROR_CODES.currentPasswordRequired:
        return { key: 'account.currentPasswordRequired', field: 'currentPassword' };
      case AUTH_ERROR_CODES.userNotFound:
        // 404 from /recover: no account has that email. Elsewhere (403) the signed-in user is gone.
        return status === 404
          ? { key: messageKey('emailNotFound'), field: 'email' }
          : { key: messageKey('sessionExpired') };
    }
    if (code && SESSION_GONE.includes(code)) return { key: messageKey('sessionExpired') };
    return { key: messageKey('general') };
  }
  // Outside auth-js: most likely the auth chunk itself could not be fetched.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { key: messageKey('network') };
  return { key: messageKey('general') };
}
