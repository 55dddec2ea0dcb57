import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { LogIn } from 'lucide-react';
import type { z } from 'zod';
import { EmailField, PasswordField } from '@/components/account/account-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth/auth-context';
import { signInFormSchema } from '@/lib/auth/form-schemas';
import { getAuthClient } from '@/lib/auth/load-auth-client';
import type { AuthContextValue, LoginRedirectState } from '@/lib/auth/types';
import { useLimitedAttempt } from './use-limited-attempt';

type Input = z.input<typeof signInFormSchema>;
type Values = z.output<typeof signInFormSchema>;

/**
 * Email and password, for /login and /host/login. Once signed in (now, or already on arrival) the visitor
 * goes back to where a protected route sent them from (product §4), else to `landing`. Attempts count against
 * the client rate limiter (product §5).
 */
export function SignInForm({ landing }: { landing: (auth: AuthContextValue) => string }) {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const from = (useLocation().state as Partial<LoginRedirectState> | null)?.from;
  const { attempt, onFormSubmit, notices, blocked, resetLimit } = useLimitedAttempt('signIn');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  if (auth.status === 'signed-in') return <Navigate to={from ?? landing(auth)} replace />;

  const onSubmit = handleSubmit(async (credentials) => {
    // On success the provider already has the session: the next render leaves for `from` or `landing`.
    if (await attempt(async () => (await getAuthClient()).signInWithPassword(credentials))) resetLimit();
  });

  return (
    <form noValidate onSubmit={onFormSubmit(onSubmit)} aria-busy={isSubmitting} className="space-y-5">
      <EmailField errorKey={errors.email?.message} {...register('email')} />
      <div className="space-y-2">
        <PasswordField errorKey={errors.password?.message} {...register('password')} />
        <p className="text-end text-sm">
          <Link to="/forgot-password" className="font-medium text-navy-700 hover:underline">
            {t('login.forgot')}
          </Link>
        </p>
      </div>
      {notices}
      <SubmitButton
        busy={isSubmitting}
        disabled={blocked}
        label={t('login.submit')}
        busyLabel={t('login.submitting')}
        icon={<LogIn className="flip-rtl size-5" aria-hidden="true" />}
      />
    </form>
  );
}
