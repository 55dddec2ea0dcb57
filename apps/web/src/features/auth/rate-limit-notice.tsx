import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { useFormat } from '@/lib/format';

/**
 * Product §5: while the rate limiter makes the visitor wait, how long is left (the submit button is disabled
 * meanwhile). Also shown for the server's 429, whose Retry-After the limiter adopts.
 */
export function RateLimitNotice({ waitMs }: { waitMs: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (waitMs <= 0) return null;
  return (
    <p role="status" className="flex gap-3 rounded-xl border border-gold-500/50 bg-gold-100/60 p-4 text-ink">
      <Clock className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden="true" />
      {t('account.tooManyAttempts', { duration: format.duration(waitMs) })}
    </p>
  );
}
