import { useQuery } from '@tanstack/react-query';
import type { HostListingKind } from '@orchim/shared/listing-kinds';
import type { Language } from '@orchim/shared/constants';
import type { SavedListing, SavedListingList } from '@orchim/shared/visits';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { useLanguage } from '@/lib/i18n';

/**
 * The guest's saved listings (product §12): the hearts on cards and listing pages, and /saved. One query
 * of GET /rest/v1/saved per language, shared by every heart on a page; changes are made by
 * ./saved-changes.ts, which a heart loads when it is about to be pressed (a list page's first load
 * carries the reading only). The access token is not part of the keys: the cache is cleared when the
 * session ends (lib/auth/auth-provider.tsx).
 */
export const savedKeys = {
  all: ['saved'] as const,
  list: (lang: Language) => ['saved', 'list', { lang }] as const,
};

/** A listing as the hearts name it: its kind (as in /rest/v1/saved/{kind}/{id}) and id. */
export type SaveTarget = { kind: HostListingKind; id: string };

export const sameListing = (item: SavedListing, listing: SaveTarget) =>
  item.kind === listing.kind && item.id === listing.id;

export function useSavedListings() {
  const { session } = useAuth();
  const lang = useLanguage();
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: savedKeys.list(lang),
    queryFn: () => apiFetch<SavedListingList>(`/rest/v1/saved?lang=${lang}`, { accessToken }),
    enabled: Boolean(accessToken),
  });
}

/** The listing's entry in the guest's list, as far as the page knows (none until the list answers). */
export const savedEntry = (list: SavedListingList | undefined, listing: SaveTarget) =>
  list?.items.find((item) => sameListing(item, listing));
