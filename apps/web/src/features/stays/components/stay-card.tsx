import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Footprints, House, Star } from 'lucide-react';
import type { StaySummary } from '@orchim/shared/stays';
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
  const titleId = useId();
  const badges = stay.jewishFeatures.slice(0, FEATURE_BADGES);
  const moreFeatures = stay.jewishFeatures.length - badges.length;

  const facts = [
    t(`propertyTypes.${stay.propertyType}`),
    // A studio has no separate bedroom: "0 bedrooms" says nothing the type does not.
    stay.bedrooms > 0 ? t('list.card.bedrooms', { count: stay.bedrooms }) : null,
    t('list.card.maxGuests', { count: stay.maxGuests }),
  ].filter(Boolean);

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card) transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-500"
    >
      <div className="aspect-4/3 overflow-hidden bg-gold-100/60">
        {stay.cover ? (
          <img
            src={stay.cover.src}
            width={stay.cover.width}
            height={stay.cover.height}
            alt={stay.cover.alt.trim() || t('list.card.photoAlt', { title: stay.title })}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brick-600/60">
            <House className="size-12" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-center justify-between gap-3 text-sm">
          <p className="truncate text-muted">{stay.area}</p>
          <Rating average={stay.ratingAverage} count={stay.reviewCount} />
        </div>
        <h3 id={titleId} className="mt-1 text-lg leading-snug font-semibold text-balance text-navy-800">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {stay.title}
          </Link>
        </h3>
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
          <p className="text-ink">
            <span className="text-lg font-bold">{money(stay.pricePerNightCents, stay.currency)}</span>{' '}
            <span className="text-sm text-muted">{t('list.card.perNight')}</span>
          </p>
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
      </div>
    </article>
  );
}

/** The average and the number of reviews, or "New" for a stay nobody has reviewed yet. */
function Rating({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation('stays');
  const format = useFormat();
  if (average === null || count === 0) {
    return (
      <span className="shrink-0 rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
        {t('list.card.new')}
      </span>
    );
  }
  const rating = format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="flex shrink-0 items-center gap-1 text-ink">
      <Star className="size-4 fill-gold-500 text-gold-500" aria-hidden="true" />
      <span className="sr-only">
        {t('list.card.rating', { rating })}, {t('list.card.reviews', { count })}
      </span>
      {/* "4.8 (7)": the short form leaves the area beside it room on a narrow card. */}
      <span aria-hidden="true">
        <span className="font-semibold">{rating}</span>{' '}
        <span className="text-muted">({format.number(count)})</span>
      </span>
    </p>
  );
}
