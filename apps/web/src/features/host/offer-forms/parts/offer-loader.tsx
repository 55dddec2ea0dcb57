import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorScreen } from '@/components/load-error-screen';
import { ButtonLink } from '@/components/ui/button-link';
import { useHostOffer, type OfferKind, type OfferOf } from '../api/offers';
import { OfferPageLoading } from './offer-page';

/** What a form needs before it can show, loading or failed: "Loading...", or the failure with a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('hostOffers');
  return (
    <LoadErrorScreen
      error={error}
      onRetry={onRetry}
      notFound={{ title: t('notFound.title'), lead: t('notFound.lead') }}
      retryLabel={t('actions.retry')}
      links={
        <ButtonLink to="/host/listings" variant="outline">
          {t('page.back')}
        </ButtonLink>
      }
    />
  );
}

/**
 * A saved listing of the host's, loaded (anyone else's is "not found"), then its form; a new one's form
 * at once (no id).
 */
export function WithOffer<K extends OfferKind>({
  kind,
  id,
  title,
  children,
}: {
  kind: K;
  id: string;
  /** The page's title, shown while the listing loads. */
  title: string;
  children: (offer: OfferOf[K]) => ReactNode;
}) {
  const offer = useHostOffer(kind, id);
  if (offer.isPending) return <OfferPageLoading title={title} />;
  if (offer.isError) return <LoadFailure error={offer.error} onRetry={() => void offer.refetch()} />;
  return children(offer.data);
}
