import { adminOverviewSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/request-user';
import { adminOverviewRepository } from '../../db/repositories/admin-overview';
import { adminErrors } from './common';

/**
 * GET /rest/v1/admin/overview: the admin area's dashboard (counts, revenue by month), and what waits for the
 * admin (unread contact messages, reported messages not hidden).
 */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Counts across the site, and revenue of the last 12 months (admin)',
        tags: ['admin'],
        response: { 200: adminOverviewSchema, ...adminErrors },
      },
    },
    async () => adminOverviewRepository(app.db).overview(app.clock()),
  );
};
