/**
 * The reviews' vocabularies (reviewed resources, the rating's range, refusal codes), kept free of zod so the
 * public pages that list reviews can name a refusal without evaluating the review schemas in their first
 * task; the wire shapes that build on them are in ./reviews.ts, which re-exports these.
 */

/** The listings people review, as their /rest/v1 resources: /{resource}/{id}/reviews. */
export const REVIEWED_RESOURCES = ['stays', 'meals', 'transport', 'ohel-listings'] as const;
export type ReviewedResource = (typeof REVIEWED_RESOURCES)[number];

export const REVIEW_RATING = { min: 1, max: 5 } as const;

/** Review writes (new and edited) per person; not in product §9, a guard against scripted spam. */
export const REVIEW_WRITE_LIMIT = { attempts: 20, windowMs: 60 * 60_000 } as const;

/** Codes of the refusals of review writes, as the browser maps them to its messages. */
export const REVIEW_ERROR_CODES = {
  /** 409: every ended booking of this listing by this person has its review (they edit theirs instead). */
  reviewExists: 'review_exists',
  /** 403: hosts do not review their own listings. */
  ownListing: 'own_listing',
  /** 409: the host has replied to this review already. */
  replyExists: 'reply_exists',
} as const;

/**
 * What a person did with a listing that a review is of (decision 022): a stay checked out, a meal held,
 * a ride or an Ohel visit done. The refusal of someone who has not says which (review_after_stay …).
 */
export const REVIEWED_EXPERIENCES = ['stay', 'meal', 'ride', 'visit'] as const;
export type ReviewedExperience = (typeof REVIEWED_EXPERIENCES)[number];

/**
 * 403 before the experience: a review needs an ended booking of the listing by the reviewer (confirmed,
 * its last day before today in New York), one review per booking.
 */
export const REVIEW_AFTER_CODES = {
  stay: 'review_after_stay',
  meal: 'review_after_meal',
  ride: 'review_after_ride',
  visit: 'review_after_visit',
} as const satisfies Record<ReviewedExperience, string>;
export type ReviewAfterCode = (typeof REVIEW_AFTER_CODES)[ReviewedExperience];
