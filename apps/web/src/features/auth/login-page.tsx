import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { AuthFrame } from './auth-frame';
import { SignInForm } from './sign-in-form';

/** Guest sign-in; afterwards back to where a protected route sent the visitor from, else home. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      icon={LogIn}
      title={t('login.title')}
      lead={t('login.lead')}
      links={[
        { to: '/register', label: t('login.register') },
        { to: '/host/login', label: t('login.host') },
      ]}
    >
      <SignInForm landing={() => '/'} />
    </AuthFrame>
  );
}
