import { useTranslation } from 'react-i18next';
import { Footprints, House } from 'lucide-react';
import type { StaySummary } from '@orchim/shared/stays';
import { CardPrice, ListingCard } from '@/components/listing/listing-card';
import { useFormat } from '@/lib/format';
import { useMoney } from '@/lib/use-money';

/** How many Jewish features a card names; the rest are counted ("+2 more"). */
const FEATURE_BADGES = 3;

type StayCardProps = {
  stay: StaySummary;
  /** The detail page, carrying the search's dates and guests. */
  href: string;
  /** The first row loads its photos at once; the rest wait until they are near the screen. */
  eager?: boolean;
};

/**
 * A stay in the results: photo, area and rating, title (the link to the stay; the whole card is its
 * click target), the place in a line, the walk to 770, a few Jewish features, and the price — per night,
 * and for the searched dates when there are some (the server's quote, cleaning fee included).
 */
export function StayCard({ stay, href, eager = false }: StayCardProps) {
  const { t } = useTranslation('stays');
  const format = useFormat();
  const money = useMoney();
  const badges = stay.jewishFeatures.slice(0, FEATURE_BADGES);
  const moreFeatures = stay.jewishFeatures.length - badges.length;

  const facts = [
    t(`propertyTypes.${stay.propertyType}`),
    // A studio has no separate bedroom: "0 bedrooms" says nothing the type does not.
    stay.bedrooms > 0 ? t('list.card.bedrooms', { count: stay.bedrooms }) : null,
    t('list.card.maxGuests', { count: stay.maxGuests }),
  ].filter(Boolean);

  return (
    <ListingCard
      ns="stays"
      keyPrefix="list.card"
      title={stay.title}
      href={href}
      cover={stay.cover}
      placeholder={House}
      eager={eager}
      label={<p className="truncate text-muted">{stay.area}</p>}
      rating={{ average: stay.ratingAverage, count: stay.reviewCount }}
      saveAs={{ kind: 'stays', id: stay.id }}
    >
      <p className="mt-1 text-sm text-muted">{facts.join(' · ')}</p>
      <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-navy-700">
        <Footprints className="size-4 shrink-0" aria-hidden="true" />
        {t('list.card.walk', { minutes: format.number(stay.walkMinutesTo770) })}
      </p>
      {badges.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {badges.map((feature) => (
            <li
              key={feature}
              className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-medium text-navy-700"
            >
              {t(`jewishFeatures.${feature}`)}
            </li>
          ))}
          {moreFeatures > 0 ? (
            <li className="rounded-full px-1 py-0.5 text-xs font-medium text-muted">
              {t('list.card.moreFeatures', { count: moreFeatures })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto pt-4">
        <CardPrice amount={money(stay.pricePerNightCents, stay.currency)} unit={t('list.card.perNight')} />
        {stay.quote ? (
          <p className="text-sm text-ink">
            <span className="font-semibold">
              {t('list.card.total', { total: money(stay.quote.totalCents, stay.quote.currency) })}
            </span>
            {' · '}
            {t('list.card.nights', { count: stay.quote.nights })}
          </p>
        ) : null}
      </div>
    </ListingCard>
  );
}
