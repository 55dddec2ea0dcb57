import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@orchim/shared/constants';
import type { OhelListingDetail } from '@orchim/shared/ohel';
import { apiFetch } from '@/lib/api';

/**
 * GET /rest/v1/ohel-listings/{id}?lang: a published listing in the reader's language, with how it is
 * booked (404 not_found when it is unknown or not published).
 */
export function getOhelListing(id: string, lang: Language) {
  return apiFetch<OhelListingDetail>(`/rest/v1/ohel-listings/${encodeURIComponent(id)}?lang=${lang}`);
}

export const ohelListingQueryOptions = (id: string, lang: Language) =>
  queryOptions({
    queryKey: ['ohel-listings', 'detail', id, { lang }],
    queryFn: () => getOhelListing(id, lang),
    // Switching the language keeps the listing on screen until its translation arrives; another
    // listing's page never shows the previous one meanwhile.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });

export const useOhelListing = (id: string, lang: Language) => useQuery(ohelListingQueryOptions(id, lang));
