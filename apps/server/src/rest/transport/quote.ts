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
import { fleetFullError } from '../../domain/transport/errors';
import { quoteRide } from '../../domain/transport/ride-rules';

/**
 * GET /rest/v1/transport/{id}/quote?date&time&passengers&luggage: the server's price of a ride picked
 * up at that New York date and time, or the refusal its booking would get (./ride-rules.ts), so the
 * form can say why before it is sent: 409 fleet_full when every vehicle is already out at that time.
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
        response: {
          200: rideQuoteSchema,
          400: rideRefusalSchema,
          404: apiErrorSchema,
          409: rideRefusalSchema,
        },
      },
    },
    async (request) => {
      const transport = transportRepository(app.db);
      const service = await transport.findPublishedRow(request.params.id);
      if (!service) throw notFoundError();
      const { quote, pickupAt } = quoteRide(service, request.query, app.clock());
      if (!(await transport.fleetHasRoom(service.id, pickupAt, request.query.passengers))) {
        throw fleetFullError('time');
      }
      return quote;
    },
  );
};
