import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFallback } from '@/components/page-fallback';
import { hostKeys } from '../../api/host-keys';
import { offerKeys, type OfferKind } from '../api/offers';
import { FormSection } from './offer-page';

// Its own chunk, shared with the stay form's photos step: the form opens without it.
const PhotoManager = lazy(() => import('../../photos/photo-manager'));

/**
 * The listing's photos: added, described, reordered and deleted as in the stay form, each change saved at
 * once. Guests need at least one before it can be published. A new listing is saved first: its photos
 * are stored under its id.
 */
export function OfferPhotos({ kind, offer }: { kind: OfferKind; offer: { id: string } | null }) {
  const { t } = useTranslation('hostOffers');
  const queryClient = useQueryClient();
  return (
    <FormSection text="photos" lead={t(`photos.lead.${kind}`)}>
      {!offer ? (
        <p className="text-muted">{t('photos.saveFirst')}</p>
      ) : (
        <Suspense fallback={<PageFallback />}>
          <PhotoManager
            listing={{ kind, id: offer.id }}
            // What the listing lacks (a photo), and its cover on /host/listings, follow its photos.
            onChanged={() => {
              void queryClient.invalidateQueries({ queryKey: offerKeys.offer(kind, offer.id), exact: true });
              void queryClient.invalidateQueries({ queryKey: hostKeys.listings });
            }}
          />
        </Suspense>
      )}
    </FormSection>
  );
}
