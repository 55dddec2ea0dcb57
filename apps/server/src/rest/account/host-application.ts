import { apiErrorSchema, hostApplicationRequestSchema, hostApplicationResultSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../auth/request-user';
import { accountsRepository } from '../../db/repositories/accounts';
import { alreadyHostError } from './errors';

/**
 * POST /rest/v1/account/host-application {intro?}: a guest applies to host with the account they have,
 * with a few words for the team that decides (kept as user_metadata.host_intro).
 * user_type becomes 'host' (PUT /auth/v1/user refuses it: only this route changes it, and only one way)
 * and the application is pending until an admin decides, in GET /rest/v1/admin/hosts. The claims reach
 * the browser with its next session refresh, which it asks for at once.
 */
export const hostApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/host-application',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Apply to host with my account',
        tags: ['account'],
        body: hostApplicationRequestSchema.nullish(),
        response: {
          200: hostApplicationResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const intro = request.body?.intro ?? '';
      const applied = await accountsRepository(app.db).applyToHost(me.id, intro, app.clock());
      if (!applied) throw alreadyHostError();
      request.log.info({ userId: me.id }, 'host application made');
      return { hostStatus: 'pending' as const };
    },
  );
};
