import {
  apiErrorSchema,
  OHEL_LISTINGS_PAGE_SIZE,
  ohelListingsQuerySchema,
  ohelListingsSchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ohelRepository } from '../../db/repositories/ohel';
import { consumeSearch } from '../../lib/search-limit';

/**
 * GET /rest/v1/ohel-listings?kind&page&lang: the published Ohel listings (of a kind), one page, with
 * the number of matches. Each list counts towards the product §9 search limit of its searcher, in the same
 * bucket as the other lists (lib/search-limit.ts).
 */
export const ohelListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ohel-listings',
    {
      schema: {
        summary: 'List the Ohel listings: shuttles, rides, places to stay, guided visits',
        tags: ['ohel'],
        querystring: ohelListingsQuerySchema,
        response: { 200: ohelListingsSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await consumeSearch(app, request);
      const { query } = request;
      const found = await ohelRepository(app.db).list(query, OHEL_LISTINGS_PAGE_SIZE);
      return { ...found, page: query.page, pageSize: OHEL_LISTINGS_PAGE_SIZE };
    },
  );
};
