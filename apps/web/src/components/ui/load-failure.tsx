import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { failureMessageKey } from '@/lib/failure-message';
import { Button } from './button';

/**
 * A part of a page that did not load: product §8's network or general message, and a way to try again.
 * An alert by default; `announce={false}` for a second part of a page whose first already speaks up.
 */
export function LoadFailure({
  error,
  retryLabel,
  onRetry,
  className,
  announce = true,
}: {
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
  announce?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      {...(announce ? { role: 'alert' } : {})}
      className={cn('flex flex-wrap items-center gap-3 text-danger', className)}
    >
      {t(failureMessageKey(error), { ns: 'common' })}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
