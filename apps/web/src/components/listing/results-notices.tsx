import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, RotateCw, SearchX, TriangleAlert, WifiOff } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useFormat } from '@/lib/format';

type NoticeProps = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  children?: ReactNode;
  role?: 'alert' | 'status';
  tone?: 'calm' | 'warn';
};

/** A whole-results message in place of the cards: an icon, a heading, a line and what to do next. */
function Notice({ icon: Icon, title, children, role, tone = 'calm' }: NoticeProps) {
  return (
    <div
      role={role}
      className="flex flex-col items-center rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-12 text-center"
    >
      <span
        className={
          tone === 'warn'
            ? 'inline-flex size-14 items-center justify-center rounded-full bg-gold-100 text-gold-700'
            : 'inline-flex size-14 items-center justify-center rounded-full bg-brick-50 text-brick-600'
        }
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-balance text-navy-800">{title}</h3>
      {children}
    </div>
  );
}

/** Nothing matches: say so kindly (in the list's own words), and offer the way back to every listing. */
export function EmptyResults({
  title,
  text,
  clearHref,
}: {
  title: string;
  text: string;
  clearHref: string | null;
}) {
  const { t } = useTranslation('common');
  return (
    <Notice icon={SearchX} title={title}>
      <p className="mt-2 max-w-md text-pretty text-muted">{text}</p>
      {clearHref !== null ? (
        <ButtonLink to={clearHref} className="mt-6">
          {t('results.clearFilters')}
        </ButtonLink>
      ) : null}
    </Notice>
  );
}

/** A page number past the last page (an old link, say). */
export function PastTheEnd({ title, firstHref }: { title: string; firstHref: string }) {
  const { t } = useTranslation('common');
  return (
    <Notice icon={SearchX} title={title}>
      <ButtonLink to={firstHref} className="mt-6">
        {t('results.firstPage')}
      </ButtonLink>
    </Notice>
  );
}

/**
 * The search failed, or cannot start because the browser is offline: the list's own title, the product §8
 * message for a lost connection or for anything else, and a retry (offline, the search also resumes by
 * itself once the connection is back).
 */
export function ResultsError({
  title,
  network,
  onRetry,
  retrying,
}: {
  title: string;
  network: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Notice icon={network ? WifiOff : TriangleAlert} title={title} role="alert">
      <p className="mt-2 max-w-md text-pretty text-muted">{t(messageKey(network ? 'network' : 'general'))}</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw
          className={retrying ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
          aria-hidden="true"
        />
        {t('results.retry')}
      </Button>
    </Notice>
  );
}

/**
 * The server's search limit was reached (product §9; one limit for every list): how long is left, ticking
 * down. No button: the search runs again by itself when the wait is over, and not before.
 */
export function SearchPaused({ waitMs }: { waitMs: number }) {
  const { t } = useTranslation('common');
  const format = useFormat();
  return (
    <Notice icon={Clock} title={t('results.rateLimited.title')} role="status" tone="warn">
      <p className="mt-2 max-w-md text-pretty text-ink">
        {t('results.rateLimited.text', { duration: format.duration(waitMs) })}
      </p>
    </Notice>
  );
}
