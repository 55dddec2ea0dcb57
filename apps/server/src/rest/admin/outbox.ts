import { apiErrorSchema, emailField } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/request-user';
import { outboxRepository } from '../../db/repositories/outbox';

const OUTBOX_PAGE = 20;

const outboxQuerySchema = z.object({ to: emailField.optional() });

const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The files sent with it (a booking's receipt): their names and types, not their content. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  created_at: z.string(),
});

/**
 * GET /rest/v1/admin/outbox?to=<email>: the newest 20 mails written to the outbox (mail is kept there
 * instead of sent when no SMTP_URL is set), for one address or all, each with its attachments' names and
 * types. Admins only.
 */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Mail kept in the outbox (admin)',
        tags: ['admin'],
        querystring: outboxQuerySchema,
        response: {
          200: z.array(outboxMailSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const mails = await outboxRepository(app.db).list({ to: request.query.to, limit: OUTBOX_PAGE });
      return mails.map(({ createdAt, attachments, ...mail }) => ({
        ...mail,
        attachments: attachments.map(({ filename, contentType }) => ({ filename, contentType })),
        created_at: createdAt.toISOString(),
      }));
    },
  );
};
