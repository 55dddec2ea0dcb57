import { useTranslation } from 'react-i18next';
import { messageKey } from '@orchim/shared/messages';
import { cn } from '@/lib/cn';

/**
 * A list of rows while it loads: `rows` grey blocks of about a row's height, announced once as
 * "Loading..." (the blocks themselves are decorative).
 */
export function RowsSkeleton({ rows = 2, rowClassName = 'h-24' }: { rows?: number; rowClassName?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t(messageKey('loading'))}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={cn('animate-pulse rounded-xl bg-navy-50 motion-reduce:animate-none', rowClassName)}
        />
      ))}
    </div>
  );
}
