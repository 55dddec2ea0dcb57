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

/** Nothing matches: say so kindly, and offer the way back to every stay. */
export function EmptyResults({ clearHref }: { clearHref: string | null }) {
  const { t } = useTranslation('stays');
  return (
    <Notice icon={SearchX} title={t('list.empty.title')}>
      <p className="mt-2 max-w-md text-pretty text-muted">{t('list.empty.text')}</p>
      {clearHref !== null ? (
        <ButtonLink to={clearHref} className="mt-6">
          {t('list.empty.clear')}
        </ButtonLink>
      ) : null}
    </Notice>
  );
}

/** A page number past the last page (an old link, say). */
export function PastTheEnd({ firstHref }: { firstHref: string }) {
  const { t } = useTranslation('stays');
  return (
    <Notice icon={SearchX} title={t('list.pastEnd.title')}>
      <ButtonLink to={firstHref} className="mt-6">
        {t('list.pastEnd.first')}
      </ButtonLink>
    </Notice>
  );
}

/**
 * The search failed, or cannot start because the browser is offline: the SPEC §8 message for a lost
 * connection or for anything else, and a retry (offline, the search also resumes by itself once the
 * connection is back).
 */
export function ResultsError({
  network,
  onRetry,
  retrying,
}: {
  network: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('stays');
  return (
    <Notice icon={network ? WifiOff : TriangleAlert} title={t('list.error.title')} role="alert">
      <p className="mt-2 max-w-md text-pretty text-muted">
        {t(messageKey(network ? 'network' : 'general'), { ns: 'common' })}
      </p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw
          className={retrying ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
          aria-hidden="true"
        />
        {t('list.error.retry')}
      </Button>
    </Notice>
  );
}

/**
 * The server's search limit was reached (SPEC §9): how long is left, ticking down. No button: the search
 * runs again by itself when the wait is over, and not before.
 */
export function SearchPaused({ waitMs }: { waitMs: number }) {
  const { t } = useTranslation('stays');
  const format = useFormat();
  return (
    <Notice icon={Clock} title={t('list.rateLimited.title')} role="status" tone="warn">
      <p className="mt-2 max-w-md text-pretty text-ink">
        {t('list.rateLimited.text', { duration: format.duration(waitMs) })}
      </p>
    </Notice>
  );
}
