import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@orchim/shared/bookings';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { getBookingQueryOptions } from './get-booking';
import { bookingListKey } from './get-bookings';

/** POST /rest/v1/bookings/{id}/cancel: the cancelled booking; 409 booking_not_cancellable once it started. */
export function cancelBooking(id: string, reason: string, accessToken: string | undefined) {
  return apiFetch<Booking>(`/rest/v1/bookings/${encodeURIComponent(id)}/cancel`, {
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
      return queryClient.invalidateQueries({ queryKey: bookingListKey });
    },
  });
}
