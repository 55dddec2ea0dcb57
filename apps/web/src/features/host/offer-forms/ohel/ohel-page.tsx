import { useTranslation } from 'react-i18next';
import type { HostOhelListing } from '@orchim/shared/host-offers';
import { useOhelLinks } from '../api/offers';
import { LoadFailure, WithOffer } from '../parts/offer-loader';
import { OfferPageLoading } from '../parts/offer-page';
import { OhelFormView } from './ohel-form';

/** The form once the host's services and stays it can name are known. */
function WithLinks({ listing, title }: { listing: HostOhelListing | null; title: string }) {
  const links = useOhelLinks();
  if (links.isPending) return <OfferPageLoading title={title} />;
  if (links.isError) return <LoadFailure error={links.error} onRetry={() => void links.refetch()} />;
  return <OhelFormView listing={listing} links={links.data} />;
}

/** A new Ohel listing (no id), or the host's own, loaded first. */
export default function OhelPage({ id }: { id?: string | undefined }) {
  const { t } = useTranslation('hostOffers');
  if (!id) return <WithLinks listing={null} title={t('page.ohel.newTitle')} />;
  const title = t('page.ohel.editTitle');
  return (
    <WithOffer key={id} kind="ohel" id={id} title={title}>
      {(listing) => <WithLinks listing={listing} title={title} />}
    </WithOffer>
  );
}
