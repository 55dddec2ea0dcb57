import {
  apiErrorSchema,
  reviewPageSchema,
  reviewsQuerySchema,
  STAY_LIMITS,
  stayIdParamsSchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsRepository } from '../../db/repositories/reviews';
import { roundRating, staysRepository } from '../../db/repositories/stays';
import { notFoundError } from '../../lib/http-error';

/**
 * GET /rest/v1/stays/{id}/reviews?page: a published stay's visible reviews, newest first, with the
 * average and count the stay row keeps (refreshStayRatings).
 */
export const stayReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stays/:id/reviews',
    {
      schema: {
        summary: 'Reviews of a stay',
        tags: ['stays'],
        params: stayIdParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const stay = await staysRepository(app.db).findPublishedRow(request.params.id);
      if (!stay) throw notFoundError();
      const { page } = request.query;
      const found = await reviewsRepository(app.db).page(stay.id, page, STAY_LIMITS.reviewsPageSize);
      return {
        items: found.items,
        average: roundRating(stay.ratingAverage),
        count: stay.reviewCount,
        page,
        hasMore: found.hasMore,
      };
    },
  );
};
