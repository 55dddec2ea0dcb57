import { useTranslation } from 'react-i18next';
import type { StayImage } from '@orchim/shared/stays';
import { imageSrcSet, imageVariantUrl } from '@orchim/shared/images';
import type { OfferKind } from '../api/offers';
import { FormSection } from './offer-page';

/**
 * The listing's photos. Guests need at least one before it can be published. A new listing is saved
 * first: its photos are stored under its id. Adding and ordering photos is the stay form's uploader's
 * to do once it takes a kind of listing (until then the photos a listing has are shown here).
 */
export function OfferPhotos({
  kind,
  offer,
}: {
  kind: OfferKind;
  offer: { id: string; images: readonly StayImage[] } | null;
}) {
  const { t } = useTranslation('hostOffers');
  const images = offer?.images ?? [];
  return (
    <FormSection title={t('photos.title')} lead={t(`photos.lead.${kind}`)}>
      {!offer ? (
        <p className="text-muted">{t('photos.saveFirst')}</p>
      ) : images.length ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.src} className="overflow-hidden rounded-xl border border-line bg-page">
              <img
                src={imageVariantUrl(image.src, 'card')}
                srcSet={imageSrcSet(image.src, image.width)}
                sizes="(min-width: 640px) 14rem, 45vw"
                width={image.width}
                height={image.height}
                alt={image.alt || t('photos.alt', { position: index + 1 })}
                loading="lazy"
                className="aspect-4/3 w-full object-cover"
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted">{t('photos.none')}</p>
      )}
    </FormSection>
  );
}
