import {
  apiErrorSchema,
  rideQuoteQuerySchema,
  rideQuoteSchema,
  rideRefusalSchema,
  transportIdParamsSchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transportRepository } from '../../db/repositories/transport';
import { notFoundError } from '../../lib/http-error';
import { quoteRide } from '../../domain/transport/ride-rules';

/**
 * GET /rest/v1/transport/{id}/quote?date&time&passengers&luggage: the server's price of a ride picked
 * up at that New York date and time, or the refusal its booking would get (./ride-rules.ts), so the
 * form can say why before it is sent.
 */
export const transportQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transport/:id/quote',
    {
      schema: {
        summary: 'The price of a ride',
        tags: ['transport'],
        params: transportIdParamsSchema,
        querystring: rideQuoteQuerySchema,
        response: { 200: rideQuoteSchema, 400: rideRefusalSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const service = await transportRepository(app.db).findPublishedRow(request.params.id);
      if (!service) throw notFoundError();
      return quoteRide(service, request.query, app.clock()).quote;
    },
  );
};
