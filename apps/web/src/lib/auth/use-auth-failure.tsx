import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFailure } from '@/lib/use-form-failure';
import { authErrorMessage, type AuthErrorMessage } from './auth-errors';

type Report = {
  /**
   * Puts a message about one field beside it (react-hook-form's setError); returning false (a form without
   * that field) or leaving this out puts it above the button instead.
   */
  setFieldError?: (field: NonNullable<AuthErrorMessage['field']>, key: string) => boolean | void;
  /** The server refused for too many attempts (the rate limiter then has the wait to show). */
  onRateLimited?: () => void;
};

/**
 * An account form's failures: auth-js errors become product §8 messages (lib/auth/auth-errors.ts), shown
 * beside the field they concern or as the form's alert (useFormFailure).
 */
export function useAuthFailure() {
  const { t } = useTranslation();
  const { show, alert } = useFormFailure();
  const report = useCallback(
    (error: unknown, { setFieldError, onRateLimited }: Report = {}) => {
      const message = authErrorMessage(error);
      if (message.rateLimited && onRateLimited) {
        onRateLimited();
        return;
      }
      if (message.field && setFieldError && setFieldError(message.field, message.key) !== false) return;
      show(t(message.key));
    },
    [show, t],
  );
  /** A message of the form's own (a key of `common`) as the alert, for a refusal the form explains itself. */
  const explain = useCallback((key: string) => show(t(key)), [show, t]);
  return { report, explain, clear: useCallback(() => show(null), [show]), alert };
}
