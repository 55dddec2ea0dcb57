import { useTranslation } from 'react-i18next';
import { DoorOpen } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { AuthFrame } from './auth-frame';

export default function HostRegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      icon={DoorOpen}
      title={t('hostRegister.title')}
      lead={t('hostRegister.lead')}
      action={<ButtonLink to="/contact">{t('hostRegister.action')}</ButtonLink>}
      links={[
        { to: '/host/login', label: t('hostRegister.signIn') },
        { to: '/about', label: t('hostRegister.about') },
      ]}
    />
  );
}
