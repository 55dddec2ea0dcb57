import { apiErrorSchema, reviewPageSchema, reviewsQuerySchema } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewsRepository, type ReviewTarget } from '../db/repositories/reviews';
import { roundRating } from '../db/repositories/stays';
import { notFoundError } from '../lib/http-error';

/** A published listing's review facts: what its reviews are of, and the average and count its row keeps. */
export interface ReviewedListing {
  target: ReviewTarget;
  ratingAverage: number | null;
  reviewCount: number;
}

/** The review facts of a published listing's row (null when it is not published), its reviews of `target`. */
export const reviewedRow = (
  row: { ratingAverage: number | null; reviewCount: number } | null,
  target: ReviewTarget,
): ReviewedListing | null =>
  row && { target, ratingAverage: row.ratingAverage, reviewCount: row.reviewCount };

/**
 * GET {path}?page (path ends in /:id/reviews): a published listing's visible reviews, newest first, with
 * the average and count its row keeps. Every kind of listing answers the same way; `findPublished`
 * says which listing the id is, or null (404) when it is not published.
 */
export function reviewsRoute(options: {
  path: string;
  tag: string;
  summary: string;
  pageSize: number;
  findPublished: (app: FastifyInstance, id: string) => Promise<ReviewedListing | null>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      options.path,
      {
        schema: {
          summary: options.summary,
          tags: [options.tag],
          params: z.object({ id: z.uuid() }),
          querystring: reviewsQuerySchema,
          response: { 200: reviewPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const listing = await options.findPublished(app, request.params.id);
        if (!listing) throw notFoundError();
        const { page } = request.query;
        const found = await reviewsRepository(app.db).page(listing.target, page, options.pageSize);
        return {
          items: found.items,
          average: roundRating(listing.ratingAverage),
          count: listing.reviewCount,
          page,
          hasMore: found.hasMore,
        };
      },
    );
  };
}
