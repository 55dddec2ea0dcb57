import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarDays, MapPin, ShieldCheck, Soup, Star, Users } from 'lucide-react';
import type { MealSummary } from '@orchim/shared/meals';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useMealFormat } from '../meal-format';

type MealCardProps = {
  meal: MealSummary;
  /** The meal's page, opening on the card's sitting and the searched guests. */
  href: string;
  /** The first row loads its photos at once; the rest wait until they are near the screen. */
  eager?: boolean;
  /** What the link leaves in `location.state` (the search, for the detail page's way back). */
  linkState?: unknown;
};

/**
 * A meal offer in the results: photo, the family and the area, the rating, the title (the link; the whole
 * card is its click target), the meals served, the kashrut, the price per guest (or Free), and the next
 * sitting that has the seats searched for, with how many are left ("3 seats left", or "Full").
 */
export function MealCard({ meal, href, eager = false, linkState }: MealCardProps) {
  const { t } = useTranslation('meals');
  const mealFormat = useMealFormat();
  const titleId = useId();
  const next = meal.nextSitting;

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card) transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-500"
    >
      <div className="aspect-4/3 overflow-hidden bg-gold-100/60">
        {meal.cover ? (
          <img
            src={meal.cover.src}
            width={meal.cover.width}
            height={meal.cover.height}
            alt={meal.cover.alt.trim() || t('list.card.photoAlt', { title: meal.title })}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brick-600/60">
            <Soup className="size-12" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3 text-sm">
          <p dir="auto" className="min-w-0 font-medium text-brick-700">
            {t('list.card.family', { name: meal.familyName })}
          </p>
          <Rating average={meal.ratingAverage} count={meal.reviewCount} />
        </div>
        <h3 id={titleId} className="mt-1 text-lg leading-snug font-semibold text-balance text-navy-800">
          <Link
            to={href}
            state={linkState}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {meal.title}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{meal.area}</span>
        </p>
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {meal.mealTypes.map((type) => (
            <li
              key={type}
              className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-medium text-navy-700"
            >
              {t(`mealTypes.${type}`)}
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-start gap-1.5 text-sm text-ink">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brick-600" aria-hidden="true" />
          {t(`kosherStandards.${meal.kosherStandard}`)}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-2 pt-4">
          <p className="text-ink">
            {meal.pricePerGuestCents === 0 ? (
              <span className="text-lg font-bold text-success">{t('list.card.free')}</span>
            ) : (
              <>
                <span className="text-lg font-bold">
                  {mealFormat.money(meal.pricePerGuestCents, meal.currency)}
                </span>{' '}
                <span className="text-sm text-muted">{t('list.card.perGuest')}</span>
              </>
            )}
          </p>
          <Seats seatsLeft={next?.seatsLeft ?? 0} />
        </div>
        {next ? (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-muted">
            <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {t('list.card.next', { when: mealFormat.when(next.date, next.mealType, 'short') })}
              {' · '}
              {t(`mealTypes.${next.mealType}`)}
            </span>
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** "3 seats left" at the next sitting, or "Full" when every coming sitting is taken. */
function Seats({ seatsLeft }: { seatsLeft: number }) {
  const { t } = useTranslation('meals');
  const full = seatsLeft <= 0;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold',
        full ? 'bg-danger/10 text-danger' : 'bg-success/10 text-success',
      )}
    >
      <Users className="size-4" aria-hidden="true" />
      {full ? t('list.card.full') : t('list.card.seatsLeft', { count: seatsLeft })}
    </p>
  );
}

/** The average and the number of reviews, or "New" for a table nobody has reviewed yet. */
function Rating({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation('meals');
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
      <span aria-hidden="true">
        <span className="font-semibold">{rating}</span>{' '}
        <span className="text-muted">({format.number(count)})</span>
      </span>
    </p>
  );
}
