import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { AuthFrame } from './auth-frame';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      icon={Lock}
      title={t('reset.title')}
      lead={t('reset.lead')}
      action={<ButtonLink to="/forgot-password">{t('reset.action')}</ButtonLink>}
      links={[
        { to: '/login', label: t('reset.signIn') },
        { to: '/contact', label: t('reset.help') },
      ]}
    />
  );
}
