import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@orchim/shared/constants';
import type { StaySearchResult } from '@orchim/shared/stays';
import { apiFetch } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';

export const STAYS_PATH = '/rest/v1/stays';

/**
 * GET /rest/v1/stays?<search>&lang: one page of stays matching a search (staySearchQuerySchema).
 * `search` is the query string the page built from its URL (search/stay-filters.ts); `lang` asks for
 * the hosts' texts in the reader's language. The answer is typed, not parsed: the server serialises it
 * with staySearchResultSchema, and zod stays out of this chunk.
 */
export function getStays(search: string, lang: Language, signal?: AbortSignal): Promise<StaySearchResult> {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return apiFetch<StaySearchResult>(`${STAYS_PATH}?${params.toString()}`, signal ? { signal } : {});
}

export const staysQueryOptions = (search: string, lang: Language) =>
  queryOptions({
    queryKey: ['stays', 'search', { search, lang }],
    queryFn: ({ signal }) => getStays(search, lang, signal),
  });

/**
 * The stays of a search. While the next page or the next filter loads, the previous answer stays on
 * screen (dimmed by the page), so the list does not collapse into skeletons and jump. `enabled` is off
 * while the server's search limit is in force: no request is sent until the wait is over.
 */
export function useStays(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  // The query key follows the language (useLanguage re-renders when it changes).
  const lng = useLanguage();
  return useQuery({
    ...staysQueryOptions(search, lng),
    enabled,
    placeholderData: keepPreviousData,
  });
}
