import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@orchim/shared/constants';
import type { StayDetail } from '@orchim/shared/stays';
import { apiFetch } from '@/lib/api';

/** GET /rest/v1/stays/{id}?lang: a published stay, its text in the reader's language (404 not_found). */
export function getStay(id: string, lang: Language) {
  return apiFetch<StayDetail>(`/rest/v1/stays/${encodeURIComponent(id)}?lang=${lang}`);
}

export const getStayQueryOptions = (id: string, lang: Language) =>
  queryOptions({
    queryKey: ['stays', 'detail', id, { lang }],
    queryFn: () => getStay(id, lang),
    // Switching the language keeps the stay on screen until its translation arrives; another stay's
    // page never shows the previous one meanwhile.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });

export const useStay = (id: string, lang: Language) => useQuery(getStayQueryOptions(id, lang));
