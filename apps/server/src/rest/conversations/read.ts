import { apiErrorSchema, bookingIdParamsSchema } from '@orchim/shared';
import { MESSAGE_LIMITS } from '@orchim/shared/conversation-vocabulary';
import {
  bookingConversationSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationSchema,
  unreadCountsSchema,
} from '@orchim/shared/conversations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../auth/request-user';
import { conversationsRepository } from '../../db/repositories/conversations';
import { findBookingConversation } from '../../domain/messages/open-conversation';
import { readConversation, toSummary } from '../../domain/messages/views';
import { notFoundError } from '../../lib/http-error';
import { langQuerySchema, readerOf } from './reader';

const params = z.object({ id: z.uuid() });
const listQuery = conversationListQuerySchema.extend(langQuerySchema.shape);
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Reading one's conversations: the inboxes, the unread counts, one conversation, a booking's. */
export const readConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /rest/v1/conversations?role=guest|host: the reader's conversations in that role with at least one
   * message, newest message first (the MESSAGE_LIMITS.shown most recent).
   */
  app.get(
    '/conversations',
    {
      onRequest: requireUser,
      schema: {
        summary: 'My conversations, as a guest or as a host',
        tags: ['conversations'],
        querystring: listQuery,
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request) => {
      const reader = readerOf(request, request.query.lang);
      const views = await conversationsRepository(app.db).list(
        reader.id,
        request.query.role,
        MESSAGE_LIMITS.shown,
      );
      return { items: views.map((view) => toSummary(view, reader.id, reader.lang)) };
    },
  );

  /** GET /rest/v1/conversations/unread: messages not yet read, as a guest and as a host (the header). */
  app.get(
    '/conversations/unread',
    {
      onRequest: requireUser,
      schema: {
        summary: 'My unread messages, as a guest and as a host',
        tags: ['conversations'],
        response: { 200: unreadCountsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => conversationsRepository(app.db).unreadCounts(signedInUser(request).id),
  );

  /** GET /rest/v1/conversations/{id}: for its two participants; anyone else gets 404, the admin too. */
  app.get(
    '/conversations/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'A conversation',
        tags: ['conversations'],
        params,
        querystring: langQuerySchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => {
      const reader = readerOf(request, request.query.lang);
      const answer = await readConversation(app.db, request.params.id, reader, app.clock());
      if (!answer) throw notFoundError();
      return answer;
    },
  );

  /**
   * GET /rest/v1/bookings/{id}/conversation: the conversation about the booking's listing with its guest,
   * for the booking's guest and host (404 for anyone else); {conversation: null} before anyone wrote, and
   * {conversation: null, guestDeleted: true} once the booking's guest deleted their account.
   */
  app.get(
    '/bookings/:id/conversation',
    {
      onRequest: requireUser,
      schema: {
        summary: "A booking's conversation",
        tags: ['conversations'],
        params: bookingIdParamsSchema,
        querystring: langQuerySchema,
        response: { 200: bookingConversationSchema, ...errors },
      },
    },
    async (request) => {
      const reader = readerOf(request, request.query.lang);
      const { conversation: found, guestDeleted } = await findBookingConversation(
        app.db,
        reader.id,
        request.params.id,
      );
      const conversation = found && (await readConversation(app.db, found.id, reader, app.clock()));
      return { conversation: conversation ?? null, guestDeleted };
    },
  );
};
