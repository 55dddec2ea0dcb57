import { appConfigSchema, type AppConfig } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { siteOrigin } from '../lib/site-origin';

/** How this server takes payment, as the browser is told (docs/decisions/039-online-payment.md). */
export const paymentsMode = (config: Config): AppConfig['payments'] =>
  config.stripe ? 'stripe' : 'on_arrival';

/** The map tiles the browser is to draw, when MAP_STYLE_URL is set (docs/decisions/041-map.md). */
export const mapTilesOf = (config: Config): Pick<AppConfig, 'mapTiles'> =>
  config.mapTiles ? { mapTiles: { ...config.mapTiles } } : {};

/**
 * GET /app-config.json: the API base URL and anon key, read by the browser at start so that
 * neither is baked into the bundle (the same build runs anywhere), how bookings are paid, and the map
 * tiles when there are some.
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
        payments: paymentsMode(app.config),
        ...mapTilesOf(app.config),
      };
    },
  );
};
