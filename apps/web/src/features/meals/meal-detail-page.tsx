import { useTranslation } from 'react-i18next';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';

export default function MealDetailPage() {
  const { t } = useTranslation('meals');
  return (
    <IntroPage
      back={{ to: '/meals', label: t('detail.back') }}
      title={t('detail.title')}
      lead={t('detail.lead')}
      actions={<ButtonLink to="/contact">{t('detail.ask')}</ButtonLink>}
    />
  );
}
