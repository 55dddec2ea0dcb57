import { CarFront, House, Landmark, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import type { HostListing, ListingGap } from '@orchim/shared/host';
import type { HostListingKind } from '@orchim/shared/listing-kinds';
import type { ListingStatus } from '@orchim/shared/listing-status';
import { parseOneOf, toSearch } from '@/lib/url-filters';

/*
 * The host's listing vocabulary, written out: packages/shared/src/host.ts builds zod schemas when loaded,
 * and this page keeps the schema library out of its chunk (decision 005). listing-kinds.test.ts checks
 * that these lists equal the shared ones.
 */
export const LISTING_KINDS = [
  'stays',
  'meals',
  'transport',
  'ohel',
] as const satisfies readonly HostListingKind[];
export const STATUSES = [
  'draft',
  'published',
  'suspended',
  'archived',
] as const satisfies readonly ListingStatus[];
export const GAPS = [
  'approval',
  'basics',
  'location',
  'rooms',
  'pricing',
  'photo',
  'details',
] as const satisfies readonly ListingGap[];

/** HOST_ERROR_CODES of packages/shared. */
export const LISTING_INCOMPLETE = 'listing_incomplete';
export const HOST_NOT_APPROVED = 'host_not_approved';
export const LISTING_NOT_PUBLISHABLE = 'listing_not_publishable';

export const LISTING_ICONS: Record<HostListingKind, LucideIcon> = {
  stays: House,
  meals: UtensilsCrossed,
  transport: CarFront,
  ohel: Landmark,
};

/** Where each kind is edited: stays in the stay form, meals in the meal form, the rest by ?kind. */
export function editHref({ kind, id }: Pick<HostListing, 'kind' | 'id'>): string {
  const path = encodeURIComponent(id);
  if (kind === 'stays') return `/host/listings/edit/${path}`;
  if (kind === 'meals') return `/host/meals/edit/${path}`;
  return `/host/listings/edit/${path}?kind=${kind}`;
}

/** Where a new listing of each kind is started. */
export const NEW_LISTING_HREFS: Record<HostListingKind, string> = {
  stays: '/host/listings/new',
  meals: '/host/meals/new',
  transport: '/host/listings/new?kind=transport',
  ohel: '/host/listings/new?kind=ohel',
};

/** The kind filter of /host/listings (?kind=), every kind without it. */
export type KindFilter = HostListingKind | 'all';
export const parseKindFilter = (params: URLSearchParams): KindFilter =>
  parseOneOf(params.get('kind'), LISTING_KINDS) ?? 'all';
export const kindFilterSearch = (kind: KindFilter) => toSearch(kind === 'all' ? '' : `kind=${kind}`);

/** The gaps of a refusal's body (409 listing_incomplete says what is missing), the known ones only. */
export function gapsOf(body: Readonly<Record<string, unknown>> | undefined): ListingGap[] | null {
  const missing = body?.missing;
  if (!Array.isArray(missing)) return null;
  return GAPS.filter((gap) => missing.includes(gap));
}
