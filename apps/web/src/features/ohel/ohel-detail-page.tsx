import { useTranslation } from 'react-i18next';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';

export default function OhelDetailPage() {
  const { t } = useTranslation('ohel');
  return (
    <IntroPage
      back={{ to: '/ohel', label: t('detail.back') }}
      title={t('detail.title')}
      lead={t('detail.lead')}
      actions={<ButtonLink to="/transport">{t('detail.ride')}</ButtonLink>}
    />
  );
}
