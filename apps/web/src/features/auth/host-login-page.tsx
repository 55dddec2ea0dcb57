import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { AuthFrame } from './auth-frame';
import { SignInForm } from './sign-in-form';

/** Host sign-in: the same form, landing in the host panel (a guest account lands on the home page). */
export default function HostLoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      icon={KeyRound}
      title={t('hostLogin.title')}
      lead={t('hostLogin.lead')}
      links={[
        { to: '/host/register', label: t('hostLogin.register') },
        { to: '/login', label: t('hostLogin.guest') },
      ]}
    >
      <SignInForm landing={({ isHost }) => (isHost ? '/host/listings' : '/')} />
    </AuthFrame>
  );
}
