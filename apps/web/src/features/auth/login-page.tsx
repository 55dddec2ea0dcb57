import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { AuthFrame } from './auth-frame';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      icon={LogIn}
      title={t('login.title')}
      lead={t('login.lead')}
      action={<ButtonLink to="/register">{t('login.action')}</ButtonLink>}
      links={[
        { to: '/forgot-password', label: t('login.forgot') },
        { to: '/host/login', label: t('login.host') },
      ]}
    />
  );
}
