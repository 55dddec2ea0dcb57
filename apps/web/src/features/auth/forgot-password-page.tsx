import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { AuthFrame } from './auth-frame';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      icon={Mail}
      title={t('forgot.title')}
      lead={t('forgot.lead')}
      action={<ButtonLink to="/login">{t('forgot.action')}</ButtonLink>}
      links={[
        { to: '/register', label: t('forgot.register') },
        { to: '/contact', label: t('forgot.help') },
      ]}
    />
  );
}
