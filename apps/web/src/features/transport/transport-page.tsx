import { useTranslation } from 'react-i18next';
import { Landmark, Plane, Route } from 'lucide-react';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';

export default function TransportPage() {
  const { t } = useTranslation('transport');
  return (
    <IntroPage
      eyebrow={t('list.eyebrow')}
      title={t('list.title')}
      lead={t('list.lead')}
      actions={
        <>
          <ButtonLink to="/contact">{t('list.ask')}</ButtonLink>
          <ButtonLink to="/ohel" variant="outline">
            {t('list.ohel')}
          </ButtonLink>
        </>
      }
      highlights={[
        { icon: Plane, title: t('list.airportTitle'), text: t('list.airportText') },
        { icon: Landmark, title: t('list.ohelTitle'), text: t('list.ohelText') },
        { icon: Route, title: t('list.priceTitle'), text: t('list.priceText') },
      ]}
    />
  );
}
