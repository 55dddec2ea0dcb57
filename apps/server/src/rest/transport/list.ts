import {
  apiErrorSchema,
  TRANSPORT_PAGE_SIZE,
  transportListQuerySchema,
  transportListSchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transportRepository } from '../../db/repositories/transport';
import { consumeSearch } from '../../lib/search-limit';

/**
 * GET /rest/v1/transport?serviceType&airport&passengers&luggage&page&lang: published services matching
 * the filters, one page, with the number of matches. Each list counts towards the product §9 search limit
 * of its searcher, in the same bucket as the stay search (lib/search-limit.ts).
 */
export const transportListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transport',
    {
      schema: {
        summary: 'List transport services',
        tags: ['transport'],
        querystring: transportListQuerySchema,
        response: { 200: transportListSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await consumeSearch(app, request);
      const { query } = request;
      const found = await transportRepository(app.db).list(query, TRANSPORT_PAGE_SIZE);
      return { ...found, page: query.page, pageSize: TRANSPORT_PAGE_SIZE };
    },
  );
};
