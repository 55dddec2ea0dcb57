import { useTranslation } from 'react-i18next';
import { Luggage, Star, UserRound } from 'lucide-react';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <IntroPage
      title={t('title')}
      lead={t('lead')}
      actions={
        <>
          <ButtonLink to="/stays">{t('findStay')}</ButtonLink>
          <ButtonLink to="/meals" variant="outline">
            {t('findMeal')}
          </ButtonLink>
        </>
      }
      highlights={[
        { icon: UserRound, title: t('detailsTitle'), text: t('detailsText') },
        { icon: Luggage, title: t('tripsTitle'), text: t('tripsText') },
        { icon: Star, title: t('reviewsTitle'), text: t('reviewsText') },
      ]}
    />
  );
}
