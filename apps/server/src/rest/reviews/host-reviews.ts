import { apiErrorSchema, hostReviewPageSchema, hostReviewsQuerySchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInHost } from '../../auth/request-user';
import { reviewsRepository } from '../../db/repositories/reviews';

export const HOST_REVIEWS_PAGE_SIZE = 20;

/**
 * GET /rest/v1/host/reviews?replied&page: the visible reviews of the host's own listings of every kind,
 * newest first, pages of 20, each with its listing; `replied=false` keeps those awaiting a reply (POST
 * …/reply, beside it in ./reply.ts). Registered in the host area, whose guard answers visitors (401) and
 * guests (403 not_a_host); any host may read, approved or not.
 */
export const hostReviewListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/host/reviews',
    {
      schema: {
        summary: 'Reviews of my listings (host)',
        tags: ['host'],
        querystring: hostReviewsQuerySchema,
        response: {
          200: hostReviewPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const host = signedInHost(request);
      const { replied, page } = request.query;
      const found = await reviewsRepository(app.db).pageForHost(host.id, {
        ...(replied === undefined ? {} : { replied: replied === 'true' }),
        page,
        pageSize: HOST_REVIEWS_PAGE_SIZE,
      });
      return { items: found.items, page, hasMore: found.hasMore };
    },
  );
};
