import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import type { z } from 'zod';
import { messageKey } from '@orchim/shared/messages';
import { EmailField, FullNameField, PhoneField } from '@/components/account/account-fields';
import { accountPhone } from '@/components/booking/contact-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { profileFormSchema } from '@/lib/auth/form-schemas';
import { getAuthClient } from '@/lib/auth/load-auth-client';
import type { AuthUser } from '@/lib/auth/types';
import { useAuthFailure } from '@/lib/auth/use-auth-failure';
import { notify } from '@/lib/notify';

type Input = z.input<typeof profileFormSchema>;
type Values = z.output<typeof profileFormSchema>;

const detailsOf = (user: AuthUser): Input => ({
  full_name: typeof user.user_metadata.full_name === 'string' ? user.user_metadata.full_name : '',
  phone: accountPhone(user),
});

/**
 * Name and phone (PUT /user `data`, merged into user_metadata); the email is shown but not edited here.
 * Success is product §8's 'Profile updated successfully!'.
 */
export function ProfileDetailsForm({ user, isHost }: { user: AuthUser; isHost: boolean }) {
  const { t } = useTranslation('profile');
  const failure = useAuthFailure();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: detailsOf(user),
  });

  const onSubmit = handleSubmit(async (data) => {
    failure.clear();
    try {
      const { data: result, error } = await (await getAuthClient()).updateUser({ data });
      if (error) throw error;
      reset(detailsOf(result.user));
      void notify('success', t(messageKey('profileUpdated'), { ns: 'common' }));
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isSubmitting}
      className="space-y-5"
    >
      <FullNameField errorKey={errors.full_name?.message} {...register('full_name')} />
      <EmailField autoComplete="off" value={user.email ?? ''} readOnly hint={t('details.emailHint')} />
      <PhoneField
        hint={t(isHost ? 'account.fields.phoneHintHost' : 'account.fields.phoneHint', { ns: 'common' })}
        errorKey={errors.phone?.message}
        {...register('phone')}
      />
      {failure.alert}
      <SubmitButton
        busy={isSubmitting}
        label={t('details.submit')}
        busyLabel={t('details.saving')}
        icon={<Save className="size-5" aria-hidden="true" />}
        fullWidth={false}
      />
    </form>
  );
}
