import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { AuthFrame } from './auth-frame';

export default function HostLoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      icon={KeyRound}
      title={t('hostLogin.title')}
      lead={t('hostLogin.lead')}
      action={<ButtonLink to="/host/register">{t('hostLogin.action')}</ButtonLink>}
      links={[
        { to: '/forgot-password', label: t('hostLogin.forgot') },
        { to: '/login', label: t('hostLogin.guest') },
      ]}
    />
  );
}
