import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /rest/v1/openapi.json: the API described from the routes' own schemas. */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
