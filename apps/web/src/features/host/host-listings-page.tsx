import { useTranslation } from 'react-i18next';
import { Plus, UtensilsCrossed } from 'lucide-react';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';
import { HostOnly } from './host-only';

export default function HostListingsPage() {
  const { t } = useTranslation('host');
  return (
    <HostOnly>
      <IntroPage
        eyebrow={t('panel')}
        title={t('listings.title')}
        lead={t('listings.lead')}
        actions={
          <>
            <ButtonLink to="/host/listings/new" variant="accent">
              <Plus className="size-4.5" aria-hidden="true" />
              {t('listings.addListing')}
            </ButtonLink>
            <ButtonLink to="/host/meals/new" variant="outline">
              <UtensilsCrossed className="size-4.5" aria-hidden="true" />
              {t('listings.addMeal')}
            </ButtonLink>
          </>
        }
      />
    </HostOnly>
  );
}
