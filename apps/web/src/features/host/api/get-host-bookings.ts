import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HostBookingPage } from '@orchim/shared/host';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { toSearch } from '@/lib/url-filters';
import { hostKeys } from './host-keys';

/**
 * GET /rest/v1/host/bookings?kind&status&from&to&page: every booking on the signed-in host's listings, a
 * page at a time. `search` is the page's URL query (the same parameters as the API's).
 */
export function getHostBookings(search: string, accessToken: string | undefined) {
  return apiFetch<HostBookingPage>(`/rest/v1/host/bookings${toSearch(search)}`, { accessToken });
}

export const hostBookingsQueryOptions = (search: string, accessToken: string | undefined) =>
  queryOptions({
    queryKey: [...hostKeys.bookings, search],
    queryFn: () => getHostBookings(search, accessToken),
    enabled: Boolean(accessToken),
  });

/** The previous filter's bookings stay on screen (dimmed) while the next ones load. */
export function useHostBookings(search: string) {
  const { session } = useAuth();
  return useQuery({
    ...hostBookingsQueryOptions(search, session?.access_token),
    placeholderData: keepPreviousData,
  });
}
