/**
 * Calendar dates (YYYY-MM-DD) in Crown Heights' time zone. Stays, meals and rides are booked by New York
 * calendar dates (DESIGN: Dates), so "today" is New York's today whatever the reader's clock says.
 * Zod-free: the home page uses these on the first load.
 */

export const SITE_TIME_ZONE = 'America/New_York';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written YYYY-MM-DD (so 2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Made once: building a DateTimeFormat is costly, and the server asks for today on every search.
let newYorkDate: Intl.DateTimeFormat | undefined;
// New York is a whole number of hours off UTC, so its date can only change on a UTC hour: the answer
// is kept for the hour it was asked in.
let known: { hour: number; date: string } | undefined;

/** Today's calendar date in Crown Heights, as YYYY-MM-DD. */
export function todayInNewYork(now: Date = new Date()): string {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (known?.hour === hour) return known.date;
  newYorkDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = newYorkDate.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  known = { hour, date: `${part('year')}-${part('month')}-${part('day')}` };
  return known.date;
}

const utcOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(utcOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date after `date`. */
export const nextDay = (date: string) => addDays(date, 1);

/** Nights from check-in to check-out (negative when check-out comes first). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((utcOf(checkOut) - utcOf(checkIn)) / DAY_MS);
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a 24-hour clock time written HH:MM, 00:00 to 23:59. */
export const isClockTime = (value: string): boolean => CLOCK_TIME.test(value);

/** Minutes after midnight of an HH:MM clock time. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

let newYorkClock: Intl.DateTimeFormat | undefined;

/** The wall clock of New York at `instant`, read as if it were UTC (milliseconds, whole minutes). */
function newYorkWallClock(instant: number): number {
  newYorkClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts = newYorkClock.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** The New York calendar date and clock time (YYYY-MM-DD, HH:MM) of an instant. */
export function newYorkDateTime(instant: Date): { date: string; time: string } {
  const iso = new Date(newYorkWallClock(instant.getTime())).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * The instant a New York calendar date and clock time (YYYY-MM-DD, HH:MM) stand for, or null when
 * either is malformed or the time does not exist that day (the hour skipped when clocks go forward,
 * e.g. 02:30 on 8 March 2026). A time that happens twice (clocks go back) is its first occurrence.
 */
export function newYorkInstant(date: string, time: string): Date | null {
  if (!isCalendarDate(date) || !isClockTime(time)) return null;
  const wall = utcOf(date) + minutesOfDay(time) * 60_000;
  // New York is 4 hours behind UTC in summer, 5 in winter: one of them gives that wall clock, or none.
  for (const hoursBehind of [4, 5]) {
    const instant = wall + hoursBehind * 3_600_000;
    if (newYorkWallClock(instant) === wall) return new Date(instant);
  }
  return null;
}
