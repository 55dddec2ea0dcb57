import { isCalendarDate } from '@orchim/shared/dates';
import { MEAL_LIMITS, MEAL_TYPES, type MealType } from '@orchim/shared/meal-catalogue';
import type { HolyDayInfo, MealSitting } from '@orchim/shared/meals';

/**
 * The choice of a meal page (?date&mealType&guests): which sitting, for how many. A meal is dated by
 * its holy day (the Friday-night dinner of Shabbos 28 November is `date=2026-11-28`).
 */
export type MealParams = { date?: string; mealType?: MealType; guests: number };

/** Reads the choice from the page's URL; what makes no sense is left out (guests default to one). */
export function mealParamsOf(params: URLSearchParams): MealParams {
  const date = params.get('date');
  const mealType = MEAL_TYPES.find((type) => type === params.get('mealType'));
  const guests = Number(params.get('guests'));
  return {
    ...(date && isCalendarDate(date) ? { date } : {}),
    ...(mealType ? { mealType } : {}),
    guests: Number.isInteger(guests) && guests >= 1 && guests <= MEAL_LIMITS.maxSeats ? guests : 1,
  };
}

/** A holy day with the offer's sittings on it, in meal order. */
export type SittingDay = { day: HolyDayInfo; sittings: MealSitting[] };

/** The sittings grouped by holy day, in date order (the server sends them by date, then meal type). */
export function sittingDays(items: readonly MealSitting[]): SittingDay[] {
  const days: SittingDay[] = [];
  for (const sitting of items) {
    const last = days.at(-1);
    if (last && last.day.date === sitting.date) last.sittings.push(sitting);
    else days.push({ day: sitting.holyDay, sittings: [sitting] });
  }
  return days;
}

/** The sitting to offer on a day: the one asked for when it is there, else the first with room. */
export function sittingOnDay(day: SittingDay, guests: number, mealType?: MealType): MealSitting | undefined {
  return (
    day.sittings.find((sitting) => sitting.mealType === mealType) ??
    day.sittings.find((sitting) => sitting.seatsLeft >= guests) ??
    day.sittings.find((sitting) => sitting.seatsLeft > 0) ??
    day.sittings[0]
  );
}

export type MealChoice = { date?: string; mealType?: MealType };

/**
 * The sitting the booking card shows: the URL's when it names one (even one that cannot be booked: the
 * quote then says why, in the product's words), else the first coming sitting with room for the guests (of
 * the URL's meal type, when it names one).
 */
export function chooseSitting(params: MealParams, days: readonly SittingDay[]): MealChoice {
  if (params.date) {
    if (params.mealType) return { date: params.date, mealType: params.mealType };
    const day = days.find((item) => item.day.date === params.date);
    const sitting = day ? sittingOnDay(day, params.guests) : undefined;
    return { date: params.date, ...(sitting ? { mealType: sitting.mealType } : {}) };
  }
  const all = days.flatMap((day) => day.sittings);
  const ofType = params.mealType ? all.filter((sitting) => sitting.mealType === params.mealType) : all;
  const sitting =
    ofType.find((item) => item.seatsLeft >= params.guests) ??
    ofType.find((item) => item.seatsLeft > 0) ??
    all.find((item) => item.seatsLeft > 0);
  return sitting ? { date: sitting.date, mealType: sitting.mealType } : {};
}

/** The chosen sitting among those that can be booked, if it is one of them. */
export function findSitting(days: readonly SittingDay[], choice: MealChoice): MealSitting | undefined {
  return days
    .find((day) => day.day.date === choice.date)
    ?.sittings.find((sitting) => sitting.mealType === choice.mealType);
}

/**
 * How many guests the card offers: up to the seats left at the sitting (never more than the table has),
 * and the URL's count when it asks for more, so the card shows what the server would answer.
 */
export function guestOptions(
  sitting: MealSitting | undefined,
  seatsPerMeal: number,
  guests: number,
): number[] {
  const room = sitting && sitting.seatsLeft > 0 ? Math.min(sitting.seatsLeft, seatsPerMeal) : seatsPerMeal;
  return Array.from({ length: Math.max(1, room, guests) }, (_, index) => index + 1);
}
