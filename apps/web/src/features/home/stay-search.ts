import { SITE_TIME_ZONE } from '@/lib/format';

/** The guest counts the search entry offers. */
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 16;

export type StaySearch = { checkIn: string; checkOut: string; guests: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (so 2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's calendar date in Crown Heights (stays are booked by New York dates), as YYYY-MM-DD. */
export function todayInNewYork(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar date after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

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
