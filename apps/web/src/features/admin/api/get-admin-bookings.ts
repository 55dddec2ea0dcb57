import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingPage } from '@orchim/shared/admin';
import type { BookingKind, BookingStatus } from '@orchim/shared/booking-vocabulary';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys, adminSearch } from './admin-keys';

export type AdminBookingsQuery = {
  kind?: BookingKind | undefined;
  status?: BookingStatus | undefined;
  q?: string | undefined;
  page: number;
};

/**
 * GET /rest/v1/admin/bookings?kind&status&q&page: bookings of every kind, newest made first; q finds a
 * reference, a guest (name or email) or a listing (title).
 */
export function getAdminBookings(query: AdminBookingsQuery, accessToken: string | undefined) {
  return apiFetch<AdminBookingPage>(`/rest/v1/admin/bookings${adminSearch(query)}`, { accessToken });
}

export const adminBookingsQueryOptions = (query: AdminBookingsQuery, accessToken: string | undefined) =>
  queryOptions({
    queryKey: [...adminKeys.bookings, query],
    queryFn: () => getAdminBookings(query, accessToken),
    enabled: Boolean(accessToken),
  });

/** The previous page's rows stay on screen (dimmed) while the next ones load. */
export function useAdminBookings(query: AdminBookingsQuery) {
  const { session } = useAuth();
  return useQuery({
    ...adminBookingsQueryOptions(query, session?.access_token),
    placeholderData: keepPreviousData,
  });
}
