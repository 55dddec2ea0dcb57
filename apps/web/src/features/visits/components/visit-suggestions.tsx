import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleCheck, Landmark } from 'lucide-react';
import { newYorkDateTime, nightsBetween } from '@orchim/shared/dates';
import type { VisitPlan } from '@orchim/shared/visits';
import { KIND_ICONS } from '@/components/booking/booking-kind';
import { Card } from '@/components/ui/card';
import { mealDay } from '@/lib/meal-format';
import { startPlanning } from '@/lib/planning-visit';
import { useVisitFormat } from './visit-format';

type Ride = NonNullable<VisitPlan['suggestions']['arrivalRide']>;

/**
 * What to book for the visit, as searches that keep its dates (docs/product.md §12): a stay for the whole
 * visit, each Shabbos and Yom Tov meal, the airport rides clear of Shabbos, the days for the Ohel. Leaving
 * for one remembers the visit, so the booking made lands back here (lib/planning-visit.ts).
 */
export function VisitSuggestions({ plan }: { plan: VisitPlan }) {
  const { t } = useTranslation('visits');
  const format = useVisitFormat();
  const { suggestions, bookings, visit } = plan;
  const leaveForBooking = () =>
    startPlanning({ id: visit.id, from: visit.arrival.date, to: visit.departure.date });
  const booked = (kind: 'stay' | 'meal' | 'ride', date?: string, mealType?: string) =>
    bookings.some(
      (booking) =>
        booking.kind === kind &&
        (date === undefined || booking.startsOn === date) &&
        (mealType === undefined || booking.mealType === mealType),
    );

  const rideLink = (ride: Ride) => {
    const { date, time } = newYorkDateTime(new Date(ride.pickupAt));
    const flight = (ride === suggestions.arrivalRide ? visit.arrival : visit.departure).flight;
    const params = new URLSearchParams({
      serviceType: 'airport_transfer',
      airport: ride.airport,
      date,
      time,
    });
    if (flight) params.set('flight', flight);
    return { to: `/transport?${params}`, date };
  };
  const rides = (
    [
      ['arrivalRide', suggestions.arrivalRide],
      ['departureRide', suggestions.departureRide],
    ] as const
  ).flatMap(([key, ride]) => (ride ? [{ key, ride, ...rideLink(ride) }] : []));

  const items: ReactNode[] = [];
  if (suggestions.stays) {
    const { checkIn, checkOut } = suggestions.stays;
    items.push(
      <Suggestion
        key="stay"
        icon={KIND_ICONS.stay}
        title={t('suggest.stay')}
        when={t('suggest.stayWhen', {
          range: format.range(checkIn, checkOut),
          nights: t('nights', { count: nightsBetween(checkIn, checkOut) }),
        })}
        done={booked('stay')}
        action={{ to: `/stays?checkIn=${checkIn}&checkOut=${checkOut}`, label: t('suggest.findStay') }}
        onLeave={leaveForBooking}
      />,
    );
  }
  if (suggestions.meals.length) {
    items.push(
      <li key="meals" className="space-y-2">
        <h3 className="flex items-center gap-2 font-semibold text-navy-800">
          <KIND_ICONS.meal className="size-5 text-brick-600" aria-hidden="true" />
          {t('suggest.meals')}
        </h3>
        <ul className="space-y-2">
          {suggestions.meals.map(({ date, mealType }) => (
            <Suggestion
              key={`${date}-${mealType}`}
              title={t('suggest.mealWhen', {
                meal: t(`mealTypes.${mealType}`, { ns: 'bookings' }),
                date: format.shortDay(mealDay(date, mealType)),
              })}
              done={booked('meal', date, mealType)}
              action={{ to: `/meals?date=${date}&mealType=${mealType}`, label: t('suggest.findMeal') }}
              onLeave={leaveForBooking}
              nested
            />
          ))}
        </ul>
      </li>,
    );
  }
  for (const { key, ride, to, date } of rides) {
    items.push(
      <Suggestion
        key={key}
        icon={KIND_ICONS.ride}
        title={t(`suggest.${key}`)}
        when={t('suggest.rideWhen', {
          airport: t(`airports.${ride.airport}`, { ns: 'transport' }),
          time: format.dayTime(ride.pickupAt),
        })}
        done={booked('ride', date)}
        action={{ to, label: t('suggest.findRide') }}
        onLeave={leaveForBooking}
      />,
    );
  }
  if (suggestions.ohelDays.length) {
    items.push(
      <li key="ohel" className="space-y-2">
        <h3 className="flex items-center gap-2 font-semibold text-navy-800">
          <Landmark className="size-5 text-brick-600" aria-hidden="true" />
          {t('suggest.ohel')}
        </h3>
        <p className="text-sm text-muted">{t('suggest.ohelLead')}</p>
        <ul className="flex flex-wrap gap-2">
          {suggestions.ohelDays.map(({ date, busy }) => (
            <li
              key={date}
              className={
                busy
                  ? 'rounded-full bg-gold-100 px-3 py-1 text-sm font-medium text-gold-700'
                  : 'rounded-full bg-navy-50 px-3 py-1 text-sm text-navy-800'
              }
            >
              {busy
                ? t('suggest.ohelBusy', {
                    day: `${format.shortDay(date)} (${t(`guide.busiest.days.${busy}.name`, { ns: 'ohel' })})`,
                  })
                : format.shortDay(date)}
            </li>
          ))}
        </ul>
        <Link
          to="/ohel"
          onClick={leaveForBooking}
          className="inline-block text-sm font-medium text-navy-700 underline underline-offset-4"
        >
          {t('suggest.findOhel')}
        </Link>
      </li>,
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="visit-suggest-title">
        <h2 id="visit-suggest-title" className="text-xl font-semibold text-navy-800">
          {t('suggest.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('suggest.lead')}</p>
        {items.length ? (
          <ul className="mt-5 space-y-5">{items}</ul>
        ) : (
          <p className="mt-5 text-muted">{t('suggest.none')}</p>
        )}
      </section>
    </Card>
  );
}

function Suggestion({
  icon: Icon,
  title,
  when,
  done,
  action,
  onLeave,
  nested = false,
}: {
  icon?: typeof Landmark;
  title: string;
  when?: string;
  done: boolean;
  action: { to: string; label: string };
  onLeave: () => void;
  nested?: boolean;
}) {
  const { t } = useTranslation('visits');
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        {nested ? (
          <p className="text-ink">{title}</p>
        ) : (
          <h3 className="flex items-center gap-2 font-semibold text-navy-800">
            {Icon ? <Icon className="size-5 text-brick-600" aria-hidden="true" /> : null}
            {title}
          </h3>
        )}
        {when ? <p className="text-sm text-muted">{when}</p> : null}
      </div>
      {done ? (
        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-success">
          <CircleCheck className="size-4" aria-hidden="true" />
          {t('suggest.booked')}
        </span>
      ) : (
        <Link
          to={action.to}
          onClick={onLeave}
          aria-label={`${action.label}: ${title}`}
          className="inline-flex h-9 items-center rounded-full border border-navy-700 px-4 text-sm font-medium text-navy-700 hover:bg-navy-50"
        >
          {action.label}
        </Link>
      )}
    </li>
  );
}
