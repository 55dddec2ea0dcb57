import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { UserPlus } from 'lucide-react';
import type { z } from 'zod';
import type { UserType } from '@orchim/shared/auth';
import { LIMITS } from '@orchim/shared/constants';
import {
  ConfirmPasswordField,
  EmailField,
  FullNameField,
  PasswordField,
  PhoneField,
} from '@/components/account/account-fields';
import { FormAlert } from '@/components/ui/form-alert';
import { CheckboxField, TextAreaField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth/auth-context';
import { registerFormSchema } from '@/lib/auth/form-schemas';
import { getAuthClient } from '@/lib/auth/load-auth-client';
import type { LoginRedirectState } from '@/lib/auth/types';
import { currentLanguage } from '@/lib/i18n';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useFieldError } from '@/lib/use-field-error';
import { AlreadySignedIn } from './already-signed-in';
import { useLimitedAttempt } from './use-limited-attempt';

type Input = z.input<typeof registerFormSchema>;
type Values = z.output<typeof registerFormSchema>;

const EMPTY: Input = {
  full_name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  host_intro: '',
  acceptTerms: false,
};

/**
 * Sign-up for /register and /host/register (`userType`). The server confirms at once and answers with a
 * session, so the new guest goes on to where they were heading (or home) and the new host to the host
 * panel, which shows the application's status. Weak passwords are refused before sending (product §8).
 */
export function RegisterForm({ userType, landing }: { userType: UserType; landing: string }) {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const from = (useLocation().state as Partial<LoginRedirectState> | null)?.from;
  const fieldError = useFieldError();
  const format = useFormat();
  const { attempt, onFormSubmit, notices, blocked, resetLimit } = useLimitedAttempt('signUp');
  // Set while this form signs the visitor up, so the session that arrives leads on instead of showing
  // "already signed in"; `confirmEmail` when the server wants the address confirmed first.
  const [submitted, setSubmitted] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY,
  });

  useLayoutEffect(() => {
    if (confirmEmail) confirmRef.current?.focus();
  }, [confirmEmail]);

  if (auth.status === 'signed-in') {
    return submitted ? (
      <Navigate to={(userType === 'guest' && from) || landing} replace />
    ) : (
      <AlreadySignedIn />
    );
  }
  if (confirmEmail) {
    return (
      <FormAlert ref={confirmRef} tone="success" title={t('register.confirmTitle')}>
        {t('register.confirmText', { email: confirmEmail })}
      </FormAlert>
    );
  }

  const onSubmit = handleSubmit(async ({ email, password, full_name, phone, host_intro }) => {
    setSubmitted(true);
    const data = {
      full_name,
      user_type: userType,
      language: currentLanguage(),
      ...(phone ? { phone } : {}),
      ...(userType === 'host' && host_intro ? { host_intro } : {}),
    };
    let session: unknown = null;
    const done = await attempt(
      async () => {
        const { data: result, error } = await (
          await getAuthClient()
        ).signUp({ email, password, options: { data } });
        session = result.session;
        return { error };
      },
      (field, key) => setError(field, { type: 'server', message: key }, { shouldFocus: true }),
    );
    if (!done) {
      setSubmitted(false);
      return;
    }
    resetLimit();
    if (!session) setConfirmEmail(email);
    else if (userType === 'guest') void notify('success', t('register.welcome', { name: full_name }));
  });

  return (
    <form noValidate onSubmit={onFormSubmit(onSubmit)} aria-busy={isSubmitting} className="space-y-5">
      <FullNameField errorKey={errors.full_name?.message} {...register('full_name')} />
      <EmailField errorKey={errors.email?.message} {...register('email')} />
      <PhoneField
        hint={t(userType === 'host' ? 'account.fields.phoneHintHost' : 'account.fields.phoneHint', {
          ns: 'common',
        })}
        errorKey={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        autoComplete="new-password"
        hint={t('newPassword.hint', { ns: 'common', min: LIMITS.passwordMin })}
        errorKey={errors.password?.message}
        {...register('password')}
      />
      <ConfirmPasswordField errorKey={errors.confirmPassword?.message} {...register('confirmPassword')} />
      {userType === 'host' ? (
        <TextAreaField
          label={t('account.fields.hostIntro', { ns: 'common' })}
          hint={t('account.fields.hostIntroHint', { ns: 'common', max: format.number(LIMITS.message) })}
          dir="auto"
          rows={4}
          maxLength={LIMITS.message}
          error={fieldError(errors.host_intro?.message, LIMITS.message)}
          {...register('host_intro')}
        />
      ) : null}
      <CheckboxField
        label={
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{
              terms: (
                <Link
                  to="/terms"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-navy-700 underline"
                />
              ),
            }}
          />
        }
        error={fieldError(errors.acceptTerms?.message)}
        {...register('acceptTerms')}
      />
      {notices}
      <SubmitButton
        busy={isSubmitting}
        disabled={blocked}
        label={t(userType === 'host' ? 'hostRegister.submit' : 'register.submit')}
        busyLabel={t('register.submitting')}
        icon={<UserPlus className="size-5" aria-hidden="true" />}
      />
    </form>
  );
}
