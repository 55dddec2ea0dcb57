import { MEAL_TYPES, mealTypeFits, type HostMealDay, type MealType } from '@orchim/shared';
import type { SittingCounter } from '../../../db/repositories/host-offers';
import type { HolyDay } from '../../../lib/jewish-calendar';

/**
 * Which meals an offer serves, seen from the host's form: the days it offers, and the coming sittings
 * that already have bookings, which a save may neither take away nor give fewer seats than booked.
 */

/** What decides the days of an offer (see src/domain/meals/sittings-plan.ts). */
export interface OfferDays {
  mealTypes: readonly MealType[];
  offeredFrom: string;
  offeredUntil: string | null;
  closedDates: readonly string[];
}

const inPeriod = (offer: OfferDays, date: string) =>
  date >= offer.offeredFrom && (offer.offeredUntil === null || date <= offer.offeredUntil);

/** Whether the offer serves this meal on this holy day (whose kind fits the meal). */
function serves(offer: OfferDays, date: string, mealType: MealType): boolean {
  return inPeriod(offer, date) && !offer.closedDates.includes(date) && offer.mealTypes.includes(mealType);
}

/** Booked sittings the offer would no longer serve: a day closed or out of the period, a meal type taken off. */
export const droppedSittings = (offer: OfferDays, counters: readonly SittingCounter[]) =>
  counters.filter((sitting) => sitting.seatsTaken > 0 && !serves(offer, sitting.date, sitting.mealType));

/** Sittings with more seats booked than the offer's new seats per meal. */
export const overbookedSittings = (seatsPerMeal: number, counters: readonly SittingCounter[]) =>
  counters.filter((sitting) => sitting.seatsTaken > seatsPerMeal);

/** The meals that belong to a holy day: Shabbos meals on Shabbos, Yom Tov meals on Yom Tov. */
export const mealTypesOf = (day: HolyDay): MealType[] =>
  MEAL_TYPES.filter((type) => mealTypeFits(type, day.kinds));

/**
 * The holy days as the form's calendar shows them; with an offer, what it serves each day and the seats
 * of each meal (its counter's when it has one, else the offer's seats per meal).
 */
export function mealCalendarDays(
  days: readonly HolyDay[],
  offer: (OfferDays & { seatsPerMeal: number; counters: readonly SittingCounter[] }) | null,
): HostMealDay[] {
  return days.map((day) => {
    const mealTypes = mealTypesOf(day);
    if (!offer) return { date: day.date, holyDay: day, mealTypes, offer: null };
    const sittings = mealTypes.map((mealType) => {
      const counter = offer.counters.find((c) => c.date === day.date && c.mealType === mealType);
      return {
        mealType,
        offered: serves(offer, day.date, mealType),
        seats: counter?.seats ?? offer.seatsPerMeal,
        seatsTaken: counter?.seatsTaken ?? 0,
      };
    });
    return {
      date: day.date,
      holyDay: day,
      mealTypes,
      offer: { closed: offer.closedDates.includes(day.date), inPeriod: inPeriod(offer, day.date), sittings },
    };
  });
}
