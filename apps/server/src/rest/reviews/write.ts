import {
  apiErrorSchema,
  REVIEW_WRITE_LIMIT,
  myReviewSchema,
  reviewInputSchema,
  reviewSchema,
  type ReviewedResource,
} from '@orchim/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type RequestUser } from '../../auth/request-user';
import type { Queryable } from '../../db/client';
import { findReviewedListing } from '../../db/repositories/reviewed-listings';
import { reviewsRepository, type ReviewWrite } from '../../db/repositories/reviews';
import { notFoundError, rateLimitedError } from '../../lib/http-error';
import { reviewAuthorName } from '../../domain/reviews/author-name';
import { loginToReviewError, REVIEW_LIMIT_MESSAGE, reviewExistsError } from '../../domain/reviews/errors';
import { refusalError, verdictOf } from '../../domain/reviews/verdict';

/** What each resource is called in the API description. */
const NOUNS: Record<ReviewedResource, string> = {
  stays: 'a stay',
  meals: 'a meal offer',
  transport: 'a transport service',
  'ohel-listings': 'an Ohel listing',
};

/**
 * As the request arrives, before its body is read: a visitor learns they must sign in (product §6) rather
 * than what is wrong with the form. A token that is not valid is refused earlier, app-wide (403
 * bad_jwt / session_not_found, src/auth/request-user.ts), so the client refreshes or signs in again.
 */
async function requireReviewer(request: FastifyRequest): Promise<void> {
  if (!request.user) throw loginToReviewError();
}

/** The review as written, signed with the author's first name and initial as their account has it now. */
function reviewWriteOf(user: RequestUser, input: z.output<typeof reviewInputSchema>, now: Date): ReviewWrite {
  return {
    authorName: reviewAuthorName(user.user_metadata.full_name),
    rating: input.rating,
    text: input.text,
    now,
  };
}

/**
 * Counts a review write towards the author's limit, in the write's transaction (a refused or failed
 * write takes its count back with it), as the contact form counts its messages.
 */
async function consumeReviewWrite(app: FastifyInstance, tx: Queryable, userId: string): Promise<void> {
  const verdict = await app.rateLimiter.consumeAll(
    [
      {
        bucket: 'reviews:user',
        key: userId,
        limit: REVIEW_WRITE_LIMIT.attempts,
        windowMs: REVIEW_WRITE_LIMIT.windowMs,
      },
    ],
    tx,
  );
  if (!verdict.allowed) throw rateLimitedError(verdict.retryAfterSeconds, REVIEW_LIMIT_MESSAGE);
}

const params = z.object({ id: z.uuid() });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Writing reviews of a published listing of `resource` (404 otherwise), for signed-in people only:
 * POST /{resource}/{id}/reviews (by someone whose booking of it has ended, one review per booking), and
 * GET and PUT /{resource}/{id}/reviews/mine (their latest review, and whether they may write another).
 * Every write recounts the listing's average and count in its own transaction, so the cards, the detail
 * page and the stay search (whose catalogue sees the stay row change) show the new figures at once.
 */
export function reviewWriteRoutes(options: {
  resource: ReviewedResource;
  tag: string;
}): FastifyPluginAsyncZod {
  const { resource, tag } = options;
  const noun = NOUNS[resource];
  return async (app) => {
    app.post(
      `/${resource}/:id/reviews`,
      {
        onRequest: requireReviewer,
        schema: {
          summary: `Review ${noun}`,
          tags: [tag],
          params,
          body: reviewInputSchema,
          response: { 201: reviewSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const now = app.clock();
        const review = await app.db.transaction(async (tx) => {
          const listing = await findReviewedListing(tx, resource, request.params.id, { lock: true });
          if (!listing) throw notFoundError();
          // The listing's row is locked: a second post of the same person waits, then sees this review.
          const verdict = await verdictOf(tx, listing, user.id, now);
          if (verdict.refusal !== null) throw refusalError(verdict.refusal, listing);
          await consumeReviewWrite(app, tx, user.id);
          const reviews = reviewsRepository(tx);
          const write = reviewWriteOf(user, request.body, now);
          const created = await reviews.create(listing.target, user.id, verdict.bookingId, write);
          if (!created) throw reviewExistsError();
          await reviews.refreshRatings(listing.target);
          return created;
        });
        request.log.info({ reviewId: review.id, resource }, 'review written');
        return reply.code(201).send(review);
      },
    );

    app.get(
      `/${resource}/:id/reviews/mine`,
      {
        onRequest: requireReviewer,
        schema: {
          summary: `My review of ${noun}`,
          tags: [tag],
          params,
          response: { 200: myReviewSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const listing = await findReviewedListing(app.db, resource, request.params.id, { lock: false });
        if (!listing) throw notFoundError();
        // None yet is an answer, not an error: the page asks on every visit, and shows the form only to
        // those who may write (else the reason, calmly).
        const review = await reviewsRepository(app.db).findMine(listing.target, user.id);
        const { refusal } = await verdictOf(app.db, listing, user.id, app.clock());
        return { review, canWrite: refusal === null, reason: refusal };
      },
    );

    app.put(
      `/${resource}/:id/reviews/mine`,
      {
        onRequest: requireReviewer,
        schema: {
          summary: `Edit my review of ${noun}`,
          tags: [tag],
          params,
          body: reviewInputSchema,
          response: { 200: reviewSchema, ...errors },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const now = app.clock();
        return app.db.transaction(async (tx) => {
          const listing = await findReviewedListing(tx, resource, request.params.id, { lock: true });
          if (!listing) throw notFoundError();
          await consumeReviewWrite(app, tx, user.id);
          const reviews = reviewsRepository(tx);
          const updated = await reviews.updateMine(
            listing.target,
            user.id,
            reviewWriteOf(user, request.body, now),
          );
          if (!updated) throw notFoundError();
          await reviews.refreshRatings(listing.target);
          return updated;
        });
      },
    );
  };
}
