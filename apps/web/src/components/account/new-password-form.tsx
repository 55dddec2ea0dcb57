import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import type { z } from 'zod';
import { LIMITS } from '@orchim/shared/constants';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth/auth-context';
import { newPasswordFormSchema } from '@/lib/auth/form-schemas';
import { getAuthClient } from '@/lib/auth/load-auth-client';
import { useAuthFailure } from '@/lib/auth/use-auth-failure';
import { ConfirmPasswordField, PasswordField } from './account-fields';

type Input = z.input<typeof newPasswordFormSchema>;
type Values = z.output<typeof newPasswordFormSchema>;

/**
 * A new password, typed twice (PUT /user {password}): /reset-password after a recovery link, and the
 * profile's change of password. Weak passwords are refused before sending, as the server would (SPEC §8).
 * Texts are in the `common` namespace, which both pages have.
 */
export function NewPasswordForm({
  submitLabel,
  onSaved,
  fullWidth = true,
}: {
  submitLabel: string;
  /** After the server took the password; the form has been cleared. */
  onSaved: () => void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const failure = useAuthFailure();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '', email: user?.email ?? '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    failure.clear();
    try {
      const { error } = await (await getAuthClient()).updateUser({ password });
      if (error) throw error;
    } catch (error) {
      // Only the password can be wrong here (too weak); anything else goes above the button.
      failure.report(error, {
        setFieldError: (field, key) => {
          if (field !== 'password') return false;
          setError(field, { type: 'server', message: key }, { shouldFocus: true });
        },
      });
      return;
    }
    reset({ password: '', confirmPassword: '', email: user?.email ?? '' });
    onSaved();
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isSubmitting}
      className="space-y-5"
    >
      <PasswordField
        label={t('newPassword.password')}
        autoComplete="new-password"
        hint={t('newPassword.hint', { min: LIMITS.passwordMin })}
        errorKey={errors.password?.message}
        {...register('password')}
      />
      <ConfirmPasswordField
        label={t('newPassword.confirm')}
        errorKey={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {failure.alert}
      <SubmitButton
        busy={isSubmitting}
        label={submitLabel}
        busyLabel={t('newPassword.saving')}
        icon={<KeyRound className="size-5" aria-hidden="true" />}
        fullWidth={fullWidth}
      />
    </form>
  );
}
