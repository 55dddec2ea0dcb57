import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@orchim/shared/constants';
import type { TransportList } from '@orchim/shared/transport';
import { apiFetch } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';

export const TRANSPORT_PATH = '/rest/v1/transport';

/**
 * GET /rest/v1/transport?<filters>&lang: one page of services (transportListQuerySchema). `search` is
 * the query string of the page's URL (../transport-filters.ts); `lang` asks for the providers' texts in
 * the reader's language. Typed, not parsed: zod stays out of the list's chunk.
 */
export function getTransportList(search: string, lang: Language, signal?: AbortSignal) {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return apiFetch<TransportList>(`${TRANSPORT_PATH}?${params.toString()}`, signal ? { signal } : {});
}

export const transportListQueryOptions = (search: string, lang: Language) =>
  queryOptions({
    queryKey: ['transport', 'list', { search, lang }],
    queryFn: ({ signal }) => getTransportList(search, lang, signal),
  });

/**
 * The services of the filters. The previous answer stays on screen while the next loads (the page dims
 * it); `enabled` is off while the server's search limit is in force.
 */
export function useTransportList(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  // The query key follows the language (useLanguage re-renders when it changes).
  const lng = useLanguage();
  return useQuery({
    ...transportListQueryOptions(search, lng),
    enabled,
    placeholderData: keepPreviousData,
  });
}
