import type { FastifyInstance } from 'fastify';
import { insertPastBooking, type BookedListing, type PastBookingOptions } from './past-bookings';
import { signedInAccount, type SignedInAccount } from './stays';

/**
 * A signed-in guest whose booking of `listing` (of `host`) has ended, 20 February 2026 unless told:
 * someone who may review it (decision 022). The tests' today is later than that.
 */
export async function guestWhoBooked(
  app: FastifyInstance,
  host: { id: string },
  listing: BookedListing,
  options: PastBookingOptions & { fullName?: string } = {},
): Promise<SignedInAccount> {
  const { fullName, ...booking } = options;
  const guest = await signedInAccount(app, fullName ? { fullName } : {});
  await insertPastBooking(app.db, guest.user.id, host.id, listing, { endsOn: '2026-02-20', ...booking });
  return guest;
}
