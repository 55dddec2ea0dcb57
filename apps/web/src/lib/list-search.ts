import { useEffect, useLayoutEffect, useRef } from 'react';
import { ApiError } from './api';
import { reveal } from './reveal';

/**
 * API_ERROR_CODES.rateLimited and BOOKING_ERROR_CODES.invalidDates, written out: both modules build zod
 * schemas when loaded, which would bring the schema library into the list pages' chunks for two strings.
 */
const RATE_LIMITED = 'over_request_rate_limit';
const INVALID_DATES = 'invalid_dates';

export const isRateLimited = (error: unknown) =>
  error instanceof ApiError && (error.status === 429 || error.code === RATE_LIMITED);
/** The server refused the search's dates (a stay's, a meal's). */
export const isInvalidDates = (error: unknown) => error instanceof ApiError && error.code === INVALID_DATES;

/** What a list page reads of its TanStack query. */
type ListQuery = { data: unknown; error: unknown; isError: boolean; isPaused: boolean };

/** lib/search-block.ts's search limit. */
type SearchBlock = { blocked: boolean; waitMs: number; block: (ms?: number) => void };

/**
 * What every list page does around its query: holds every search back for as long as the server's
 * search limit says (no retries, no polling), and when a page link is followed, brings the top of the
 * results into view and starts reading at their heading. `shown` is the answer the heading may count.
 */
export function useListSearch<Q extends ListQuery>(query: Q, searchBlock: SearchBlock, page: number) {
  const { blocked, waitMs, block } = searchBlock;
  const resultsRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageChangeByLink = useRef(false);

  const { error } = query;
  useEffect(() => {
    if (isRateLimited(error)) {
      const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
      block(seconds === undefined ? undefined : seconds * 1000);
    }
  }, [error, block]);

  useLayoutEffect(() => {
    if (!pageChangeByLink.current) return;
    pageChangeByLink.current = false;
    reveal(resultsRef.current, headingRef.current);
  }, [page]);

  return {
    query,
    blocked,
    waitMs,
    resultsRef,
    headingRef,
    onPageLink: () => {
      pageChangeByLink.current = true;
    },
    shown: (blocked || query.isError || query.isPaused ? undefined : query.data) as Q['data'] | undefined,
  };
}
