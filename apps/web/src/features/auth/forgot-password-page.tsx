import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Mail, Send } from 'lucide-react';
import type { z } from 'zod';
import { EmailField } from '@/components/account/account-fields';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { recoverFormSchema } from '@/lib/auth/form-schemas';
import { getAuthClient } from '@/lib/auth/load-auth-client';
import { AuthFrame } from './auth-frame';
import { useLimitedAttempt } from './use-limited-attempt';

type Input = z.input<typeof recoverFormSchema>;
type Values = z.output<typeof recoverFormSchema>;

/**
 * Asks for a recovery email (POST /recover). The mail's link comes back to /reset-password with a
 * recovery session. An unknown address is 'Email not found' (product §8). Requests count against the rate
 * limiter, and a success does not reset it: each one sends a mail.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { attempt, onFormSubmit, notices, blocked } = useLimitedAttempt('recover');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(recoverFormSchema),
    defaultValues: { email: '' },
  });

  useLayoutEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  const onSubmit = handleSubmit(async ({ email }) => {
    const redirectTo = `${window.location.origin}/reset-password`;
    const sent = await attempt(
      async () => (await getAuthClient()).resetPasswordForEmail(email, { redirectTo }),
      (field, key) => {
        if (field !== 'email') return false;
        setError(field, { type: 'server', message: key }, { shouldFocus: true });
      },
    );
    if (sent) setSentTo(email);
  });

  return (
    <AuthFrame
      icon={Mail}
      title={t('forgot.title')}
      lead={sentTo ? undefined : t('forgot.lead')}
      links={[
        { to: '/login', label: t('forgot.signIn') },
        { to: '/contact', label: t('forgot.help') },
      ]}
    >
      {sentTo ? (
        <div className="space-y-5">
          <FormAlert ref={sentRef} tone="success" title={t('forgot.sentTitle')}>
            {t('forgot.sentText', { email: sentTo })}
          </FormAlert>
          <p className="text-sm text-muted">{t('forgot.notArrived')}</p>
          <Button variant="outline" className="w-full" onClick={() => setSentTo(null)}>
            {t('forgot.again')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onFormSubmit(onSubmit)} aria-busy={isSubmitting} className="space-y-5">
          <EmailField errorKey={errors.email?.message} {...register('email')} />
          {notices}
          <SubmitButton
            busy={isSubmitting}
            disabled={blocked}
            label={t('forgot.submit')}
            busyLabel={t('forgot.submitting')}
            icon={<Send className="flip-rtl size-5" aria-hidden="true" />}
          />
        </form>
      )}
    </AuthFrame>
  );
}
