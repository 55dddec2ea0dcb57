import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '@/lib/realtime';
import { cn } from '@/lib/cn';

const DOTS = {
  live: 'bg-success',
  connecting: 'bg-gold-500 animate-pulse motion-reduce:animate-none',
  reconnecting: 'bg-gold-500 animate-pulse motion-reduce:animate-none',
  offline: 'bg-muted',
} as const;

/** "Live", "Reconnecting…": whether new bookings arrive by themselves right now, read out politely. */
export function LiveIndicator() {
  const { t } = useTranslation('host');
  const status = useRealtimeStatus();
  return (
    <p
      role="status"
      aria-live="polite"
      className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-sm font-medium text-ink"
    >
      <span aria-hidden="true" className={cn('size-2.5 rounded-full', DOTS[status])} />
      {t(`bookings.live.${status}`)}
    </p>
  );
}
