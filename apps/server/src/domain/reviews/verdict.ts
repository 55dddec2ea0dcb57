import {
  REVIEW_AFTER_CODES,
  REVIEW_ERROR_CODES,
  todayInNewYork,
  type ReviewRefusalCode,
} from '@orchim/shared';
import type { Queryable } from '../../db/client';
import type { ReviewedListing } from '../../db/repositories/reviewed-listings';
import { reviewsRepository } from '../../db/repositories/reviews';
import { ownListingError, reviewAfterError, reviewExistsError } from './errors';

/** Whether a person may write a new review of a listing now: the booking it would be of, or why not. */
export type Verdict = { bookingId: string; refusal: null } | { bookingId: null; refusal: ReviewRefusalCode };

/**
 * Decision 022: not the listing's host; then the person's latest ended booking of the listing that has
 * no review yet. With none, review_exists when every ended booking has its review, else
 * review_after_{stay,meal,ride,visit} (nothing booked, only cancelled, or not over yet).
 */
export async function verdictOf(
  db: Queryable,
  listing: ReviewedListing,
  userId: string,
  now: Date,
): Promise<Verdict> {
  if (listing.hostIds.includes(userId)) return { bookingId: null, refusal: REVIEW_ERROR_CODES.ownListing };
  const ended = await reviewsRepository(db).endedBooking(listing.target, userId, todayInNewYork(now));
  if (!ended) return { bookingId: null, refusal: REVIEW_AFTER_CODES[listing.experience] };
  if (ended.reviewed) return { bookingId: null, refusal: REVIEW_ERROR_CODES.reviewExists };
  return { bookingId: ended.id, refusal: null };
}

/** The answer a POST gets for a refusal: 403 own_listing or review_after_*, 409 review_exists. */
export function refusalError(refusal: ReviewRefusalCode, listing: ReviewedListing) {
  if (refusal === REVIEW_ERROR_CODES.ownListing) return ownListingError();
  if (refusal === REVIEW_ERROR_CODES.reviewExists) return reviewExistsError();
  return reviewAfterError(listing.experience);
}
