import { useTranslation } from 'react-i18next';
import { DoorOpen } from 'lucide-react';
import { AuthFrame } from './auth-frame';
import { RegisterForm } from './register-form';

const STEPS = ['apply', 'review', 'publish'] as const;

/**
 * Host sign-up (user_type 'host'). A host account is an application the Orchim team reviews; the new
 * host lands in the host panel, which shows the application's status until it is approved.
 */
export default function HostRegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      icon={DoorOpen}
      title={t('hostRegister.title')}
      lead={
        <>
          <p>{t('hostRegister.lead')}</p>
          <ol className="space-y-2 rounded-xl border border-line bg-page p-4 text-sm text-ink">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-navy-700 text-xs font-semibold text-white"
                >
                  {index + 1}
                </span>
                <span>{t(`hostRegister.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
        </>
      }
      links={[
        { to: '/host/login', label: t('hostRegister.signIn') },
        { to: '/about', label: t('hostRegister.about') },
      ]}
    >
      <RegisterForm userType="host" landing="/host/listings" />
    </AuthFrame>
  );
}
