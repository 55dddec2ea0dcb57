import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionsRepository } from '../../db/repositories/sessions';
import { requireUser, signedInUser } from '../request-user';
import { authErrorSchema } from '../wire';

const logoutQuerySchema = z.object({ scope: z.enum(['global', 'local', 'others']).default('global') });

/**
 * POST /auth/v1/logout?scope=global|local|others: ends every session of the user, the token's own
 * session, or all the others. Its refresh tokens go with each session, and its access tokens stop
 * working at once (they name their session).
 */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Sign out',
        tags: ['auth'],
        querystring: logoutQuerySchema,
        response: { 204: z.null(), 400: authErrorSchema, 401: authErrorSchema, 403: authErrorSchema },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request);
      const sessions = sessionsRepository(app.db);
      if (request.query.scope === 'local') await sessions.end(me.sessionId);
      else await sessions.endAllOf(me.id, request.query.scope === 'others' ? me.sessionId : undefined);
      return reply.code(204).send(null);
    },
  );
};
