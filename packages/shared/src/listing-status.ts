/**
 * Where a listing of any kind stands (stays, meal offers, transport services, Ohel listings):
 * - draft: the host is still preparing it (a pending host can only keep drafts);
 * - published: guests can find and book it (an approved host publishes; unpublishing returns it to draft);
 * - suspended: an admin took it down;
 * - archived: the host removed it while it still had bookings to honour, so it is kept for them.
 * A listing without future bookings is deleted instead of archived.
 */
export const LISTING_STATUSES = ['draft', 'published', 'suspended', 'archived'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
