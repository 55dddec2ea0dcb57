import { useTranslation } from 'react-i18next';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';
import { HostOnly } from './host-only';

export default function MealFormPage() {
  const { t } = useTranslation('host');
  return (
    <HostOnly>
      <IntroPage
        eyebrow={t('panel')}
        back={{ to: '/host/listings', label: t('form.back') }}
        title={t('mealForm.title')}
        lead={t('mealForm.lead')}
        actions={
          <ButtonLink to="/contact" variant="outline">
            {t('form.help')}
          </ButtonLink>
        }
      />
    </HostOnly>
  );
}
