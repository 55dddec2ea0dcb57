import { useTranslation } from 'react-i18next';
import { CookingPot, Flame, Footprints } from 'lucide-react';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';

export default function StaysPage() {
  const { t } = useTranslation('stays');
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
        { icon: Footprints, title: t('list.walkTitle'), text: t('list.walkText') },
        { icon: CookingPot, title: t('list.kitchenTitle'), text: t('list.kitchenText') },
        { icon: Flame, title: t('list.shabbosTitle'), text: t('list.shabbosText') },
      ]}
    />
  );
}
