/**
 * The kinds of listing a host manages, as they appear in URLs (/rest/v1/host/{kind}/..., storage paths).
 * A leaf of its own, without schemas: the reviews and photo modules that a public page loads need the list,
 * and importing it from ./host would evaluate every host and booking schema in the page's first task.
 */
export const HOST_LISTING_KINDS = ['stays', 'meals', 'transport', 'ohel'] as const;
export type HostListingKind = (typeof HOST_LISTING_KINDS)[number];
