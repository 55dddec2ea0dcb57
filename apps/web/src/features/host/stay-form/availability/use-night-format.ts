import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { addDays, nightsBetween } from '@orchim/shared/dates';
import { noonOf } from './night-dates';

/** Up to this many nights are named one by one ("November 24, 25, and 26"); more by the first and last. */
const NAMED_NIGHTS = 7;

/**
 * Nights as the page's language writes them: a night ("Thu, Dec 24"), the nights of a range [start, end)
 * by their first and last ("Dec 24 – 26, 2026"), or each by name ("December 24, 25, and 26"), through
 * Intl in New York's calendar.
 */
export function useNightFormat() {
  const { t } = useTranslation('hostForm');
  const format = useFormat();
  const range = (start: string, end: string) => {
    const last = addDays(end, -1);
    if (last <= start) return format.date(noonOf(start), { dateStyle: 'medium' });
    return format.dateRange(noonOf(start), noonOf(last));
  };
  const day = (night: string) =>
    format.date(noonOf(night), { weekday: 'short', month: 'short', day: 'numeric' });

  /**
   * The nights of [start, end) named so that the count can be checked against them: "November 24, 25,
   * and 26" (one month), "Nov 30, Dec 1, and Dec 2" (two), "every night from Nov 24 to Dec 5" (many).
   */
  const list = (start: string, end: string) => {
    const count = nightsBetween(start, end);
    const nights = Array.from({ length: count }, (_, index) => addDays(start, index));
    const short = (night: string) => format.date(noonOf(night), { month: 'short', day: 'numeric' });
    if (count > NAMED_NIGHTS) {
      return t('calendar.everyNight', { first: short(start), last: short(addDays(end, -1)) });
    }
    if (nights.every((night) => night.slice(0, 7) === start.slice(0, 7))) {
      return t('calendar.daysOfMonth', {
        month: format.date(noonOf(start), { month: 'long' }),
        days: format.list(nights.map((night) => format.date(noonOf(night), { day: 'numeric' }))),
      });
    }
    return format.list(nights.map(short));
  };

  return { range, day, list };
}
