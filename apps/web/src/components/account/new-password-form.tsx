import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { isAuthApiError } from '@supabase/auth-js';
import type { z } from 'zod';
import { AUTH_ERROR_CODES } from '@orchim/shared/auth';
import { LIMITS } from '@orchim/shared/constants';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth/auth-context';
import { changePasswordFormSchema, newPasswordFormSchema } from '@/lib/auth/form-schemas';
import { getAuthClient } from '@/lib/auth/load-auth-client';
import { useAuthFailure } from '@/lib/auth/use-auth-failure';
import { ConfirmPasswordField, PasswordField } from './account-fields';

type Input = z.input<typeof newPasswordFormSchema>;
type Values = z.output<typeof newPasswordFormSchema>;

const emptyValues = (email = ''): Input => ({
  currentPassword: '',
  password: '',
  confirmPassword: '',
  email,
});

/**
 * A new password, typed twice (PUT /user {password}): /reset-password after a recovery link, and the
 * profile's change of password, which asks for the current password too (PUT /user {password,
 * current_password}: the server wants it from any session but a fresh recovery one, decision 020).
 * Weak passwords and a missing current password are refused before sending, as the server would
 * (product §8). Texts are in the `common` namespace, which both pages have.
 */
export function NewPasswordForm({
  submitLabel,
  onSaved,
  askCurrentPassword = false,
  fullWidth = true,
}: {
  submitLabel: string;
  /** After the server took the password; the form has been cleared. */
  onSaved: () => void;
  /** The profile's form: the current password, in a field of its own. */
  askCurrentPassword?: boolean;
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
    resolver: zodResolver(askCurrentPassword ? changePasswordFormSchema : newPasswordFormSchema),
    defaultValues: emptyValues(user?.email),
  });

  const onSubmit = handleSubmit(async ({ password, currentPassword }) => {
    failure.clear();
    try {
      const attributes = askCurrentPassword ? { password, current_password: currentPassword } : { password };
      const { error } = await (await getAuthClient()).updateUser(attributes);
      if (error) throw error;
    } catch (error) {
      const recoveryOver =
        !askCurrentPassword &&
        isAuthApiError(error) &&
        error.code === AUTH_ERROR_CODES.currentPasswordRequired;
      if (recoveryOver) {
        // The recovery session's time to set a password without the current one is over: a new link helps.
        failure.explain('newPassword.recoveryOver');
        return;
      }
      // The new password can be too weak, the current one wrong (beside their fields); anything else,
      // too many wrong ones included, goes above the button.
      failure.report(error, {
        setFieldError: (field, key) => {
          if (field === 'email' || (field === 'currentPassword' && !askCurrentPassword)) return false;
          setError(field, { type: 'server', message: key }, { shouldFocus: true });
        },
      });
      return;
    }
    reset(emptyValues(user?.email));
    onSaved();
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isSubmitting}
      className="space-y-5"
    >
      {askCurrentPassword ? (
        <PasswordField
          label={t('newPassword.current')}
          autoComplete="current-password"
          errorKey={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : null}
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
