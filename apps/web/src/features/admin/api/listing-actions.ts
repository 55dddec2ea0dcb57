import type { AdminListing } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from './admin-keys';
import { useAdminAction } from './admin-action';

type ListingRef = Pick<AdminListing, 'kind' | 'id'>;

const listingPath = ({ kind, id }: ListingRef) =>
  `/rest/v1/admin/listings/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** POST /rest/v1/admin/listings/{kind}/{id}/suspend {reason}: off the public site; the host is mailed why. */
export function suspendListing(
  { listing, reason }: { listing: ListingRef; reason: string },
  accessToken: string | undefined,
) {
  return apiFetch<unknown>(`${listingPath(listing)}/suspend`, {
    method: 'POST',
    json: { reason },
    accessToken,
  });
}

/** POST …/restore: back to the status it had before it was suspended (published or draft). */
export function restoreListing({ listing }: { listing: ListingRef }, accessToken: string | undefined) {
  return apiFetch<unknown>(`${listingPath(listing)}/restore`, { method: 'POST', accessToken });
}

export const useSuspendListing = () => useAdminAction(suspendListing, [adminKeys.listings]);
export const useRestoreListing = () => useAdminAction(restoreListing, [adminKeys.listings]);
