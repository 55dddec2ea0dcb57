import { useFormat } from '@/lib/format';
import { addDays } from '@orchim/shared/dates';
import { noonOf } from './night-dates';

/**
 * Nights as the page's language writes them: a night ("Thu, Dec 24"), and the nights of a range
 * [start, end) by their first and last ("Dec 24 – 26, 2026"), through Intl in New York's calendar.
 */
export function useNightFormat() {
  const format = useFormat();
  const range = (start: string, end: string) => {
    const last = addDays(end, -1);
    if (last <= start) return format.date(noonOf(start), { dateStyle: 'medium' });
    return format.dateRange(noonOf(start), noonOf(last));
  };
  const day = (night: string) =>
    format.date(noonOf(night), { weekday: 'short', month: 'short', day: 'numeric' });
  return { range, day };
}
