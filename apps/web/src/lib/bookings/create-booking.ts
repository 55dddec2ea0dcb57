import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingRequestInput } from '@orchim/shared/bookings';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { currentLanguage } from '@/lib/i18n';
import { VISITS_QUERY_KEY } from '@/lib/visit-list';
import { getBookingQueryOptions } from './get-booking';
import { bookingListKey } from './get-bookings';

/**
 * POST /rest/v1/bookings (signed in): 201 with the booking; 400 invalid_dates or too_many_guests, 409
 * booking_unavailable when the nights were taken meanwhile, 401 without a session.
 */
export function createBooking(request: BookingRequestInput, accessToken: string | undefined) {
  return apiFetch<Booking>(`/rest/v1/bookings?lang=${currentLanguage()}`, {
    method: 'POST',
    json: request,
    accessToken,
  });
}

/**
 * Books and primes the confirmation page with the answer, so it opens without another request. Not
 * retried: product §9's one mutation retry would repeat a POST whose answer was merely lost.
 */
export function useCreateBooking() {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingRequestInput) => createBooking(request, session?.access_token),
    retry: false,
    onSuccess: (booking) => {
      queryClient.setQueryData(getBookingQueryOptions(booking.id, session?.access_token).queryKey, booking);
      // A visit's plan shows the bookings inside its dates.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingListKey }),
        queryClient.invalidateQueries({ queryKey: VISITS_QUERY_KEY }),
      ]);
    },
  });
}
