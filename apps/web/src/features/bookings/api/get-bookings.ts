import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BOOKING_LIST_SCOPES, BookingPage } from '@orchim/shared/bookings';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';

export type BookingScope = (typeof BOOKING_LIST_SCOPES)[number];

/** GET /rest/v1/bookings?scope&page: the signed-in guest's own bookings. */
export function getBookings(scope: BookingScope, page: number, accessToken: string | undefined) {
  const query = new URLSearchParams({ scope, page: String(page) });
  return apiFetch<BookingPage>(`/rest/v1/bookings?${query}`, { accessToken });
}

/** Every list of the guest's bookings: a new or cancelled booking invalidates them all. */
export const bookingListKey = ['bookings', 'list'] as const;

export const getBookingsQueryOptions = (scope: BookingScope, accessToken: string | undefined) =>
  infiniteQueryOptions({
    queryKey: [...bookingListKey, { scope }],
    queryFn: ({ pageParam }) => getBookings(scope, pageParam, accessToken),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: Boolean(accessToken),
  });

export function useBookings(scope: BookingScope) {
  const { session } = useAuth();
  return useInfiniteQuery(getBookingsQueryOptions(scope, session?.access_token));
}
