import { addDays, isCalendarDate, nightsBetween } from '@orchim/shared/dates';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';

/**
 * The calendar rules of one stay, on YYYY-MM-DD calendar dates (New York's, like the server's). A taken
 * range holds the nights from `start` to the night before `end`: `end` is a check-out day, so it is free
 * as the next guest's check-in, and a new stay may check out on a taken range's `start`.
 */
export type TakenRange = { start: string; end: string };

export type StayRules = {
  today: string;
  taken: readonly TakenRange[];
  minimumNights: number;
};

export function isNightTaken(night: string, taken: readonly TakenRange[]): boolean {
  return taken.some((range) => night >= range.start && night < range.end);
}

/** The last day a stay from `checkIn` may check out: the first taken night after it, or the longest stay. */
export function latestCheckOut(checkIn: string, taken: readonly TakenRange[]): string {
  let latest = addDays(checkIn, STAY_LIMITS.maxNights);
  for (const range of taken) if (range.start > checkIn && range.start < latest) latest = range.start;
  return latest;
}

/**
 * A night can start a stay when it is bookable (today or later, within the booking horizon), free, and
 * the minimum nights after it are free too.
 */
export function canCheckIn(night: string, { today, taken, minimumNights }: StayRules): boolean {
  if (night < today || nightsBetween(today, night) > STAY_LIMITS.bookingHorizonDays) return false;
  if (isNightTaken(night, taken)) return false;
  return nightsBetween(night, latestCheckOut(night, taken)) >= Math.max(1, minimumNights);
}

export function canCheckOut(day: string, checkIn: string, { taken, minimumNights }: StayRules): boolean {
  const nights = nightsBetween(checkIn, day);
  return nights >= Math.max(1, minimumNights) && day <= latestCheckOut(checkIn, taken);
}

export type DateSelection = { checkIn: string; checkOut: string };

/**
 * The selection after a click on `day` (an enabled day, see isSelectable): while a check-in waits for its
 * check-out, a later day ends the stay, the check-in itself clears it and an earlier day starts again;
 * otherwise the day starts a new stay.
 */
export function pickDay(day: string, { checkIn, checkOut }: DateSelection, rules: StayRules): DateSelection {
  const choosingCheckOut = Boolean(checkIn) && !checkOut;
  if (choosingCheckOut) {
    if (day === checkIn) return { checkIn: '', checkOut: '' };
    if (day > checkIn && canCheckOut(day, checkIn, rules)) return { checkIn, checkOut: day };
  }
  return canCheckIn(day, rules) ? { checkIn: day, checkOut: '' } : { checkIn, checkOut };
}

/** Whether a click on `day` would do something (the calendar disables the others). */
export function isSelectable(day: string, { checkIn, checkOut }: DateSelection, rules: StayRules): boolean {
  if (checkIn && !checkOut) {
    if (day === checkIn) return true;
    if (day > checkIn) return canCheckOut(day, checkIn, rules);
  }
  return canCheckIn(day, rules);
}

/**
 * Why the calendar greys a day out (null when it is selectable), so its legend and the day's label can
 * say so: `past`, `tooFarAhead` (after the booking horizon), `taken` (booked or closed by the host),
 * `minimumNights` (a check-out too soon after the check-in, or a free night followed by fewer free nights
 * than the stay's minimum) and `outOfReach` (while a check-in waits: after its latest check-out, the first
 * taken night or the longest stay). Follows isSelectable: a day is greyed exactly when this is not null.
 */
export type UnavailableReason = 'past' | 'tooFarAhead' | 'taken' | 'minimumNights' | 'outOfReach';

export function unavailableReason(
  day: string,
  selection: DateSelection,
  rules: StayRules,
): UnavailableReason | null {
  if (isSelectable(day, selection, rules)) return null;
  const { checkIn, checkOut } = selection;
  const { today, taken, minimumNights } = rules;
  if (day < today) return 'past';
  if (isNightTaken(day, taken)) return 'taken';
  if (checkIn && !checkOut && day > checkIn) {
    return nightsBetween(checkIn, day) < Math.max(1, minimumNights) ? 'minimumNights' : 'outOfReach';
  }
  if (nightsBetween(today, day) > STAY_LIMITS.bookingHorizonDays) return 'tooFarAhead';
  return 'minimumNights';
}

/** While a check-in waits: the first and the last day it may check out (the days between are all free). */
export function checkOutWindow(checkIn: string, { taken, minimumNights }: StayRules) {
  return { earliest: addDays(checkIn, Math.max(1, minimumNights)), latest: latestCheckOut(checkIn, taken) };
}

/** The dates of the URL (?checkIn&checkOut), keeping only real dates in order. */
export function selectionOf(params: URLSearchParams): DateSelection {
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  if (!isCalendarDate(checkIn)) return { checkIn: '', checkOut: '' };
  return { checkIn, checkOut: isCalendarDate(checkOut) && checkOut > checkIn ? checkOut : '' };
}

/**
 * The guest count of the URL (?guests), at least 1. A count above the stay's maximum is kept, not quietly
 * lowered: a family of seven following a link to a home for five must be told it is too small ('Too many
 * guests for this accommodation', from the server's quote), not shown a price for five.
 */
export function guestsOf(params: URLSearchParams, maxGuests: number): number {
  const guests = Number(params.get('guests'));
  if (!Number.isInteger(guests) || guests < 1) return 1;
  return Math.min(guests, Math.max(STAY_LIMITS.maxGuests, maxGuests));
}
