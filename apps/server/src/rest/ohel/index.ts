import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewWriteRoutes } from '../reviews/write';
import { ohelListingDetailRoutes } from './detail';
import { ohelGuideRoutes } from './guide';
import { ohelListingsRoutes } from './listings';
import { ohelListingReviewsRoutes } from './reviews';

/**
 * /rest/v1/ohel-*: the visitor guide, and the listings (list, detail, reviews). Public (the anon key is
 * enough), but for writing a review. Shuttles and rides are booked as rides (POST /bookings with
 * ohelListingId), stays as stays.
 */
export const ohelRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    ohelGuideRoutes,
    ohelListingsRoutes,
    ohelListingDetailRoutes,
    ohelListingReviewsRoutes,
    reviewWriteRoutes({ resource: 'ohel-listings', tag: 'ohel' }),
  ]) {
    await app.register(routes);
  }
};
