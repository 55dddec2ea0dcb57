/**
 * Stay dates are calendar dates (YYYY-MM-DD) in New York. Formatting one as midnight would show the day
 * before for a reader west of New York, and lib/format's dates are New York's: noon UTC is the same
 * calendar day there, whatever the season.
 */
export const calendarDate = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** A check-in or check-out time ("15:00", or "15:00:00"), to format with `timeZone: 'UTC'`. */
export const clockTime = (time: string) => new Date(`1970-01-01T${time.slice(0, 5)}:00Z`);

/** Options that show a clockTime as the reader's language writes times (3:00 PM, 15:00). */
export const TIME_FORMAT: Intl.DateTimeFormatOptions = { timeStyle: 'short', timeZone: 'UTC' };

/** A calendar date as the browser's local midnight, which is what react-day-picker draws. */
export function dateOf(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The calendar date react-day-picker means by a local Date. */
export function isoOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
