import { apiErrorSchema } from '@orchim/shared';
import {
  markReadSchema,
  messageSchema,
  postMessageSchema,
  reportMessageSchema,
} from '@orchim/shared/conversations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../auth/request-user';
import { conversationsRepository } from '../../db/repositories/conversations';
import { postMessage } from '../../domain/messages/post-message';
import { reportMessage } from '../../domain/messages/report-message';
import { toMessage } from '../../domain/messages/views';
import { notFoundError } from '../../lib/http-error';

const params = z.object({ id: z.uuid() });

/** Writing in one's conversations: a message, a read mark, a report of the other person's message. */
export const writeConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /rest/v1/conversations/{id}/messages {body}: 201 with the message. 404 for anyone else's
   * conversation, 403 message_blocked, 429 message_rate_limited (domain/messages/post-message.ts).
   */
  app.post(
    '/conversations/:id/messages',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Write in a conversation',
        tags: ['conversations'],
        params,
        body: postMessageSchema,
        response: {
          201: messageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const reader = signedInUser(request);
      const input = {
        conversationId: request.params.id,
        senderId: reader.id,
        body: request.body.body,
        now: app.clock(),
      };
      const message = await app.db.transaction((tx) => postMessage(tx, input));
      return reply.code(201).send(toMessage(message, reader.id));
    },
  );

  /**
   * POST /rest/v1/conversations/{id}/read {upTo?}: the caller has read it up to `upTo`, the sentAt of the
   * newest message they were shown (never beyond now), or without a body up to now; 404 if not theirs.
   */
  app.post(
    '/conversations/:id/read',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Mark a conversation read',
        tags: ['conversations'],
        params,
        // Without a body (older pages): everything up to now.
        body: markReadSchema.nullish(),
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const reader = signedInUser(request);
      const repository = conversationsRepository(app.db);
      if (!(await repository.findFor(request.params.id, reader.id))) throw notFoundError();
      const upTo = request.body?.upTo === undefined ? undefined : new Date(request.body.upTo);
      await repository.markRead(request.params.id, reader.id, app.clock(), upTo);
      return reply.code(204).send(null);
    },
  );

  /**
   * POST /rest/v1/messages/{id}/report {reason?}: a participant reports the other person's message, for
   * the admin. 204, also when reported before; 403 for one's own message, 404 for anyone else's.
   */
  app.post(
    '/messages/:id/report',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Report a message',
        tags: ['conversations'],
        params,
        // Without a body the report gives no reason.
        body: reportMessageSchema.nullish(),
        response: {
          204: z.null(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await reportMessage(app.db, {
        messageId: request.params.id,
        reporterId: signedInUser(request).id,
        reason: request.body?.reason ?? '',
        now: app.clock(),
      });
      return reply.code(204).send(null);
    },
  );
};
