import { z } from 'zod';
import { LIMITS } from './constants';
import { HOST_LISTING_KINDS } from './listing-kinds';
import { REVIEW_AFTER_CODES, REVIEW_ERROR_CODES, REVIEW_RATING } from './review-vocabulary';
import { reviewSchema } from './stays';
import { requiredText } from './validation';

/**
 * Writing reviews (issue 7): a signed-in person's rating and text of a stay, a meal offer, a transport
 * service or an Ohel listing, and the host's one reply. Reading them (reviewSchema, reviewPageSchema)
 * is in ./stays.ts, where it began; writing answers the same reviewSchema.
 */

export * from './review-vocabulary';

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
