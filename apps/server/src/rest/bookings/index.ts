import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingCalendarRoutes } from './calendar';
import { cancelBookingRoutes } from './cancel';
import { createBookingRoutes } from './create';
import { readBookingRoutes } from './read';

/**
 * /rest/v1/bookings: booking a stay, a meal or a ride, reading one's bookings (also as a calendar file),
 * cancelling. Signed-in users only.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [createBookingRoutes, readBookingRoutes, cancelBookingRoutes, bookingCalendarRoutes])
    await app.register(routes);
};
