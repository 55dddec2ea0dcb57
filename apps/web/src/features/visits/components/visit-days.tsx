import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Flame, Moon, PlaneLanding, PlaneTakeoff } from 'lucide-react';
import type { VisitBooking, VisitDay, VisitPlan } from '@orchim/shared/visits';
import { KIND_ICONS } from '@/components/booking/booking-kind';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { mealDay, useMealFormat } from '@/lib/meal-format';
import { endInstant, useVisitFormat } from './visit-format';

type Props = {
  plan: VisitPlan;
  /** The guest's own plan links each booking to its page; a shared plan names them only. */
  linkBookings: boolean;
};

/**
 * The visit day by day (docs/product.md §12): each day's Gregorian and Hebrew dates, Shabbos and Yom Tov
 * with candle lighting and havdalah in Crown Heights, the way in and out, and what is booked that day.
 */
export function VisitDays({ plan, linkBookings }: Props) {
  const { t } = useTranslation('visits');
  const lng = useLanguage();
  const format = useVisitFormat();
  const { visit } = plan;
  const byId = new Map(plan.bookings.map((booking) => [booking.id, booking]));

  return (
    <section aria-labelledby="visit-days-title">
      <h2 id="visit-days-title" className="text-xl font-semibold text-navy-800">
        {t('days.title')}
      </h2>
      <ol className="mt-4 space-y-3">
        {plan.days.map((day, index) => {
          const tomorrow = plan.days[index + 1];
          // A meal is dated by its holy day; the Friday-night and Yom Tov evening meals are eaten the evening before.
          const bookings = [
            ...day.bookingIds.flatMap((id) => (byId.get(id)?.kind === 'meal' ? [] : (byId.get(id) ?? []))),
            ...plan.bookings.filter(
              (booking) =>
                booking.kind === 'meal' &&
                mealDay(booking.startsOn, booking.mealType ?? 'shabbos_lunch') === day.date,
            ),
          ];
          const checkOuts = plan.bookings.filter((b) => b.kind === 'stay' && b.endsOn === day.date);
          const lines: ReactNode[] = [];
          if (day.date === visit.arrival.date)
            lines.push(<EndLine key="arrive" end={visit.arrival} way="in" />);
          for (const stay of checkOuts) {
            lines.push(
              <BookingLine key={`out-${stay.id}`} booking={stay} link={linkBookings}>
                {t('days.checkOut', { title: stay.title })}
              </BookingLine>,
            );
          }
          for (const booking of bookings) {
            lines.push(
              <BookingLine key={booking.id} booking={booking} link={linkBookings}>
                {bookingText(booking, day.date)}
              </BookingLine>,
            );
          }
          if (day.date === visit.departure.date) {
            lines.push(<EndLine key="leave" end={visit.departure} way="out" />);
          }
          return (
            <li
              key={day.date}
              className={cn(
                'rounded-(--radius-card) border p-4 sm:p-5',
                day.holyDay ? 'border-gold-400 bg-gold-100/40' : 'border-line bg-surface',
              )}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="font-semibold text-navy-800">{format.day(day.date)}</h3>
                <p className="text-sm text-muted">
                  <span className="sr-only">{t('days.hebrewDate')}: </span>
                  {day.hebrewDate[lng]}
                </p>
              </div>
              <HolyDayTimes day={day} tomorrow={tomorrow} />
              {lines.length ? (
                <ul className="mt-3 space-y-2">{lines}</ul>
              ) : (
                <p className="mt-3 text-sm text-muted">{t('days.nothing')}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );

  function bookingText(booking: VisitBooking, date: string) {
    if (booking.kind === 'stay') {
      return t(booking.startsOn === date ? 'days.checkIn' : 'days.staying', { title: booking.title });
    }
    if (booking.kind === 'meal') {
      return t('days.meal', {
        meal: booking.mealType ? t(`mealTypes.${booking.mealType}`, { ns: 'bookings' }) : '',
        title: booking.title,
      });
    }
    return t('days.ride', {
      time: booking.pickupAt ? format.clock(booking.pickupAt) : '',
      title: booking.title,
    });
  }
}

/** The day's Shabbos or Yom Tov, the candles lit this evening, and havdalah when the rest ends. */
function HolyDayTimes({ day, tomorrow }: { day: VisitDay; tomorrow: VisitDay | undefined }) {
  const { t } = useTranslation('visits');
  const format = useVisitFormat();
  const { holyDayName } = useMealFormat();
  const afterNightfall = tomorrow?.holyDay?.candlesAfterNightfall ? tomorrow.holyDay.candleLighting : null;
  const items = [
    day.candleLightingTonight ? t('days.candles', { time: format.clock(day.candleLightingTonight) }) : null,
    afterNightfall ? t('days.candlesAfter', { time: format.clock(afterNightfall) }) : null,
    day.holyDay?.havdalah ? t('days.havdalah', { time: format.clock(day.holyDay.havdalah) }) : null,
  ].filter((item): item is string => item !== null);
  if (!day.holyDay && !items.length) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {day.holyDay ? (
        <span className="inline-flex items-center gap-1.5 font-semibold text-gold-700">
          <Moon className="size-4" aria-hidden="true" />
          {holyDayName(day.holyDay)}
        </span>
      ) : null}
      {items.map((item) => (
        <span key={item} className="inline-flex items-center gap-1.5 text-ink">
          <Flame className="size-4 text-brick-600" aria-hidden="true" />
          {item}
        </span>
      ))}
    </div>
  );
}

function DayLine({ icon, tone, children }: { icon: ReactNode; tone: 'navy' | 'brick'; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2 text-sm">
      <span className={cn('mt-0.5 shrink-0', tone === 'navy' ? 'text-navy-600' : 'text-brick-600')}>
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

function BookingLine({
  booking,
  link,
  children,
}: {
  booking: VisitBooking;
  link: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('visits');
  const Icon = KIND_ICONS[booking.kind];
  const held =
    booking.status === 'pending_payment' ? <span className="text-muted"> ({t('days.held')})</span> : null;
  return (
    <DayLine icon={<Icon className="size-4" aria-hidden="true" />} tone="brick">
      {link ? (
        <Link
          to={`/bookings/${booking.id}`}
          className="font-medium text-navy-700 underline-offset-4 hover:underline"
        >
          {children}
        </Link>
      ) : (
        <span className="font-medium">{children}</span>
      )}
      {held}
    </DayLine>
  );
}

/** The way in or out: landing at (or flying out of) an airport, or arriving or leaving by road, and the flight. */
function EndLine({ end, way }: { end: VisitPlan['visit']['arrival']; way: 'in' | 'out' }) {
  const { t } = useTranslation('visits');
  const format = useVisitFormat();
  const time = format.clock(endInstant(end));
  const Icon = way === 'in' ? PlaneLanding : PlaneTakeoff;
  const [byAir, byRoad] =
    way === 'in' ? ['days.arriveFrom', 'days.arrive'] : ['days.leaveFrom', 'days.leave'];
  return (
    <DayLine icon={<Icon className="size-4" aria-hidden="true" />} tone="navy">
      {end.airport
        ? t(byAir, { airport: t(`airports.${end.airport}`, { ns: 'transport' }), time })
        : t(byRoad, { time })}
      {end.flight ? <Flight code={end.flight} /> : null}
    </DayLine>
  );
}

function Flight({ code }: { code: string }) {
  const { t } = useTranslation('visits');
  return (
    <span className="text-muted">
      {' · '}
      {/* The code is a run of its own, so "טיסה LY1" keeps its order in a Hebrew line. */}
      {t('page.flight')} <bdi dir="ltr">{code}</bdi>
    </span>
  );
}
