import { useTranslation } from 'react-i18next';
import { messageKey } from '@orchim/shared/messages';
import { cn } from '@/lib/cn';

/**
 * Product §2: 'Loading...' while a page (or its translations) loads. Announced politely, shown after a beat.
 */
export function PageFallback({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center p-8', fullScreen ? 'min-h-dvh' : 'min-h-[40vh]')}
    >
      <span className="flex items-center gap-3 text-muted">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-navy-100 border-t-navy-600 motion-reduce:animate-none"
        />
        {t(messageKey('loading'))}
      </span>
    </div>
  );
}
