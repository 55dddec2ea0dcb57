import type { BookingKind, Language, VisitBooking, VisitPlan } from '@orchim/shared';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { holyDays } from '../../lib/jewish-calendar';
import { MEAL_HOURS, mealStartsAt } from './plan';

/**
 * A visit as an iCalendar file (RFC 5545, written by the `ics` library): every booking, and the candle
 * lighting and havdalah of each Shabbos and Yom Tov in it, for the guest's own calendar or their family's.
 * Times are UTC instants, so every calendar shows them in its own zone; a stay is whole days, check-in
 * to check-out.
 */

const WORDS: Record<Language, Record<BookingKind | 'candles' | 'havdalah' | 'calendar', string>> = {
  en: {
    stay: 'Stay',
    meal: 'Meal',
    ride: 'Ride',
    candles: 'Candle lighting',
    havdalah: 'Havdalah',
    calendar: 'Visit to Crown Heights',
  },
  fr: {
    stay: 'Séjour',
    meal: 'Repas',
    ride: 'Trajet',
    candles: 'Allumage des bougies',
    havdalah: 'Havdala',
    calendar: 'Séjour à Crown Heights',
  },
  he: {
    stay: 'שהייה',
    meal: 'ארוחה',
    ride: 'נסיעה',
    candles: 'הדלקת נרות',
    havdalah: 'הבדלה',
    calendar: 'ביקור בקראון הייטס',
  },
};

const dateArray = (date: string): DateArray => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
};

const utc = (iso: string) => ({
  start: Date.parse(iso),
  startInputType: 'utc' as const,
  startOutputType: 'utc' as const,
});

/**
 * A booking's event: a stay's whole days, a ride from pickup to its trip's end, a meal from when it begins
 * for MEAL_HOURS (null when its day is not a holy day any more, which a kept booking never is).
 */
function bookingEvent(booking: VisitBooking, lang: Language): EventAttributes | null {
  const common = {
    uid: `booking-${booking.id}@orchim`,
    title: `${WORDS[lang][booking.kind]}: ${booking.title}`,
  };
  if (booking.kind === 'stay') {
    return { ...common, start: dateArray(booking.startsOn), end: dateArray(booking.endsOn) };
  }
  if (booking.kind === 'ride' && booking.pickupAt && booking.dropOffAt) {
    return {
      ...common,
      ...utc(booking.pickupAt),
      end: Date.parse(booking.dropOffAt),
      endInputType: 'utc',
      endOutputType: 'utc',
    };
  }
  const [day] = holyDays(booking.startsOn, booking.startsOn);
  if (booking.kind === 'meal' && booking.mealType && day) {
    return {
      ...common,
      ...utc(mealStartsAt(day, booking.mealType).toISOString()),
      duration: { hours: MEAL_HOURS },
    };
  }
  return null;
}

/** Candle lighting each evening before Shabbos or Yom Tov, and havdalah when it ends, as moments. */
function timesEvents(plan: VisitPlan, lang: Language): EventAttributes[] {
  const words = WORDS[lang];
  return plan.days.flatMap((day): EventAttributes[] => [
    ...(day.candleLightingTonight
      ? [
          {
            uid: `candles-${day.date}@orchim`,
            title: words.candles,
            ...utc(day.candleLightingTonight),
            duration: { minutes: 0 },
          },
        ]
      : []),
    ...(day.holyDay?.havdalah
      ? [
          {
            uid: `havdalah-${day.date}@orchim`,
            title: words.havdalah,
            ...utc(day.holyDay.havdalah),
            duration: { minutes: 0 },
          },
        ]
      : []),
  ]);
}

function calendarFile(events: EventAttributes[], calName: string): string {
  const { error, value } = createEvents(events, { productId: 'orchim', calName });
  if (error || !value) throw error ?? new Error('no calendar file written');
  return value;
}

const eventsOf = (bookings: readonly VisitBooking[], lang: Language) =>
  bookings.flatMap((booking) => bookingEvent(booking, lang) ?? []);

export function visitCalendarFile(plan: VisitPlan, lang: Language): string {
  return calendarFile(
    [...eventsOf(plan.bookings, lang), ...timesEvents(plan, lang)],
    plan.visit.title || WORDS[lang].calendar,
  );
}

/** One booking's own file, from its page. */
export function bookingCalendarFile(booking: VisitBooking, lang: Language): string {
  return calendarFile(eventsOf([booking], lang), booking.title);
}
