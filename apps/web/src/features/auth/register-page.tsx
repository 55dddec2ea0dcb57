import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { AuthFrame } from './auth-frame';
import { RegisterForm } from './register-form';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      icon={UserRound}
      title={t('register.title')}
      lead={t('register.lead')}
      links={[
        { to: '/login', label: t('register.signIn') },
        { to: '/host/register', label: t('register.host') },
      ]}
    >
      <RegisterForm userType="guest" landing="/" />
    </AuthFrame>
  );
}
