import type { AuthError } from '@supabase/auth-js';
import type { FormEvent } from 'react';
import { useAuthFailure } from '@/lib/auth/use-auth-failure';
import type { LimitedAction } from '@/lib/rate-limiter';
import { useRateLimit } from '@/lib/use-rate-limit';
import { RateLimitNotice } from './rate-limit-notice';

type SetFieldError = (field: 'email' | 'password', key: string) => boolean | void;

/**
 * One attempt of a rate-limited account form (sign-in, sign-up, recovery; product §5): refused while the
 * limiter makes the visitor wait, counted, sent, and its failure shown (beside a field, as the form's
 * alert, or as the wait a server 429 imposed). `notices` is the alert and the wait, for above the button.
 */
export function useLimitedAttempt(action: LimitedAction) {
  const limit = useRateLimit(action);
  const failure = useAuthFailure();

  /** Resolves true when the call succeeded. */
  async function attempt(
    send: () => Promise<{ error: AuthError | null }>,
    setFieldError?: SetFieldError,
  ): Promise<boolean> {
    if (limit.blocked) return false;
    failure.clear();
    limit.record();
    try {
      const { error } = await send();
      if (error) throw error;
      return true;
    } catch (error) {
      failure.report(error, {
        onRateLimited: limit.refresh,
        // These forms have an email and a password; other fields' messages go above the button.
        setFieldError: (field, key) =>
          (field === 'email' || field === 'password') && setFieldError ? setFieldError(field, key) : false,
      });
      return false;
    }
  }

  /**
   * The form's submit handler around react-hook-form's: the last attempt's alert ("Invalid email or
   * password") goes as soon as the form is sent again, so it never stands beside the new field errors of a
   * form that does not pass its own checks.
   */
  const onFormSubmit = (submit: (event: FormEvent) => Promise<void>) => (event: FormEvent) => {
    failure.clear();
    void submit(event);
  };

  const notices = (
    <>
      {failure.alert}
      <RateLimitNotice waitMs={limit.waitMs} />
    </>
  );

  return { attempt, onFormSubmit, notices, blocked: limit.blocked, resetLimit: limit.reset };
}
