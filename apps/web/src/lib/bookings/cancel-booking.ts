import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@orchim/shared/bookings';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { currentLanguage } from '@/lib/i18n';
import { VISITS_QUERY_KEY } from '@/lib/visit-list';
import { bookingDetailKey, getBookingQueryOptions } from './get-booking';
import { bookingListKey } from './get-bookings';

/** POST /rest/v1/bookings/{id}/cancel: the cancelled booking; 409 booking_not_cancellable once it started. */
export function cancelBooking(id: string, reason: string, accessToken: string | undefined) {
  return apiFetch<Booking>(`/rest/v1/bookings/${encodeURIComponent(id)}/cancel?lang=${currentLanguage()}`, {
    method: 'POST',
    json: { reason },
    accessToken,
  });
}

export function useCancelBooking(id: string) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelBooking(id, reason, session?.access_token),
    onSuccess: (booking) => {
      queryClient.setQueryData(getBookingQueryOptions(id, session?.access_token).queryKey, booking);
      // Its copies in other languages are stale now: fetched again when next shown, not at once (the
      // one on screen is the answer itself). The lists are fetched again.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingDetailKey(id), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: bookingListKey }),
        queryClient.invalidateQueries({ queryKey: VISITS_QUERY_KEY }),
      ]);
    },
  });
}
