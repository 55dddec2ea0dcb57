import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';
import { HostOnly } from './host-only';

/** Serves /host/listings/new, and /host/listings/edit/:id and /edit-listing/:id for an existing listing. */
export default function ListingFormPage() {
  const { t } = useTranslation('host');
  const { id } = useParams();
  const mode = id ? 'edit' : 'new';
  return (
    <HostOnly>
      <IntroPage
        eyebrow={t('panel')}
        back={{ to: '/host/listings', label: t('form.back') }}
        title={t(`listingForm.${mode}Title`)}
        lead={t(`listingForm.${mode}Lead`)}
        actions={
          <ButtonLink to="/contact" variant="outline">
            {t('form.help')}
          </ButtonLink>
        }
      />
    </HostOnly>
  );
}
