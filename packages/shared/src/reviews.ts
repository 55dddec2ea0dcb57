import { z } from 'zod';
import { LIMITS } from './constants';
import { HOST_LISTING_KINDS } from './host';
import { reviewSchema } from './stays';
import { requiredText } from './validation';

/**
 * Writing reviews (issue 7): a signed-in person's rating and text of a stay, a meal offer, a transport
 * service or an Ohel listing, and the host's one reply. Reading them (reviewSchema, reviewPageSchema)
 * is in ./stays.ts, where it began; writing answers the same reviewSchema.
 */

/** The listings people review, as their /rest/v1 resources: /{resource}/{id}/reviews. */
export const REVIEWED_RESOURCES = ['stays', 'meals', 'transport', 'ohel-listings'] as const;
export type ReviewedResource = (typeof REVIEWED_RESOURCES)[number];

export const REVIEW_RATING = { min: 1, max: 5 } as const;

/** Review writes (new and edited) per person; not in product §9, a guard against scripted spam. */
export const REVIEW_WRITE_LIMIT = { attempts: 20, windowMs: 60 * 60_000 } as const;

const ratingField = z
  .number({
    // A star picker with nothing chosen sends nothing.
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
  })
  .int({ message: 'validation.invalid' })
  .min(REVIEW_RATING.min, { message: 'validation.invalid' })
  .max(REVIEW_RATING.max, { message: 'validation.invalid' });

/** POST and PUT /rest/v1/{resource}/{id}/reviews[/mine]: product §5 message limit and input check. */
export const reviewInputSchema = z.object({
  rating: ratingField,
  text: requiredText(LIMITS.message),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** POST /rest/v1/host/reviews/{reviewId}/reply. */
export const hostReplyInputSchema = z.object({ text: requiredText(LIMITS.message) });
export type HostReplyInput = z.input<typeof hostReplyInputSchema>;

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

/**
 * GET /rest/v1/{resource}/{id}/reviews/mine: the person's latest review of the listing (null before they
 * write one), and whether they may write a new one now: `canWrite` with `reason` null, or the code a POST
 * would be refused with (review_after_*, review_exists when every ended booking has its review,
 * own_listing for its host).
 */
export const myReviewSchema = z.object({
  review: reviewSchema.nullable(),
  canWrite: z.boolean(),
  reason: z
    .enum([
      REVIEW_AFTER_CODES.stay,
      REVIEW_AFTER_CODES.meal,
      REVIEW_AFTER_CODES.ride,
      REVIEW_AFTER_CODES.visit,
      REVIEW_ERROR_CODES.reviewExists,
      REVIEW_ERROR_CODES.ownListing,
    ])
    .nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;
export type ReviewRefusalCode = NonNullable<MyReview['reason']>;

/** GET /rest/v1/host/reviews?replied&page: reviews of the host's own listings (visible ones), newest first. */
export const hostReviewsQuerySchema = z.object({
  replied: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const hostReviewSchema = reviewSchema.extend({
  listing: z.object({ kind: z.enum(HOST_LISTING_KINDS), id: z.uuid(), title: z.string() }),
});
export type HostReview = z.infer<typeof hostReviewSchema>;

export const hostReviewPageSchema = z.object({
  items: z.array(hostReviewSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type HostReviewPage = z.infer<typeof hostReviewPageSchema>;
