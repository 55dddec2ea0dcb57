import {
  adminReasonSchema,
  adminReportPageSchema,
  adminReportSchema,
  adminReportsQuerySchema,
  type AdminReport,
} from '@orchim/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/request-user';
import { adminReportsRepository } from '../../db/repositories/admin-reports';
import { auditLogRepository } from '../../db/repositories/audit-log';
import { notFoundError } from '../../lib/http-error';
import { actorOf, adminErrors, adminWriteErrors, alreadyDoneError, notSuspendedError } from './common';

const params = z.object({ messageId: z.uuid() });

/**
 * Hides a reported message (or shows it again) with the audit row, in one transaction; answers the
 * message as the admin list shows it. The participants see it without its text from their next look.
 */
async function moderate(
  app: FastifyInstance,
  request: FastifyRequest,
  messageId: string,
  hidden: boolean,
  reason: string,
): Promise<AdminReport> {
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const reports = adminReportsRepository(tx);
    const message = await reports.findReported(messageId);
    if (!message) throw notFoundError();
    if (!(await reports.setHidden(messageId, hidden, now))) {
      throw hidden
        ? alreadyDoneError('This message is already hidden')
        : notSuspendedError('This message is not hidden');
    }
    await auditLogRepository(tx).record({
      actor: actorOf(request),
      action: hidden ? 'message.hide' : 'message.restore',
      target: { type: 'reported_message', id: messageId, label: message.label },
      reason,
      at: now,
    });
  });
  request.log.info({ messageId, hidden }, 'reported message moderated');
  const [report] = (await adminReportsRepository(app.db).list({ messageId, page: 1 }, now)).items;
  if (!report) throw notFoundError();
  return report;
}

/**
 * Messages of guest–host conversations that a participant reported, and hiding them:
 * /rest/v1/admin/reports. Disabling a message's sender is /rest/v1/admin/users/{id}/disable.
 */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /rest/v1/admin/reports?hidden&q&page: one item per reported message, the newest report first; q
   * matches the message's text, or its sender's name or email.
   */
  app.get(
    '/admin/reports',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Reported messages of conversations (admin)',
        tags: ['admin'],
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportPageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { hidden, ...rest } = request.query;
      return adminReportsRepository(app.db).list(
        { ...rest, hidden: hidden === undefined ? undefined : hidden === 'true' },
        app.clock(),
      );
    },
  );

  /**
   * POST /rest/v1/admin/reports/{messageId}/hide {reason?}: both participants see the message without its
   * text, and it no longer counts as unread. 404 for a message nobody reported, 409 already_done when it is
   * hidden already.
   */
  app.post(
    '/admin/reports/:messageId/hide',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Hide a reported message (admin)',
        tags: ['admin'],
        params,
        body: adminReasonSchema.optional(),
        response: { 200: adminReportSchema, ...adminWriteErrors },
      },
    },
    async (request) => moderate(app, request, request.params.messageId, true, request.body?.reason ?? ''),
  );

  /** POST /rest/v1/admin/reports/{messageId}/restore {reason?}: its text shown again. 409 not_suspended when not hidden. */
  app.post(
    '/admin/reports/:messageId/restore',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Show a hidden message again (admin)',
        tags: ['admin'],
        params,
        body: adminReasonSchema.optional(),
        response: { 200: adminReportSchema, ...adminWriteErrors },
      },
    },
    async (request) => moderate(app, request, request.params.messageId, false, request.body?.reason ?? ''),
  );
};
