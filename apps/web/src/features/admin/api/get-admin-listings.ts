import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminListingPage } from '@orchim/shared/admin';
import type { HostListingKind } from '@orchim/shared/listing-kinds';
import type { ListingStatus } from '@orchim/shared/listing-status';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys, adminSearch } from './admin-keys';

export type AdminListingsQuery = {
  kind?: HostListingKind | undefined;
  status?: ListingStatus | undefined;
  q?: string | undefined;
  page: number;
};

/** GET /rest/v1/admin/listings?kind&status&q&page: every host's listings, newest first. */
export function getAdminListings(query: AdminListingsQuery, accessToken: string | undefined) {
  return apiFetch<AdminListingPage>(`/rest/v1/admin/listings${adminSearch(query)}`, { accessToken });
}

export const adminListingsQueryOptions = (query: AdminListingsQuery, accessToken: string | undefined) =>
  queryOptions({
    queryKey: [...adminKeys.listings, query],
    queryFn: () => getAdminListings(query, accessToken),
    enabled: Boolean(accessToken),
  });

/** The previous page's rows stay on screen (dimmed) while the next ones load. */
export function useAdminListings(query: AdminListingsQuery) {
  const { session } = useAuth();
  return useQuery({
    ...adminListingsQueryOptions(query, session?.access_token),
    placeholderData: keepPreviousData,
  });
}
