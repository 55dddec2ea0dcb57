import { useTranslation } from 'react-i18next';
import type { ServiceHours } from '@orchim/shared/transport';
import { clockTime, TIME_FORMAT } from '@/lib/calendar-date';
import { useFormat } from '@/lib/format';

/**
 * A service's hours in words: "5:00 AM – 1:00 AM" (an end before the start runs past midnight), or
 * "Around the clock" when they start and end at the same time. Zod-free: the list uses it.
 */
export function useServiceHours() {
  const { t } = useTranslation('transport');
  const format = useFormat();
  return ({ start, end }: ServiceHours) =>
    start === end
      ? t('hours.allDay')
      : t('hours.range', {
          from: format.date(clockTime(start), TIME_FORMAT),
          to: format.date(clockTime(end), TIME_FORMAT),
        });
}

/** A trip's length: "45 min", "2 hr", "2 hr 30 min" (as each language abbreviates them). */
export function useTripDuration() {
  const format = useFormat();
  const unit = (value: number, name: 'hour' | 'minute') =>
    format.number(value, { style: 'unit', unit: name, unitDisplay: 'short' });
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (!hours) return unit(rest, 'minute');
    return rest ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour');
  };
}
