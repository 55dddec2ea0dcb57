import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transportDetailRoutes } from './detail';
import { transportListRoutes } from './list';
import { transportQuoteRoutes } from './quote';
import { transportReviewsRoutes } from './reviews';

/** /rest/v1/transport: list, detail, a ride's price quote, reviews. Public: the anon key is enough. */
export const transportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    transportListRoutes,
    transportDetailRoutes,
    transportQuoteRoutes,
    transportReviewsRoutes,
  ]) {
    await app.register(routes);
  }
};
