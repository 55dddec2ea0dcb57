import { addDays, nightsBetween } from '@orchim/shared/dates';
import type { HostCalendar } from '@orchim/shared/host';

/**
 * The availability step's dates: New York calendar dates (YYYY-MM-DD) throughout, as the server keeps
 * them. The host picks the first and the last night to block; a block on the wire ends the morning after
 * its last night.
 */
export type CalendarEntry = HostCalendar['entries'][number];

/** A calendar date at noon UTC: the same day in New York whatever the season, for Intl to format. */
export const noonOf = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** The entry holding a night (booked or blocked), if any. */
export function entryOfNight(night: string, entries: readonly CalendarEntry[]): CalendarEntry | undefined {
  return entries.find((entry) => night >= entry.start && night < entry.end);
}

/** The last night of an entry (its end is the morning after). */
export const lastNightOf = (entry: { end: string }) => addDays(entry.end, -1);

export type NightSelection = { first: string; last: string };

export const NO_SELECTION: NightSelection = { first: '', last: '' };

/**
 * The selection after a click on a free night: the first click picks the first night, the next one on
 * or after it the last (when every night between is free), anything else starts again from the night
 * clicked. Taken nights are never picked (the caller says why).
 */
export function pickNight(
  night: string,
  { first, last }: NightSelection,
  entries: readonly CalendarEntry[],
): NightSelection {
  if (first && !last && night >= first) {
    const crossesTaken = entries.some((entry) => entry.start <= night && entry.end > first);
    if (!crossesTaken) return { first, last: night };
  }
  return { first: night, last: '' };
}

/** The body of POST …/blocks for a selection: the first night, and the morning after the last. */
export function blockOf({ first, last }: NightSelection) {
  return { start: first, end: addDays(last || first, 1) };
}

/**
 * How many nights a selection holds: the first and the last night and every one between, so 24 to 26
 * November is three nights (24, 25, 26). The same count as a guest's stay, whose dates are the check-in
 * and the check-out: the block of those nights is the stay from 24 (check-in) to 27 (check-out).
 */
export function nightsOf(selection: NightSelection): number {
  const { start, end } = blockOf(selection);
  return nightsBetween(start, end);
}
