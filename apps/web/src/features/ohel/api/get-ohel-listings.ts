import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@orchim/shared/constants';
import type { OhelListings } from '@orchim/shared/ohel';
import { apiFetch } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';

export const OHEL_LISTINGS_PATH = '/rest/v1/ohel-listings';

/**
 * GET /rest/v1/ohel-listings?kind&page&lang: one page of the published Ohel listings
 * (ohelListingsQuerySchema). `search` is the query string of the page's URL (../ohel-filters.ts); `lang`
 * asks for the hosts' texts in the reader's language. Typed, not parsed: zod stays out of the /ohel chunk
 * (the server serialises its answer with ohelListingsSchema).
 */
export function getOhelListings(search: string, lang: Language, signal?: AbortSignal) {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return apiFetch<OhelListings>(`${OHEL_LISTINGS_PATH}?${params.toString()}`, signal ? { signal } : {});
}

export const ohelListingsQueryOptions = (search: string, lang: Language) =>
  queryOptions({
    queryKey: ['ohel-listings', 'list', { search, lang }],
    queryFn: ({ signal }) => getOhelListings(search, lang, signal),
  });

/**
 * The listings of the filters. The previous answer stays on screen while the next loads (the list dims
 * it); `enabled` is off while the server's search limit is in force (lib/search-block.ts).
 */
export function useOhelListings(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  // The query key follows the language (useLanguage re-renders when it changes).
  const lng = useLanguage();
  return useQuery({
    ...ohelListingsQueryOptions(search, lng),
    enabled,
    placeholderData: keepPreviousData,
  });
}
