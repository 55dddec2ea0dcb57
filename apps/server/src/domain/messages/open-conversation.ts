import type { Queryable } from '../../db/client';
import {
  conversationsRepository,
  listingOfBooking,
  type ConversationListing,
  type ConversationRow,
} from '../../db/repositories/conversations';
import { notFoundError } from '../../lib/http-error';
import { listingUnavailableError, ownListingError } from './errors';

/**
 * A signed-in person asks about a published listing before booking: they are its guest, its host the
 * listing's. 404 listing_unavailable for a listing that does not exist or is not published, 403
 * own_listing for its host. Finds or makes the conversation (run it in a transaction); writes no message.
 */
export async function openAboutListing(
  db: Queryable,
  userId: string,
  listing: ConversationListing,
  now: Date,
): Promise<ConversationRow> {
  const owner = await conversationsRepository(db).listingOwner(listing);
  if (!owner || owner.status !== 'published') throw listingUnavailableError();
  if (owner.hostId === userId) throw ownListingError();
  return conversationsRepository(db).open(listing, { guestId: userId, hostId: owner.hostId }, now);
}

/**
 * The booking's guest or host opens the conversation about its listing with its guest (the one a question
 * before booking started, if any), whatever the listing's status now. Anyone else, and a booking whose
 * guest's account is gone, get the 404 of a booking they may not see.
 */
export async function openAboutBooking(
  db: Queryable,
  userId: string,
  bookingId: string,
  now: Date,
): Promise<ConversationRow> {
  const repository = conversationsRepository(db);
  const booking = await repository.bookingFor(bookingId, userId);
  if (!booking?.guestId) throw notFoundError();
  const listing = listingOfBooking(booking);
  const owner = await repository.listingOwner(listing);
  if (!owner) throw notFoundError();
  if (owner.hostId === booking.guestId) throw ownListingError();
  const conversation = await repository.open(
    listing,
    { guestId: booking.guestId, hostId: owner.hostId },
    now,
  );
  // The listing's host, who may differ from the booking's for an Ohel listing's linked service.
  if (conversation.guestId !== userId && conversation.hostId !== userId) throw notFoundError();
  return conversation;
}

/**
 * The conversation of a booking the person may see, once someone wrote in it: null before (the booking
 * page shows an empty one). 404 as GET /bookings/{id} for a booking they may not see. A booking whose
 * guest deleted their account (`guestDeleted`, only its host sees it) has none: that guest's conversation
 * stays in the host's inbox, but with its guest gone it cannot be told from other former guests' of the
 * same listing (conversations_listing_guest_key keeps several whose guest_id is null).
 */
export async function findBookingConversation(
  db: Queryable,
  userId: string,
  bookingId: string,
): Promise<{ conversation: ConversationRow | null; guestDeleted: boolean }> {
  const repository = conversationsRepository(db);
  const booking = await repository.bookingFor(bookingId, userId);
  if (!booking) throw notFoundError();
  if (!booking.guestId) return { conversation: null, guestDeleted: true };
  const found = await repository.findByListing(listingOfBooking(booking), booking.guestId);
  const visible =
    found?.lastMessageAt && (found.guestId === userId || found.hostId === userId) ? found : null;
  return { conversation: visible, guestDeleted: false };
}
