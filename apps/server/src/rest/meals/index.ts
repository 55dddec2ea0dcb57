import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewWriteRoutes } from '../reviews/write';
import { mealDetailRoutes } from './detail';
import { mealListRoutes } from './list';
import { mealReviewsRoutes } from './reviews';

/**
 * /rest/v1/meals: the list, the holy days, an offer, its sittings, price and reviews. Public (anon key),
 * but for writing a review.
 */
export const mealRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    mealListRoutes,
    mealDetailRoutes,
    mealReviewsRoutes,
    reviewWriteRoutes({ resource: 'meals', tag: 'meals' }),
  ]) {
    await app.register(routes);
  }
};
