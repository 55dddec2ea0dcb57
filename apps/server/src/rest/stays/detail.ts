import { apiErrorSchema, stayDetailQuerySchema, stayDetailSchema, stayIdParamsSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staysRepository } from '../../db/repositories/stays';
import { notFoundError } from '../../lib/http-error';

/**
 * GET /rest/v1/stays/{id}?lang: a published stay with its images (cover first) and its host's first
 * name, in the reader's language where the host translated it. Drafts and suspended stays are 404.
 */
export const stayDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stays/:id',
    {
      schema: {
        summary: 'A stay',
        tags: ['stays'],
        params: stayIdParamsSchema,
        querystring: stayDetailQuerySchema,
        response: { 200: stayDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const stay = await staysRepository(app.db).findPublished(request.params.id, request.query.lang);
      if (!stay) throw notFoundError();
      return stay;
    },
  );
};
