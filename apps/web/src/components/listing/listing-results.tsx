import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePart } from '@/components/page-part';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { CardSkeleton } from './card-skeleton';
import { Pagination } from './pagination';
import { EmptyResults, PastTheEnd, ResultsError, SearchPaused } from './results-notices';

/** Cards in the first row on the widest layout: their photos load at once, the others lazily. */
export const FIRST_ROW = 3;

/** One page of a list, as every search endpoint answers it. */
export type ListingPage<T> = {
  items: readonly T[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
  /** The total is only known to be at least `total` ("500+"): no last page in the pagination. */
  totalIsCapped?: boolean;
};

/** What the results read of a TanStack query (a UseQueryResult fits). */
export type ListingQuery<T> = {
  data: ListingPage<T> | undefined;
  error: unknown;
  isError: boolean;
  isPaused: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** The list's own words ("No stays match your search"); the generic ones come from `common`. */
export type ListingResultsLabels = {
  loading: string;
  emptyTitle: string;
  emptyText: string;
  pastEndTitle: string;
  errorTitle: string;
};

type Props<T> = {
  query: ListingQuery<T>;
  /** The search limit (lib/search-block.ts) holds every search back: how long is left. */
  blocked: boolean;
  waitMs: number;
  labels: ListingResultsLabels;
  /** The same search on another page. */
  hrefOfPage: (page: number) => string;
  /** The list without its filters, or null when none is applied (no "Clear all filters"). */
  clearHref: string | null;
  /** An error the page shows in its own place (the stays' refused dates): no list and no notice here. */
  hidesError?: (error: unknown) => boolean;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** A page link was followed (the page then brings the results into view). */
  onPageLink?: () => void;
  skeletons?: number;
  /** Cards in a row on the widest screens: 2 when a map takes the rest of the width. */
  wideColumns?: 2 | 3;
};

/**
 * A list's results in every state: paused by the search limit, failed (or offline) with a retry,
 * loading (card skeletons), nothing found, a page past the last one, or the cards in a grid with the
 * pagination under them; while another page or search loads, the old cards stay, dimmed.
 */
export function ListingResults<T>({
  query,
  blocked,
  waitMs,
  labels,
  hrefOfPage,
  clearHref,
  hidesError,
  itemKey,
  renderItem,
  onPageLink,
  skeletons = 6,
  wideColumns = 3,
}: Props<T>) {
  const { t } = useTranslation('common');

  if (blocked) return <SearchPaused waitMs={waitMs} />;
  if (query.isError && hidesError?.(query.error)) return null;
  // Offline, TanStack Query holds the search until the connection is back: say so, rather than leave
  // the previous search's cards on screen (or skeletons) as if nothing were wrong.
  if (query.isError || query.isPaused) {
    const network = query.isPaused || (query.error instanceof ApiError && query.error.isNetwork);
    return (
      <ResultsError
        title={labels.errorTitle}
        network={network}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {labels.loading}
        </p>
        <ul className={cn('grid gap-5 sm:grid-cols-2', wideColumns === 3 && 'xl:grid-cols-3')}>
          {Array.from({ length: skeletons }, (_, index) => (
            <li key={index}>
              <CardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const data = query.data;
  const updating = query.isPlaceholderData && query.isFetching;
  if (!data.items.length && !updating) {
    if (data.page > 1 && data.total > 0)
      return <PastTheEnd title={labels.pastEndTitle} firstHref={hrefOfPage(1)} />;
    return <EmptyResults title={labels.emptyTitle} text={labels.emptyText} clearHref={clearHref} />;
  }

  const pageCount = data.totalIsCapped ? null : Math.max(1, Math.ceil(data.total / data.pageSize));

  return (
    <div aria-busy={updating || undefined}>
      {updating ? (
        <p role="status" className="sr-only">
          {t('results.updating')}
        </p>
      ) : null}
      <ul
        className={cn(
          'grid gap-5 transition-opacity sm:grid-cols-2',
          wideColumns === 3 && 'xl:grid-cols-3',
          updating && 'opacity-60 motion-reduce:transition-none',
        )}
      >
        {data.items.map((item, index) => (
          <li key={itemKey(item)}>
            <PagePart>{renderItem(item, index)}</PagePart>
          </li>
        ))}
      </ul>
      <Pagination
        page={data.page}
        pageCount={pageCount}
        hasMore={data.hasMore}
        hrefOf={hrefOfPage}
        onNavigate={onPageLink}
      />
    </div>
  );
}
