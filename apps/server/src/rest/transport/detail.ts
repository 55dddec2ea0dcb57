import {
  apiErrorSchema,
  transportDetailQuerySchema,
  transportDetailSchema,
  transportIdParamsSchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transportRepository } from '../../db/repositories/transport';
import { notFoundError } from '../../lib/http-error';

/**
 * GET /rest/v1/transport/{id}?lang: a published service with its images (cover first) and its
 * provider, in the reader's language where the provider translated it. Drafts and suspended ones are 404.
 */
export const transportDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transport/:id',
    {
      schema: {
        summary: 'A transport service',
        tags: ['transport'],
        params: transportIdParamsSchema,
        querystring: transportDetailQuerySchema,
        response: { 200: transportDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const service = await transportRepository(app.db).findPublished(request.params.id, request.query.lang);
      if (!service) throw notFoundError();
      return service;
    },
  );
};
