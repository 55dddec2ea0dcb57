import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { AuthFrame } from './auth-frame';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      icon={UserRound}
      title={t('register.title')}
      lead={t('register.lead')}
      action={<ButtonLink to="/stays">{t('register.action')}</ButtonLink>}
      links={[
        { to: '/login', label: t('register.signIn') },
        { to: '/host/register', label: t('register.host') },
      ]}
    />
  );
}
