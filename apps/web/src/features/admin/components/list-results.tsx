import { createContext, use, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyResults, PastTheEnd, ResultsError } from '@/components/listing/results-notices';
import { Pagination } from '@/components/listing/pagination';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { ADMIN_PAGE_SIZE } from '@orchim/shared/admin-vocabulary';
import type { AdminParams } from '../admin-params';

type PageQuery<P> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: P | undefined;
  refetch: () => unknown;
};

/**
 * A page of a list, or what stands in for it: loading rows, the error with a retry, "nothing matches"
 * (with the way back to the whole list), a page past the end; then how many there are, and the pages.
 */
export function ListResults<T, P extends { items: T[]; page: number; hasMore: boolean; total: number }>({
  query,
  params,
  filtered,
  children,
}: {
  query: PageQuery<P>;
  params: AdminParams;
  /** A search or filter is applied (the empty list then offers to clear them). */
  filtered: boolean;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (query.isPending) return <RowsSkeleton rows={4} rowClassName="h-16" />;
  if (query.isError || !query.data) {
    return (
      <ResultsError
        title={t('list.loadError')}
        network={query.error instanceof ApiError && query.error.isNetwork}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { items, page, hasMore, total } = query.data;
  if (!items.length) {
    if (params.page > 1) {
      return <PastTheEnd title={t('list.pastTheEnd')} firstHref={params.hrefWith({ page: undefined })} />;
    }
    return filtered ? (
      <EmptyResults
        title={t('list.noMatch')}
        text={t('list.noMatchText')}
        clearHref={params.hrefWith(clearAll(params))}
      />
    ) : (
      <EmptyResults title={t('list.empty')} text={t('list.emptyText')} clearHref={null} />
    );
  }
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
  return (
    <div>
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {t('list.showing', {
          from: format.number(first),
          to: format.number(first + items.length - 1),
          total: format.number(total),
        })}
      </p>
      {children(items)}
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))}
        hasMore={hasMore}
        hrefOf={(n) => params.hrefWith({ page: n === 1 ? undefined : n })}
      />
    </div>
  );
}

/** Every filter of the address removed (the section stays). */
function clearAll(params: AdminParams) {
  const changes: Record<string, undefined> = {};
  for (const name of ['q', 'kind', 'status', 'hidden', 'role', 'disabled', 'unread', 'action']) {
    if (params.get(name) !== null) changes[name] = undefined;
  }
  return changes;
}

/** A section of the admin page: its heading (focused when the section is chosen), a lead, its content. */
/**
 * Whether a section that appears takes the focus to its heading: yes once the admin has chosen another
 * section than the one the page opened on (reading starts there), not on the first load (the page's h1).
 * Each section's frame asks when it mounts, so a section whose code is still loading takes it on arrival.
 */
export const SectionFocus = createContext(false);

export function SectionFrame({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const focus = use(SectionFocus);
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (focus) heading.current?.focus({ preventScroll: true });
    // On arrival only: a section keeps its frame while its filters change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section aria-labelledby={id} className="space-y-5">
      <div>
        <h2
          ref={heading}
          id={id}
          tabIndex={-1}
          className="text-2xl font-semibold text-navy-800 focus:outline-none"
        >
          {title}
        </h2>
        <p className="mt-1 max-w-2xl text-muted">{lead}</p>
      </div>
      {children}
    </section>
  );
}
