import {
  apiErrorSchema,
  ohelListingDetailQuerySchema,
  ohelListingDetailSchema,
  ohelListingIdParamsSchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ohelRepository } from '../../db/repositories/ohel';
import { notFoundError } from '../../lib/http-error';

/**
 * GET /rest/v1/ohel-listings/{id}?lang: a published listing with its images, host and how it is
 * booked (`booking`: the ride form's service, the stay to book at /stays/:id, or null), in the reader's
 * language where the host translated it. Drafts and suspended ones are 404.
 */
export const ohelListingDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ohel-listings/:id',
    {
      schema: {
        summary: 'An Ohel listing',
        tags: ['ohel'],
        params: ohelListingIdParamsSchema,
        querystring: ohelListingDetailQuerySchema,
        response: { 200: ohelListingDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const listing = await ohelRepository(app.db).findPublished(request.params.id, request.query.lang);
      if (!listing) throw notFoundError();
      return listing;
    },
  );
};
