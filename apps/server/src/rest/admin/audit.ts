import { adminAuditQuerySchema, auditPageSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/request-user';
import { auditLogRepository } from '../../db/repositories/audit-log';
import { adminErrors } from './common';

/**
 * GET /rest/v1/admin/audit?action&q&page: what admins did, newest first. Read only: no route changes it,
 * and the database refuses to (migration 0010).
 */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'The audit log of admin actions (admin)',
        tags: ['admin'],
        querystring: adminAuditQuerySchema,
        response: { 200: auditPageSchema, ...adminErrors },
      },
    },
    async (request) => auditLogRepository(app.db).list(request.query),
  );
};
