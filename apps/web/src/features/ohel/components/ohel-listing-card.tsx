import { Trans, useTranslation } from 'react-i18next';
import { Footprints, Users } from 'lucide-react';
import type { OhelListingSummary } from '@orchim/shared/ohel';
import { CardPrice, ListingCard } from '@/components/listing/listing-card';
import { useFormat } from '@/lib/format';
import { KIND_ICONS, KindBadge } from './kind-badge';
import { useMoney } from '@/lib/use-money';

type Props = {
  listing: OhelListingSummary;
  href: string;
  /** What the link leaves in `location.state` (the list's query, for the way back). */
  state?: unknown;
  /** The first row loads its photos at once; the rest wait until they are near the screen. */
  eager?: boolean;
};

/**
 * An Ohel listing in the list: its picture, what it is (shuttle, ride, place to stay, guided visit) and
 * its rating, the title (the link; the whole card is its click target), the beginning of its
 * description, the room it has (passengers, or guests and the walk to the Ohel for a place to stay) and
 * its price: per trip or per passenger for a ride, per night for a stay, "from" for what is arranged
 * with the host.
 */
export function OhelListingCard({ listing, href, state, eager = false }: Props) {
  const { t } = useTranslation('ohel');
  const format = useFormat();
  const { ride, stay } = listing;

  return (
    <ListingCard
      ns="ohel"
      keyPrefix="listings.card"
      title={listing.title}
      href={href}
      state={state}
      cover={listing.cover}
      placeholder={KIND_ICONS[listing.kind]}
      eager={eager}
      label={<KindBadge kind={listing.kind} />}
      rating={{ average: listing.ratingAverage, count: listing.reviewCount }}
      titleMargin="mt-2"
      saveAs={{ kind: 'ohel', id: listing.id }}
    >
      <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-muted">{listing.excerpt}</p>
      {stay ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-navy-700">
          <Footprints className="size-4 shrink-0" aria-hidden="true" />
          {t('listings.card.walk', { minutes: format.number(stay.walkMinutesToOhel) })}
        </p>
      ) : null}
      {ride || stay ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-muted">
          <Users className="size-4 shrink-0" aria-hidden="true" />
          {ride
            ? t('listings.card.passengers', { count: ride.maxPassengers })
            : t('listings.card.guests', { count: stay!.maxGuests })}
        </p>
      ) : null}
      <div className="mt-auto pt-4">
        <ListingPrice listing={listing} />
      </div>
    </ListingCard>
  );
}

/**
 * "$45 per trip", "$20 per passenger", "$140 per night", "from $60", or "Price on request" when the
 * host names none.
 */
function ListingPrice({ listing }: { listing: OhelListingSummary }) {
  const { t } = useTranslation('ohel');
  const price = useMoney();
  const { ride, stay, currency } = listing;
  if (ride) {
    return (
      <CardPrice
        amount={price(ride.priceCents, currency)}
        unit={t(
          ride.pricingModel === 'per_passenger' ? 'listings.card.perPassenger' : 'listings.card.perTrip',
        )}
      />
    );
  }
  if (stay) {
    return <CardPrice amount={price(stay.pricePerNightCents, currency)} unit={t('listings.card.perNight')} />;
  }
  if (listing.priceFromCents !== null) {
    return (
      <p className="text-sm text-muted">
        <Trans
          t={t}
          i18nKey="listings.card.from"
          values={{ price: price(listing.priceFromCents, currency) }}
          components={{ strong: <span className="text-lg font-bold text-ink" /> }}
        />
      </p>
    );
  }
  return <p className="text-sm font-medium text-muted">{t('listings.card.priceOnRequest')}</p>;
}
