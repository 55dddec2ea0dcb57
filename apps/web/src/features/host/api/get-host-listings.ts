import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostListings } from '@orchim/shared/host';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { hostKeys } from './host-keys';

/**
 * GET /rest/v1/host/listings: every listing of the signed-in host, of every kind and status, with what
 * blocks publishing and the next bookings. All of them at once, and the page filters by kind itself: a
 * host has a handful, so the kind tabs switch at once and can say how many each holds.
 */
export function getHostListings(accessToken: string | undefined) {
  return apiFetch<HostListings>('/rest/v1/host/listings', { accessToken });
}

export const hostListingsQueryOptions = (accessToken: string | undefined) =>
  queryOptions({
    queryKey: hostKeys.listings,
    queryFn: () => getHostListings(accessToken),
    enabled: Boolean(accessToken),
  });

export function useHostListings() {
  const { session } = useAuth();
  return useQuery(hostListingsQueryOptions(session?.access_token));
}
