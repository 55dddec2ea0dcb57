import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@orchim/shared/bookings';
import type { Language } from '@orchim/shared/constants';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { currentLanguage } from '@/lib/i18n';

/**
 * GET /rest/v1/bookings/{id}?lang: the guest's (or the listing host's) booking, the listing's title in
 * the reader's language; 404 for anyone else.
 */
export function getBooking(id: string, accessToken: string | undefined, lang: Language) {
  return apiFetch<Booking>(`/rest/v1/bookings/${encodeURIComponent(id)}?lang=${lang}`, { accessToken });
}

/** Every language's copy of a booking: what a cancel makes stale. */
export const bookingDetailKey = (id: string) => ['bookings', 'detail', id] as const;

/**
 * The token is not part of the key: it changes on every refresh while the booking does not, and the
 * query cache is cleared when the session ends (lib/auth/auth-provider.tsx).
 */
export const getBookingQueryOptions = (
  id: string,
  accessToken: string | undefined,
  lang: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: [...bookingDetailKey(id), { lang }],
    queryFn: () => getBooking(id, accessToken, lang),
    enabled: Boolean(accessToken),
  });

/**
 * `refetchInterval`, given the booking's status, says how often to read it again (or false): a booking
 * back from Stripe Checkout is read until its webhook confirms it (docs/decisions/039-online-payment.md).
 */
export function useBooking(
  id: string,
  { refetchInterval }: { refetchInterval?: (status: Booking['status']) => number | false } = {},
) {
  const { session } = useAuth();
  return useQuery({
    ...getBookingQueryOptions(id, session?.access_token),
    ...(refetchInterval
      ? {
          refetchInterval: (query: { state: { data?: Booking | undefined } }) =>
            query.state.data ? refetchInterval(query.state.data.status) : false,
        }
      : {}),
  });
}
