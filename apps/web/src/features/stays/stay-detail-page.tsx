import { useTranslation } from 'react-i18next';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';

export default function StayDetailPage() {
  const { t } = useTranslation('stays');
  return (
    <IntroPage
      back={{ to: '/stays', label: t('detail.back') }}
      title={t('detail.title')}
      lead={t('detail.lead')}
      actions={<ButtonLink to="/contact">{t('detail.ask')}</ButtonLink>}
    />
  );
}
