import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mealDetailRoutes } from './detail';
import { mealListRoutes } from './list';
import { mealReviewsRoutes } from './reviews';

/** /rest/v1/meals: the list, the holy days, an offer, its sittings, price and reviews. Public (anon key). */
export const mealRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [mealListRoutes, mealDetailRoutes, mealReviewsRoutes]) {
    await app.register(routes);
  }
};
