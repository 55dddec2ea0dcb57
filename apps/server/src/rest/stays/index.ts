import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewWriteRoutes } from '../reviews/write';
import { stayCalendarRoutes } from './calendar';
import { stayDetailRoutes } from './detail';
import { stayReviewsRoutes } from './reviews';
import { staySearchRoutes } from './search';

/**
 * /rest/v1/stays: search, detail, calendar and price, reviews. Public (the anon key is enough), but for
 * writing a review.
 */
export const stayRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    staySearchRoutes,
    stayDetailRoutes,
    stayCalendarRoutes,
    stayReviewsRoutes,
    reviewWriteRoutes({ resource: 'stays', tag: 'stays' }),
  ]) {
    await app.register(routes);
  }
};
