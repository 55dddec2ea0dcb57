import { useTranslation } from 'react-i18next';
import { CalendarDays, MapPin, ShieldCheck, Soup, Users } from 'lucide-react';
import type { MealSummary } from '@orchim/shared/meals';
import { CardPrice, ListingCard } from '@/components/listing/listing-card';
import { cn } from '@/lib/cn';
import { useMealFormat } from '@/lib/meal-format';

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
  const next = meal.nextSitting;

  return (
    <ListingCard
      ns="meals"
      keyPrefix="list.card"
      title={meal.title}
      href={href}
      state={linkState}
      cover={meal.cover}
      placeholder={Soup}
      saveAs={{ kind: 'meals', id: meal.id }}
      eager={eager}
      label={
        <p dir="auto" className="min-w-0 font-medium text-brick-700">
          {t('list.card.family', { name: meal.familyName })}
        </p>
      }
      labelAlign="start"
      rating={{ average: meal.ratingAverage, count: meal.reviewCount }}
    >
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{meal.area}</span>
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5">
        {meal.mealTypes.map((type) => (
          <li key={type} className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-medium text-navy-700">
            {t(`mealTypes.${type}`)}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-start gap-1.5 text-sm text-ink">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brick-600" aria-hidden="true" />
        {t(`kosherStandards.${meal.kosherStandard}`)}
      </p>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-2 pt-4">
        {meal.pricePerGuestCents === 0 ? (
          <p className="text-ink">
            <span className="text-lg font-bold text-success">{t('list.card.free')}</span>
          </p>
        ) : (
          <CardPrice
            amount={mealFormat.money(meal.pricePerGuestCents, meal.currency)}
            unit={t('list.card.perGuest')}
          />
        )}
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
    </ListingCard>
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
