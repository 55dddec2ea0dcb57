import { appConfigSchema, type AppConfig } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOrigin } from '../lib/site-origin';

/**
 * GET /app-config.json: the API base URL and anon key, read by the browser at start so that
 * neither is baked into the bundle (the same build runs anywhere).
 */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-config.json',
    {
      schema: {
        summary: 'Run-time configuration for the web app',
        tags: ['system'],
        response: { 200: appConfigSchema },
      },
    },
    async (request, reply): Promise<AppConfig> => {
      reply.header('cache-control', 'no-store');
      return {
        apiUrl: siteOrigin(request),
        anonKey: app.config.anonKey,
      };
    },
  );
};
