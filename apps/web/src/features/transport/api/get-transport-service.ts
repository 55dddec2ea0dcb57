import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@orchim/shared/constants';
import type { TransportDetail } from '@orchim/shared/transport';
import { apiFetch } from '@/lib/api';

/** GET /rest/v1/transport/{id}?lang: a published service in the reader's language (404 not_found). */
export function getTransportService(id: string, lang: Language) {
  return apiFetch<TransportDetail>(`/rest/v1/transport/${encodeURIComponent(id)}?lang=${lang}`);
}

export const transportServiceQueryOptions = (id: string, lang: Language) =>
  queryOptions({
    queryKey: ['transport', 'detail', id, { lang }],
    queryFn: () => getTransportService(id, lang),
    // Switching the language keeps the service on screen until its translation arrives.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });

export const useTransportService = (id: string, lang: Language) =>
  useQuery(transportServiceQueryOptions(id, lang));
