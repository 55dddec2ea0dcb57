import { useTranslation } from 'react-i18next';
import { Car, Clock, ScrollText } from 'lucide-react';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';

export default function OhelPage() {
  const { t } = useTranslation('ohel');
  return (
    <IntroPage
      eyebrow={t('list.eyebrow')}
      title={t('list.title')}
      lead={t('list.lead')}
      actions={
        <>
          <ButtonLink to="/transport">{t('list.ride')}</ButtonLink>
          <ButtonLink to="/contact" variant="outline">
            {t('list.ask')}
          </ButtonLink>
        </>
      }
      highlights={[
        { icon: Car, title: t('list.gettingTitle'), text: t('list.gettingText') },
        { icon: ScrollText, title: t('list.letterTitle'), text: t('list.letterText') },
        { icon: Clock, title: t('list.timeTitle'), text: t('list.timeText') },
      ]}
    />
  );
}
