import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ohelGuideRoutes } from './guide';

/** /rest/v1/ohel-*: the visitor guide (listings join here). Public: the anon key is enough. */
export const ohelRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [ohelGuideRoutes]) {
    await app.register(routes);
  }
};
