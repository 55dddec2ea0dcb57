import type { AdminBookingDetail } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from './admin-keys';
import { useAdminAction } from './admin-action';

/**
 * POST /rest/v1/admin/bookings/{id}/cancel {reason}: cancelled as its host would (what it held is free
 * again); the guest and the host are mailed the reason. 409 booking_not_cancellable once it has begun,
 * ended or was cancelled already.
 */
export function cancelAdminBooking(
  { id, reason }: { id: string; reason: string },
  accessToken: string | undefined,
) {
  return apiFetch<AdminBookingDetail>(`/rest/v1/admin/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    json: { reason },
    accessToken,
  });
}

export const useCancelAdminBooking = () =>
  useAdminAction(cancelAdminBooking, [adminKeys.bookings, adminKeys.bookingDetails]);

/**
 * POST /rest/v1/admin/bookings/{id}/refund/retry: asks Stripe for a refund it has not accepted yet, at
 * once rather than at the sweep's next try (docs/decisions/039-online-payment.md; audited). Answers the
 * booking whole; 409 refund_not_retryable when there is none pending or failed.
 */
export function retryAdminRefund({ id }: { id: string }, accessToken: string | undefined) {
  return apiFetch<AdminBookingDetail>(`/rest/v1/admin/bookings/${encodeURIComponent(id)}/refund/retry`, {
    method: 'POST',
    accessToken,
  });
}

export const useRetryAdminRefund = () =>
  useAdminAction(retryAdminRefund, [adminKeys.bookings, adminKeys.bookingDetails]);
