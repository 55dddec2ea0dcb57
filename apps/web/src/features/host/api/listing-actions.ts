import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteListingResult, HostListing } from '@orchim/shared/host';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { hostKeys } from './host-keys';

type ListingRef = Pick<HostListing, 'kind' | 'id'>;

const listingPath = ({ kind, id }: ListingRef) =>
  `/rest/v1/host/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/**
 * POST /rest/v1/host/{kind}/{id}/publish or /unpublish. Refusals: 409 listing_incomplete (with what is
 * missing), 403 host_not_approved while the application is pending.
 */
export function changeListingVisibility(
  listing: ListingRef,
  action: 'publish' | 'unpublish',
  accessToken: string | undefined,
) {
  return apiFetch<unknown>(`${listingPath(listing)}/${action}`, { method: 'POST', accessToken });
}

/** DELETE /rest/v1/host/{kind}/{id}: gone, or archived while bookings are still to come. */
export function deleteListing(listing: ListingRef, accessToken: string | undefined) {
  return apiFetch<DeleteListingResult>(listingPath(listing), { method: 'DELETE', accessToken });
}

/**
 * Publish or unpublish, then the list is fetched again, after a refusal too (the status, and what the
 * listing lacks, are the server's to say; an admin may have suspended it meanwhile). Not retried: a
 * refusal is an answer, not a failure.
 */
export function useListingVisibility(listing: ListingRef) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'publish' | 'unpublish') =>
      changeListingVisibility(listing, action, session?.access_token),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostKeys.listings }),
  });
}

/**
 * The answer settles the mutation at once and the list is fetched again behind it: the dialog closes
 * and says what happened before a deleted listing's card (and the dialog in it) leaves the page.
 */
export function useDeleteListing(listing: ListingRef) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteListing(listing, session?.access_token),
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: hostKeys.all });
    },
  });
}
