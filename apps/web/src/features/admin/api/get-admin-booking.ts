import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingDetail } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys } from './admin-keys';

/** GET /rest/v1/admin/bookings/{id}: the booking whole (the guest's contact, the price, the cancel). */
export function getAdminBooking(id: string, accessToken: string | undefined) {
  return apiFetch<AdminBookingDetail>(`/rest/v1/admin/bookings/${encodeURIComponent(id)}`, { accessToken });
}

export const adminBookingQueryOptions = (id: string, accessToken: string | undefined) =>
  queryOptions({
    queryKey: [...adminKeys.bookingDetails, id],
    queryFn: () => getAdminBooking(id, accessToken),
    enabled: Boolean(accessToken),
  });

export function useAdminBooking(id: string) {
  const { session } = useAuth();
  return useQuery(adminBookingQueryOptions(id, session?.access_token));
}
