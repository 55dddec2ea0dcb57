import {
  adminMessagePageSchema,
  adminMessageReadSchema,
  adminMessageSchema,
  adminMessagesQuerySchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/request-user';
import { adminMessagesRepository, toAdminMessage } from '../../db/repositories/admin-messages';
import { auditLogRepository } from '../../db/repositories/audit-log';
import { notFoundError } from '../../lib/http-error';
import { actorOf, adminErrors } from './common';

/** The contact form's inbox: /rest/v1/admin/messages. */
export const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /rest/v1/admin/messages?unread&q&page: newest first; q matches the sender, subject or text. */
  app.get(
    '/admin/messages',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Contact messages (admin)',
        tags: ['admin'],
        querystring: adminMessagesQuerySchema,
        response: { 200: adminMessagePageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { unread, ...rest } = request.query;
      return adminMessagesRepository(app.db).list({
        ...rest,
        unread: unread === undefined ? undefined : unread === 'true',
      });
    },
  );

  /**
   * POST /rest/v1/admin/messages/{id}/read {read}: marks it read or unread again, recorded in the audit
   * log. Asking for the state it is already in changes nothing (and records nothing): opening a message
   * twice is no conflict. 404 for an unknown id.
   */
  app.post(
    '/admin/messages/:id/read',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Mark a contact message read or unread (admin)',
        tags: ['admin'],
        params: z.object({ id: z.uuid() }),
        body: adminMessageReadSchema,
        response: { 200: adminMessageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { read } = request.body;
      const now = app.clock();
      const message = await app.db.transaction(async (tx) => {
        const messages = adminMessagesRepository(tx);
        const changed = await messages.setRead(id, read, now);
        if (!changed) return messages.find(id);
        await auditLogRepository(tx).record({
          actor: actorOf(request),
          action: read ? 'message.read' : 'message.unread',
          target: { type: 'message', id, label: `${changed.subject} (${changed.email})` },
          at: now,
        });
        return changed;
      });
      if (!message) throw notFoundError();
      return toAdminMessage(message);
    },
  );
};
