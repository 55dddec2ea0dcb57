import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireHostAccount } from '../../auth/request-user';
import { hostReviewListRoutes } from '../reviews/host-reviews';
import { hostReviewReplyRoutes } from '../reviews/reply';
import { hostBookingRoutes } from './bookings';
import { hostCalendarRoutes } from './calendar';
import { hostImageRoutes } from './images';
import { hostListingRoutes } from './listings';
import { hostOfferRoutes } from './offers';
import { hostPaymentMeansRoutes } from './payment-means';
import { hostStayRoutes } from './stays';

/**
 * /rest/v1/host/*: what a host manages (issue 6). Every route is for hosts, approved or pending: the check
 * runs as the request arrives, before its body is read, so a guest (403 not_a_host) or a visitor (401)
 * learns nothing from validation. Routes that need an approved host (publishing) say so themselves.
 */
export const hostRoutes: FastifyPluginAsyncZod = async (app) => {
  // In each route's own onRequest rather than the scope's, so that the route table says who may call
  // it (test/signed-out-first.test.ts reads it there); it runs before the route's other hooks all the same.
  app.addHook('onRoute', (route) => {
    route.onRequest = [requireHostAccount, ...[route.onRequest ?? []].flat()];
  });
  for (const routes of [
    hostListingRoutes,
    hostStayRoutes,
    hostCalendarRoutes,
    hostBookingRoutes,
    hostImageRoutes,
    hostOfferRoutes,
    hostReviewListRoutes,
    hostReviewReplyRoutes,
    hostPaymentMeansRoutes,
  ]) {
    await app.register(routes);
  }
};
