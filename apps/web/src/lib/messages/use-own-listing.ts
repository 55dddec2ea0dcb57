import { useQuery } from '@tanstack/react-query';
import type { HostListings } from '@orchim/shared/host';
import type { HostListingKind } from '@orchim/shared/listing-kinds';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * Whether the signed-in person hosts this listing, so its page offers them no "Message the host": a
 * listing's page does not say who its host is, the host's own list (GET /rest/v1/host/listings) does.
 * Asked of hosts only; 'unknown' until it answers (or if it fails: the server then refuses with
 * own_listing, which the dialog says).
 */
export function useOwnListing(kind: HostListingKind, id: string): boolean | 'unknown' {
  const { session, isHost } = useAuth();
  const accessToken = session?.access_token;
  const listings = useQuery({
    queryKey: ['listing-owner', 'host-listings'],
    queryFn: () => apiFetch<HostListings>('/rest/v1/host/listings', { accessToken }),
    enabled: Boolean(accessToken) && isHost,
    select: (data) => data.items.map((item) => `${item.kind}/${item.id}`),
  });
  if (!isHost) return false;
  if (!listings.data) return listings.isError ? false : 'unknown';
  return listings.data.includes(`${kind}/${id}`);
}
