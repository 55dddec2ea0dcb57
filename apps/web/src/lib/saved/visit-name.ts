import { useTranslation } from 'react-i18next';
import type { Visit } from '@orchim/shared/visits';
import { calendarDate } from '@/lib/calendar-date';
import { useFormat } from '@/lib/format';

/** What a visit is called where the guest picks one: its title, or its dates when it has none. */
export function useVisitName() {
  const { t } = useTranslation();
  const format = useFormat();
  return (visit: Pick<Visit, 'title' | 'arrival' | 'departure'>) =>
    visit.title.trim() ||
    t('save.visitDates', {
      dates: format.dateRange(calendarDate(visit.arrival.date), calendarDate(visit.departure.date)),
    });
}
