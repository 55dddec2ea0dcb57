import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelBookingRoutes } from './cancel';
import { createBookingRoutes } from './create';
import { readBookingRoutes } from './read';

/** /rest/v1/bookings: booking a stay or a meal, reading one's bookings, cancelling. Signed-in users only. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [createBookingRoutes, readBookingRoutes, cancelBookingRoutes])
    await app.register(routes);
};
