import { useTranslation } from 'react-i18next';
import { Moon } from 'lucide-react';
import { useFormat } from '@/lib/format';

/**
 * While it is Shabbos or Yom Tov in New York, the guest learns when the host will answer: after havdalah,
 * at the time the API gives, written in the page's language and in New York time (useFormat's zone).
 */
export function ShabbosNote({ until, hostName }: { until: string; hostName: string }) {
  const { t } = useTranslation('conversations');
  const format = useFormat();
  return (
    <p className="flex gap-3 rounded-xl bg-navy-50 px-4 py-3 leading-relaxed text-navy-800">
      <Moon className="mt-1 size-5 shrink-0" aria-hidden="true" />
      <span>
        {t('shabbos.note', {
          name: hostName,
          time: format.date(until, { weekday: 'long', hour: 'numeric', minute: '2-digit' }),
        })}
      </span>
    </p>
  );
}
