import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@orchim/shared/bookings';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';

/** GET /rest/v1/bookings/{id}: the guest's (or the listing host's) booking; 404 for anyone else. */
export function getBooking(id: string, accessToken: string | undefined) {
  return apiFetch<Booking>(`/rest/v1/bookings/${encodeURIComponent(id)}`, { accessToken });
}

/**
 * The token is not part of the key: it changes on every refresh while the booking does not, and the
 * query cache is cleared when the session ends (lib/auth/auth-provider.tsx).
 */
export const getBookingQueryOptions = (id: string, accessToken: string | undefined) =>
  queryOptions({
    queryKey: ['bookings', 'detail', id],
    queryFn: () => getBooking(id, accessToken),
    enabled: Boolean(accessToken),
  });

export function useBooking(id: string) {
  const { session } = useAuth();
  return useQuery(getBookingQueryOptions(id, session?.access_token));
}
