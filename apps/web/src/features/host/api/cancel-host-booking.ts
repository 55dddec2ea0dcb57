import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostBooking } from '@orchim/shared/host';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { hostKeys } from './host-keys';

/**
 * POST /rest/v1/host/bookings/{id}/cancel with the reason the guest is mailed; 409
 * booking_not_cancellable once it has begun, ended or was cancelled already.
 */
export function cancelHostBooking(id: string, reason: string, accessToken: string | undefined) {
  return apiFetch<HostBooking>(`/rest/v1/host/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    json: { reason },
    accessToken,
  });
}

/**
 * Not retried (a lost answer would cancel twice, and the second says 409). The answer settles it at
 * once; the bookings are fetched again behind it, and the listings too (their next bookings and counts
 * change), so the dialog closes before the Cancel button leaves the card.
 */
export function useCancelHostBooking(id: string) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelHostBooking(id, reason, session?.access_token),
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: hostKeys.all });
    },
  });
}
