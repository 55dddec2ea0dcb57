import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Footprints, Star, Users } from 'lucide-react';
import type { OhelListingSummary } from '@orchim/shared/ohel';
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
  const titleId = useId();
  const Icon = KIND_ICONS[listing.kind];
  const { ride, stay } = listing;

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card) transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-500"
    >
      <div className="aspect-4/3 overflow-hidden bg-gold-100/60">
        {listing.cover ? (
          <img
            src={listing.cover.src}
            width={listing.cover.width}
            height={listing.cover.height}
            alt={listing.cover.alt.trim() || t('listings.card.photoAlt', { title: listing.title })}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brick-600/60">
            <Icon className="size-12" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-center justify-between gap-3 text-sm">
          <KindBadge kind={listing.kind} />
          <Rating average={listing.ratingAverage} count={listing.reviewCount} />
        </div>
        <h3 id={titleId} className="mt-2 text-lg leading-snug font-semibold text-balance text-navy-800">
          <Link
            to={href}
            state={state}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {listing.title}
          </Link>
        </h3>
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
      </div>
    </article>
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
  const amount = (cents: number) => <span className="text-lg font-bold">{price(cents, currency)}</span>;
  if (ride) {
    return (
      <p className="text-ink">
        {amount(ride.priceCents)}{' '}
        <span className="text-sm text-muted">
          {t(ride.pricingModel === 'per_passenger' ? 'listings.card.perPassenger' : 'listings.card.perTrip')}
        </span>
      </p>
    );
  }
  if (stay) {
    return (
      <p className="text-ink">
        {amount(stay.pricePerNightCents)}{' '}
        <span className="text-sm text-muted">{t('listings.card.perNight')}</span>
      </p>
    );
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

/** The average and the number of reviews, or "New" for a listing nobody has reviewed yet. */
function Rating({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation('ohel');
  const format = useFormat();
  if (average === null || count === 0) {
    return (
      <span className="shrink-0 rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
        {t('listings.card.new')}
      </span>
    );
  }
  const rating = format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="flex shrink-0 items-center gap-1 text-ink">
      <Star className="size-4 fill-gold-500 text-gold-500" aria-hidden="true" />
      <span className="sr-only">
        {t('listings.card.rating', { rating })}, {t('listings.card.reviews', { count })}
      </span>
      <span aria-hidden="true">
        <span className="font-semibold">{rating}</span>{' '}
        <span className="text-muted">({format.number(count)})</span>
      </span>
    </p>
  );
}
