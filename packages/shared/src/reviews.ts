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

/** Review writes (new and edited) per person; not in SPEC §9, a guard against scripted spam. */
export const REVIEW_WRITE_LIMIT = { attempts: 20, windowMs: 60 * 60_000 } as const;

const ratingField = z
  .number({
    // A star picker with nothing chosen sends nothing.
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
  })
  .int({ message: 'validation.invalid' })
  .min(REVIEW_RATING.min, { message: 'validation.invalid' })
  .max(REVIEW_RATING.max, { message: 'validation.invalid' });

/** POST and PUT /rest/v1/{resource}/{id}/reviews[/mine]: SPEC §5 message limit and input check. */
export const reviewInputSchema = z.object({
  rating: ratingField,
  text: requiredText(LIMITS.message),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** GET /rest/v1/{resource}/{id}/reviews/mine: the person's review of the listing, or null before they write one. */
export const myReviewSchema = z.object({ review: reviewSchema.nullable() });
export type MyReview = z.infer<typeof myReviewSchema>;

/** POST /rest/v1/host/reviews/{reviewId}/reply. */
export const hostReplyInputSchema = z.object({ text: requiredText(LIMITS.message) });
export type HostReplyInput = z.input<typeof hostReplyInputSchema>;

/** Codes of the refusals of review writes, as the browser maps them to its messages. */
export const REVIEW_ERROR_CODES = {
  /** 409: this person has reviewed this listing already (they edit it instead). */
  reviewExists: 'review_exists',
  /** 403: hosts do not review their own listings. */
  ownListing: 'own_listing',
  /** 409: the host has replied to this review already. */
  replyExists: 'reply_exists',
} as const;

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
