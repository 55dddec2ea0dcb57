import type { ReviewedExperience, ReviewedResource } from '@orchim/shared';
import { and, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import { mealOffers, ohelListings, stays, transportServices } from '../schema';
import type { ReviewTarget } from './reviews';

/** A published listing someone reviews: what the review is of, and whose listing it is. */
export interface ReviewedListing {
  target: ReviewTarget;
  /** Its hosts, who may not review it. */
  hostIds: string[];
  /** What its reviewers have done with it (a stay, a meal, a ride, an Ohel visit): the refusal says. */
  experience: ReviewedExperience;
}

/** The kinds whose reviews are of the listing itself: its table, what a review is of, what its guests did. */
const OWN_REVIEWS = {
  stays: { table: stays, target: (id: string): ReviewTarget => ({ stayId: id }), experience: 'stay' },
  meals: {
    table: mealOffers,
    target: (id: string): ReviewTarget => ({ mealOfferId: id }),
    experience: 'meal',
  },
  transport: {
    table: transportServices,
    target: (id: string): ReviewTarget => ({ transportServiceId: id }),
    experience: 'ride',
  },
} as const satisfies Record<Exclude<ReviewedResource, 'ohel-listings'>, unknown>;

/**
 * The published listing `id` of `resource`, or null. To write (`lock`), the row whose average the
 * review changes is locked until the transaction ends (NO KEY UPDATE, as a booking locks a stay): a
 * second review of the same listing waits, and its recount then sees the first, where two concurrent
 * recounts would each miss the other's review.
 */
export async function findReviewedListing(
  db: Queryable,
  resource: ReviewedResource,
  id: string,
  { lock }: { lock: boolean },
): Promise<ReviewedListing | null> {
  const locked = <Query extends PgSelect>(query: Query) => (lock ? query.for('no key update') : query);
  if (resource !== 'ohel-listings') {
    const { table, target, experience } = OWN_REVIEWS[resource];
    const [row] = await locked(
      db
        .select({ hostId: table.hostId })
        .from(table)
        .where(and(eq(table.id, id), eq(table.status, 'published')))
        .$dynamic(),
    );
    return row ? { target: target(id), hostIds: [row.hostId], experience } : null;
  }
  // An Ohel listing.
  const [row] = await locked(
    db
      .select({ kind: ohelListings.kind, hostId: ohelListings.hostId, stayId: ohelListings.stayId })
      .from(ohelListings)
      .where(and(eq(ohelListings.id, id), eq(ohelListings.status, 'published')))
      .$dynamic(),
  );
  if (!row) return null;
  // A place to stay by the Ohel shows its stay's reviews (ohelRepository.findReviewed): a review
  // written there is of the stay, and that stay's guests are the ones who used it.
  if (row.kind === 'stay' && row.stayId) {
    const [stay] = await locked(
      db.select({ hostId: stays.hostId }).from(stays).where(eq(stays.id, row.stayId)).$dynamic(),
    );
    if (!stay) return null;
    return { target: { stayId: row.stayId }, hostIds: [row.hostId, stay.hostId], experience: 'stay' };
  }
  // Shuttles, rides and visits: their own reviews, by a ride booked from the listing
  // (bookings.ohel_listing_id), not by any ride of the linked service booked for another trip. The
  // trip is a visit to the Ohel, whatever carried the visitor there.
  return { target: { ohelListingId: id }, hostIds: [row.hostId], experience: 'visit' };
}
