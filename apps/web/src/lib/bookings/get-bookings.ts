import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BOOKING_LIST_SCOPES, BookingKind, BookingPage } from '@orchim/shared/bookings';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { currentLanguage } from '@/lib/i18n';

export type BookingScope = (typeof BOOKING_LIST_SCOPES)[number];

/**
 * GET /rest/v1/bookings?scope&kind&page&lang: the signed-in guest's own bookings, of one kind or all, with
 * the listings' titles in the reader's language.
 */
export function getBookings(
  scope: BookingScope,
  kind: BookingKind | undefined,
  page: number,
  accessToken: string | undefined,
) {
  const query = new URLSearchParams({
    scope,
    ...(kind ? { kind } : {}),
    page: String(page),
    lang: currentLanguage(),
  });
  return apiFetch<BookingPage>(`/rest/v1/bookings?${query}`, { accessToken });
}

/** Every list of the guest's bookings: a new or cancelled booking invalidates them all. */
export const bookingListKey = ['bookings', 'list'] as const;

export const getBookingsQueryOptions = (
  scope: BookingScope,
  kind: BookingKind | undefined,
  accessToken: string | undefined,
) =>
  infiniteQueryOptions({
    queryKey: [...bookingListKey, { scope, kind: kind ?? 'all', lang: currentLanguage() }],
    queryFn: ({ pageParam }) => getBookings(scope, kind, pageParam, accessToken),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: Boolean(accessToken),
  });

export function useBookings(scope: BookingScope, kind?: BookingKind) {
  const { session } = useAuth();
  return useInfiniteQuery(getBookingsQueryOptions(scope, kind, session?.access_token));
}
