import { isCalendarDate } from '@orchim/shared/dates';

export { isCalendarDate, nextDay, todayInNewYork } from '@orchim/shared/dates';

import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';

/** The guest counts the search entry offers. */
export const MIN_GUESTS = 1;
export const MAX_GUESTS = STAY_LIMITS.maxGuests;

export type StaySearch = { checkIn: string; checkOut: string; guests: number };

/**
 * Dates are valid when both are real dates, check-in is today or later (New York time) and check-out is
 * after check-in. ISO dates compare correctly as strings.
 */
export function hasValidDates(
  { checkIn, checkOut }: Pick<StaySearch, 'checkIn' | 'checkOut'>,
  today: string,
) {
  return isCalendarDate(checkIn) && isCalendarDate(checkOut) && checkIn >= today && checkOut > checkIn;
}

export function isValidGuestCount(guests: number) {
  return Number.isInteger(guests) && guests >= MIN_GUESTS && guests <= MAX_GUESTS;
}

/** The stays list URL for a search: /stays?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N */
export function staySearchUrl({ checkIn, checkOut, guests }: StaySearch): string {
  const params = new URLSearchParams({ checkIn, checkOut, guests: String(guests) });
  return `/stays?${params.toString()}`;
}
