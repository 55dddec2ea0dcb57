import { newYorkInstant, SITE_TIME_ZONE } from '@orchim/shared/dates';
import type { VisitEndInput } from '@orchim/shared/visits';
import { calendarDate, clockTime, TIME_FORMAT } from '@/lib/calendar-date';
import { useFormat } from '@/lib/format';

/** When an end of the visit is (landing or take-off, arriving or leaving by road), as an instant. */
export const endInstant = (end: Pick<VisitEndInput, 'date' | 'time'>) =>
  newYorkInstant(end.date, end.time)?.toISOString() ?? '';

/** A visit's dates and times as the page's language writes them, always on New York's clock. */
export function useVisitFormat() {
  const format = useFormat();
  const clock = (instant: string) => format.date(instant, { timeStyle: 'short', timeZone: SITE_TIME_ZONE });
  return {
    ...format,
    /** "4:12 PM". */
    clock,
    /** "Fri 4:12 PM": a time whose day may not be the one on screen. */
    dayTime: (instant: string) =>
      format.date(instant, {
        weekday: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: SITE_TIME_ZONE,
      }),
    /** "Friday, December 4". */
    day: (date: string) =>
      format.date(calendarDate(date), { weekday: 'long', day: 'numeric', month: 'long' }),
    /** "Fri, Dec 4". */
    shortDay: (date: string) =>
      format.date(calendarDate(date), { weekday: 'short', day: 'numeric', month: 'short' }),
    /** "Dec 3 – 6, 2026". */
    range: (from: string, to: string) => format.dateRange(calendarDate(from), calendarDate(to)),
    /** A visit's "HH:MM" local time, written as the language writes times. */
    time: (time: string) => format.date(clockTime(time), TIME_FORMAT),
  };
}
