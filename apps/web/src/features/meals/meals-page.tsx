import { useTranslation } from 'react-i18next';
import { CalendarDays, HeartHandshake, Soup } from 'lucide-react';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';

export default function MealsPage() {
  const { t } = useTranslation('meals');
  return (
    <IntroPage
      eyebrow={t('list.eyebrow')}
      title={t('list.title')}
      lead={t('list.lead')}
      actions={
        <>
          <ButtonLink to="/contact">{t('list.ask')}</ButtonLink>
          <ButtonLink to="/host/register" variant="outline">
            {t('list.host')}
          </ButtonLink>
        </>
      }
      highlights={[
        { icon: HeartHandshake, title: t('list.tableTitle'), text: t('list.tableText') },
        { icon: Soup, title: t('list.foodTitle'), text: t('list.foodText') },
        { icon: CalendarDays, title: t('list.aheadTitle'), text: t('list.aheadText') },
      ]}
    />
  );
}
