import { API_ERROR_CODES, apiErrorSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unavailableReason } from '../db/connection-errors';
import { HttpError } from '../lib/http-error';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** GET /health: for load balancers and uptime checks; 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        // Probes repeat every few seconds during an outage: one line each, without the stack.
        request.log.warn(unavailableReason(error), 'health check: database unreachable');
        throw new HttpError(503, API_ERROR_CODES.unavailable, 'The database is not reachable.', {
          headers: { 'cache-control': 'no-store' },
        });
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok', database: 'ok' } as const;
    },
  );
};
