import { intlLocale, SITE_TIME_ZONE, useFormat } from '@/lib/format';
import { calendarDate } from './calendar-date';

/** "Jun 3 – 6, 2026" in the reader's language (Intl's own range format, so each language words it its way). */
export function useStayDateRange() {
  const { lng } = useFormat();
  return (checkIn: string, checkOut: string) =>
    new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: 'medium', timeZone: SITE_TIME_ZONE }).formatRange(
      calendarDate(checkIn),
      calendarDate(checkOut),
    );
}
