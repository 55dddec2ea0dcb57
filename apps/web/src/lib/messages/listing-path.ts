import type { HostListingKind } from '@orchim/shared/listing-kinds';

const LISTING_PAGES: Record<HostListingKind, string> = {
  stays: '/stays',
  meals: '/meals',
  transport: '/transport',
  ohel: '/ohel',
};

/** The public page of a listing a conversation is about. */
export const listingPath = (kind: HostListingKind, id: string) =>
  `${LISTING_PAGES[kind]}/${encodeURIComponent(id)}`;
