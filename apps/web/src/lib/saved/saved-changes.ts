import type { QueryClient } from '@tanstack/react-query';
import { messageKey } from '@orchim/shared/messages';
import type { SavedListing, SavedListingList } from '@orchim/shared/visits';
import { apiFetch, ApiError } from '@/lib/api';
import { failureMessageKey } from '@/lib/failure-message';
import { notify } from '@/lib/notify';
import { sameListing, savedKeys, type SaveTarget } from './saved-api';

/**
 * Changes to the guest's saved listings (PUT and DELETE /rest/v1/saved/{kind}/{id}): the lists in the
 * cache show a change at once (optimistic) and are fetched again once no other change is under way. A
 * module of its own, loaded by a heart when it is about to be pressed.
 */

/** Saved to the guest's list (and a visit, or none), or removed from it. */
export type SavedChange =
  | { action: 'save'; listing: SaveTarget & { title: string }; visitId: string | null }
  | { action: 'remove'; listing: SaveTarget };

const listingPath = ({ kind, id }: SaveTarget) => `/rest/v1/saved/${kind}/${encodeURIComponent(id)}`;

async function send(change: SavedChange, accessToken: string | undefined) {
  if (change.action === 'save') {
    await apiFetch<void>(listingPath(change.listing), {
      method: 'PUT',
      json: { visitId: change.visitId },
      accessToken,
    });
    return;
  }
  try {
    await apiFetch<void>(listingPath(change.listing), { method: 'DELETE', accessToken });
  } catch (error) {
    // Gone already (removed in another tab, or the listing was taken down): what was asked is done.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** The list with the change made, as the server will have it. */
export function withChange(list: SavedListingList, change: SavedChange): SavedListingList {
  if (change.action === 'remove') {
    return { items: list.items.filter((item) => !sameListing(item, change.listing)) };
  }
  const { listing, visitId } = change;
  if (list.items.some((item) => sameListing(item, listing))) {
    return {
      items: list.items.map((item) => (sameListing(item, listing) ? { ...item, visitId } : item)),
    };
  }
  const added: SavedListing = {
    kind: listing.kind,
    id: listing.id,
    title: listing.title,
    cover: null,
    visitId,
    savedAt: new Date().toISOString(),
  };
  return { items: [added, ...list.items] };
}

/** The `common` key of what a failed change says: the server's refusal in the reader's language. */
export function savedFailureKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'too_many_saved') return 'save.errors.tooMany';
    if (error.status === 404) return 'save.errors.gone';
    if (error.status === 401) return messageKey('sessionExpired');
  }
  return failureMessageKey(error);
}

const MUTATION_KEY = ['saved', 'change'] as const;

/**
 * Makes a change to the guest's list: the lists in the cache show it at once; a refusal puts them back
 * and says why in a toast (translated by `translate`). Through the query client's mutation cache, so it
 * retries as every mutation does (product §9) without useMutation in the first load of a list page.
 * Resolves to whether the server took it.
 */
export async function changeSaved(
  queryClient: QueryClient,
  change: SavedChange,
  accessToken: string | undefined,
  translate: (key: string) => string,
): Promise<boolean> {
  await queryClient.cancelQueries({ queryKey: savedKeys.all });
  const previous = queryClient.getQueriesData<SavedListingList>({ queryKey: savedKeys.all });
  queryClient.setQueriesData<SavedListingList>({ queryKey: savedKeys.all }, (list) =>
    list ? withChange(list, change) : list,
  );
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationKey: MUTATION_KEY,
    mutationFn: () => send(change, accessToken),
  });
  let ok = true;
  try {
    await mutation.execute(undefined);
  } catch (error) {
    ok = false;
    for (const [key, list] of previous) queryClient.setQueryData(key, list);
    void notify('error', translate(savedFailureKey(error)));
  }
  // Fetched again once no other change is under way, so the answer to an earlier change does not undo a
  // later one on screen.
  if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 0) {
    await queryClient.invalidateQueries({ queryKey: savedKeys.all });
  }
  return ok;
}
