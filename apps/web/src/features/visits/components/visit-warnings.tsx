import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { nextDay } from '@orchim/shared/dates';
import type { VisitPlan, VisitWarning } from '@orchim/shared/visits';
import { useMealFormat } from '@/lib/meal-format';
import { endInstant, useVisitFormat } from './visit-format';

type Window = { start: string; end: string; dates: string[] };

/**
 * What does not fit in the visit, each with what to do (docs/product.md §12): the way in or out meeting
 * Shabbos or Yom Tov, two stays on one night, a meal with no stay that night, a ride during the rest, a
 * departure before a booked meal. Shown, never hidden: the guest decides.
 */
export function VisitWarnings({ plan, linkBookings }: { plan: VisitPlan; linkBookings: boolean }) {
  const { t } = useTranslation('visits');
  const format = useVisitFormat();
  const { holyDayName } = useMealFormat();
  if (!plan.warnings.length) return null;
  const titleOf = (id: string) => plan.bookings.find((booking) => booking.id === id)?.title ?? '';
  // "Shabbos Behar", "Pesach VII and Shabbos Shemini": the holy days the window spans.
  const restOf = (window: Window) => {
    const names = plan.days.flatMap((day) =>
      day.holyDay && window.dates.includes(day.date) ? [holyDayName(day.holyDay)] : [],
    );
    return format.list([...new Set(names)]);
  };

  function texts(warning: VisitWarning): {
    body: string;
    fix: string;
    bookingId?: string;
    stayNight?: string;
  } {
    switch (warning.kind) {
      case 'arrival_in_rest': {
        const values = {
          rest: restOf(warning.window),
          lands: format.dayTime(endInstant(plan.visit.arrival)),
          arrives: format.dayTime(warning.arrivesAt),
          start: format.dayTime(warning.window.start),
        };
        return { body: t('warnings.arrival_in_rest.body', values), fix: t('warnings.arrival_in_rest.fix') };
      }
      case 'departure_in_rest': {
        const values = {
          rest: restOf(warning.window),
          takesOff: format.dayTime(endInstant(plan.visit.departure)),
          leaves: format.dayTime(warning.leavesAt),
          start: format.dayTime(warning.window.start),
          end: format.dayTime(warning.window.end),
        };
        return {
          body: t('warnings.departure_in_rest.body', values),
          fix: t('warnings.departure_in_rest.fix', values),
        };
      }
      case 'stays_overlap':
        return {
          body: t('warnings.stays_overlap.body', {
            first: titleOf(warning.bookingIds[0]),
            second: titleOf(warning.bookingIds[1]),
            nights: format.list(warning.nights.map((night) => format.shortDay(night))),
          }),
          fix: t('warnings.stays_overlap.fix'),
          bookingId: warning.bookingIds[1],
        };
      case 'meal_without_stay':
        return {
          body: t('warnings.meal_without_stay.body', {
            title: titleOf(warning.bookingId),
            night: format.shortDay(warning.night),
          }),
          fix: t('warnings.meal_without_stay.fix'),
          stayNight: warning.night,
        };
      case 'ride_in_rest':
        return {
          body: t('warnings.ride_in_rest.body', {
            title: titleOf(warning.bookingId),
            rest: restOf(warning.window),
            start: format.dayTime(warning.window.start),
            end: format.dayTime(warning.window.end),
          }),
          fix: t('warnings.ride_in_rest.fix'),
          bookingId: warning.bookingId,
        };
      case 'departure_before_meal':
        return {
          body: t('warnings.departure_before_meal.body', { title: titleOf(warning.bookingId) }),
          fix: t('warnings.departure_before_meal.fix'),
          bookingId: warning.bookingId,
        };
    }
  }

  return (
    <section
      aria-labelledby="visit-warnings-title"
      className="rounded-(--radius-card) border border-brick-600/30 bg-brick-50 p-5 sm:p-6"
    >
      <h2 id="visit-warnings-title" className="flex items-center gap-2 text-xl font-semibold text-brick-700">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {t('warnings.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('warnings.count', { count: plan.warnings.length })}</p>
      <ul className="mt-4 space-y-4">
        {plan.warnings.map((warning, index) => {
          const text = texts(warning);
          const title =
            warning.kind === 'arrival_in_rest' ||
            warning.kind === 'departure_in_rest' ||
            warning.kind === 'ride_in_rest'
              ? t(`warnings.${warning.kind}.title`, { rest: restOf(warning.window) })
              : t(`warnings.${warning.kind}.title`);
          return (
            <li key={`${warning.kind}-${index}`} className="space-y-1">
              <h3 className="font-semibold text-ink">{title}</h3>
              <p className="text-ink">{text.body}</p>
              <p className="font-medium text-brick-700">{text.fix}</p>
              {linkBookings && text.bookingId ? (
                <Link
                  to={`/bookings/${text.bookingId}`}
                  className="inline-block text-sm font-medium text-navy-700 underline underline-offset-4"
                >
                  {t('warnings.openBooking')}
                </Link>
              ) : null}
              {linkBookings && text.stayNight ? (
                <Link
                  to={`/stays?checkIn=${text.stayNight}&checkOut=${nextDay(text.stayNight)}`}
                  className="inline-block text-sm font-medium text-navy-700 underline underline-offset-4"
                >
                  {t('warnings.meal_without_stay.action')}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
