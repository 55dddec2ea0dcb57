import { randomInt } from 'node:crypto';
import { addDays } from '@orchim/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../src/db/client';
import { bookings, mealSittings, stayReservations, transportServices } from '../../src/db/schema';

/**
 * Bookings that have already happened, straight in the database: the API books no past dates, and a
 * review needs an ended booking of its listing by its author (decision 022).
 */

/** What a booking is of, as bookings name it: an Ohel listing's are a stay or a ride booked from it. */
export type BookedListing =
  | { kind: 'stay'; stayId: string; ohelListingId?: string }
  | { kind: 'meal'; mealOfferId: string }
  | { kind: 'ride'; transportServiceId: string; ohelListingId?: string };

export interface PastBookingOptions {
  /** Its last day: a stay's check-out (one night before it), a meal's or a ride's day. */
  endsOn?: string;
  status?: 'confirmed' | 'cancelled';
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const reference = () =>
  'OR-' + Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/**
 * A booking of `listing` (whose host is `hostId`) by `guestId`, ended on `endsOn` (31 December 2024 by
 * default), for one guest at no cost. A confirmed stay holds its night and a meal its seat, as booking
 * through the API does; a cancelled one holds nothing. Answers its id.
 */
export async function insertPastBooking(
  db: Queryable,
  guestId: string,
  hostId: string,
  listing: BookedListing,
  { endsOn = '2024-12-31', status = 'confirmed' }: PastBookingOptions = {},
): Promise<string> {
  const common = {
    reference: reference(),
    status,
    guestId,
    hostId,
    firstName: 'Past',
    lastName: 'Guest',
    email: 'past.guest@example.com',
    phone: '+1 718 555 0199',
    numberOfGuests: 1,
    currency: 'USD',
    unitPriceCents: 0,
    totalCents: 0,
    cancelledAt: status === 'cancelled' ? new Date(`${addDays(endsOn, -7)}T12:00:00Z`) : null,
    refundedPercent: status === 'cancelled' ? 100 : null,
    refundedCents: status === 'cancelled' ? 0 : null,
    createdAt: new Date(`${addDays(endsOn, -30)}T12:00:00Z`),
  };
  // A ride takes a vehicle of its service's fleet (the ride_fleet trigger): past rides of one day follow
  // each other, a trip apart, so that a fleet of one carried them all.
  const pickupAt =
    listing.kind === 'ride' ? await nextPastPickup(db, listing.transportServiceId, endsOn) : null;
  const kindColumns = () => {
    switch (listing.kind) {
      case 'stay':
        return {
          kind: 'stay',
          stayId: listing.stayId,
          ohelListingId: listing.ohelListingId ?? null,
          checkIn: addDays(endsOn, -1),
          checkOut: endsOn,
          cancellationPolicy: 'flexible' as const,
          startsAt: new Date(`${addDays(endsOn, -1)}T20:00:00Z`),
        };
      case 'meal':
        return {
          kind: 'meal',
          mealOfferId: listing.mealOfferId,
          serviceDate: endsOn,
          mealType: 'friday_night' as const,
          cancellationPolicy: 'meal' as const,
          startsAt: new Date(`${addDays(endsOn, -1)}T21:00:00Z`),
        };
      case 'ride':
        return {
          kind: 'ride',
          transportServiceId: listing.transportServiceId,
          ohelListingId: listing.ohelListingId ?? null,
          serviceDate: endsOn,
          pickupAt,
          pickup: 'JFK Terminal 4, arrivals',
          destination: '770 Eastern Parkway, Brooklyn',
          luggage: 0,
          cancellationPolicy: 'ride' as const,
          startsAt: pickupAt!,
        };
    }
  };

  if (listing.kind === 'meal') {
    // A meal booking holds seats of a real sitting (bookings_meal_sitting_fk).
    const taken = status === 'confirmed' ? 1 : 0;
    await db
      .insert(mealSittings)
      .values({
        mealOfferId: listing.mealOfferId,
        date: endsOn,
        mealType: 'friday_night',
        seats: 50,
        seatsTaken: taken,
      })
      .onConflictDoUpdate({
        target: [mealSittings.mealOfferId, mealSittings.date, mealSittings.mealType],
        set: { seatsTaken: sql`${mealSittings.seatsTaken} + ${taken}` },
      });
  }
  const [row] = await db
    .insert(bookings)
    .values({ ...common, ...kindColumns() })
    .returning({ id: bookings.id });
  if (!row) throw new Error('insert returned no booking');
  if (listing.kind === 'stay' && status === 'confirmed') {
    await db.insert(stayReservations).values({
      stayId: listing.stayId,
      during: `[${addDays(endsOn, -1)},${endsOn})`,
      bookingId: row.id,
    });
  }
  return row.id;
}

/** The first pickup of `day` after the confirmed rides of the service already written for it. */
async function nextPastPickup(db: Queryable, transportServiceId: string, day: string): Promise<Date> {
  const [service] = await db
    .select({ tripMinutes: transportServices.tripMinutes })
    .from(transportServices)
    .where(eq(transportServices.id, transportServiceId));
  const [written] = await db
    .select({ rides: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.transportServiceId, transportServiceId),
        eq(bookings.kind, 'ride'),
        eq(bookings.status, 'confirmed'),
        eq(bookings.serviceDate, day),
      ),
    );
  const tripMs = (service?.tripMinutes ?? 60) * 60_000;
  // From 9:00 in New York (14:00 UTC in winter), as the rides of these fixtures always were.
  return new Date(Date.parse(`${day}T14:00:00Z`) + (written?.rides ?? 0) * tripMs);
}
