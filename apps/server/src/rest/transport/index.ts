import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewWriteRoutes } from '../reviews/write';
import { transportDetailRoutes } from './detail';
import { transportListRoutes } from './list';
import { transportQuoteRoutes } from './quote';
import { transportReviewsRoutes } from './reviews';

/**
 * /rest/v1/transport: list, detail, a ride's price quote, reviews. Public (the anon key is enough), but
 * for writing a review.
 */
export const transportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    transportListRoutes,
    transportDetailRoutes,
    transportQuoteRoutes,
    transportReviewsRoutes,
    reviewWriteRoutes({ resource: 'transport', tag: 'transport' }),
  ]) {
    await app.register(routes);
  }
};
