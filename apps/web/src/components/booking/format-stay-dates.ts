import { useFormat } from '@/lib/format';
import { calendarDate } from '@/lib/calendar-date';

/** "Jun 3 – 6, 2026" in the reader's language (Intl's own range format, so each language words it its way). */
export function useStayDateRange() {
  const format = useFormat();
  return (checkIn: string, checkOut: string) =>
    format.dateRange(calendarDate(checkIn), calendarDate(checkOut));
}
