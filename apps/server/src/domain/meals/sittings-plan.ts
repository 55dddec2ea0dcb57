import {
  addDays,
  MEAL_LIMITS,
  MEAL_TYPES,
  mealTypeFits,
  todayInNewYork,
  type MealType,
} from '@orchim/shared';
import { holyDays, type HolyDay } from '../../lib/jewish-calendar';
import { invalidDatesError, tooManyGuestsError } from '../bookings/errors';

/**
 * Which meals an offer serves on which days (issue 5), computed: holy days come from
 * src/lib/jewish-calendar.ts, the offer gives its meal types, its period and its closed dates. A
 * sitting can be booked (and cancelled) until the candle lighting that begins its day, and at most
 * MEAL_LIMITS.bookingHorizonDays ahead.
 */

export interface OfferCalendar {
  mealTypes: readonly MealType[];
  offeredFrom: string;
  offeredUntil: string | null;
}

export interface OfferedSitting {
  day: HolyDay;
  mealType: MealType;
}

/** The last day a meal can be booked for, seen from `now`. */
export const horizonEnd = (now: Date) => addDays(todayInNewYork(now), MEAL_LIMITS.bookingHorizonDays);

/** Whether the day's candle lighting is still ahead: before it, its meals can be booked and cancelled. */
export const beforeCandleLighting = (day: Pick<HolyDay, 'candleLighting'>, now: Date) =>
  now.getTime() < Date.parse(day.candleLighting);

/** The offer's meals of one holy day, in MEAL_TYPES order, whether or not still bookable. */
function mealsOf(offer: OfferCalendar, day: HolyDay, closed: ReadonlySet<string>): MealType[] {
  if (day.date < offer.offeredFrom) return [];
  if (offer.offeredUntil !== null && day.date > offer.offeredUntil) return [];
  if (closed.has(day.date)) return [];
  return MEAL_TYPES.filter((type) => offer.mealTypes.includes(type) && mealTypeFits(type, day.kinds));
}

/** The bookable sittings of an offer from `from` to `to` (both included), by date then meal type. */
export function offeredSittings(
  offer: OfferCalendar,
  closedDates: Iterable<string>,
  from: string,
  to: string,
  now: Date,
): OfferedSitting[] {
  const closed = new Set(closedDates);
  const last = [to, horizonEnd(now)].sort()[0]!;
  const first = [from, todayInNewYork(now)].sort()[1]!;
  if (first > last) return [];
  return holyDays(first, last)
    .filter((day) => beforeCandleLighting(day, now))
    .flatMap((day) => mealsOf(offer, day, closed).map((mealType) => ({ day, mealType })));
}

/**
 * The holy day of a sitting when the offer serves that meal that day and it can still be booked, else
 * null ('Please select valid dates'): a Shabbos or Yom Tov whose kind fits the meal, an offered meal
 * type, within the offer's period, not a closed date, within the horizon, before candle lighting.
 */
export function bookableDay(
  offer: OfferCalendar,
  closedDates: Iterable<string>,
  date: string,
  mealType: MealType,
  now: Date,
): HolyDay | null {
  const [day] = holyDays(date, date);
  if (!day || date > horizonEnd(now) || !beforeCandleLighting(day, now)) return null;
  return mealsOf(offer, day, new Set(closedDates)).includes(mealType) ? day : null;
}

/**
 * The checks a booking and a quote share, in order: the day ('Please select valid dates', field
 * `date`), then the guests against the offer's seats per meal ('Too many guests for this
 * accommodation', field `guestsField`). Answers the sitting's holy day.
 */
export function checkSitting(
  offer: OfferCalendar & { seatsPerMeal: number },
  closedDates: Iterable<string>,
  request: { date: string; mealType: MealType; guests: number },
  now: Date,
  guestsField: string,
): HolyDay {
  const day = bookableDay(offer, closedDates, request.date, request.mealType, now);
  if (!day) throw invalidDatesError('date');
  if (request.guests > offer.seatsPerMeal) throw tooManyGuestsError(guestsField);
  return day;
}
