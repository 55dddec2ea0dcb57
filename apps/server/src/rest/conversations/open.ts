import { apiErrorSchema } from '@orchim/shared';
import { conversationSchema, openConversationSchema } from '@orchim/shared/conversations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/request-user';
import { openAboutBooking, openAboutListing } from '../../domain/messages/open-conversation';
import { readConversation } from '../../domain/messages/views';
import { notFoundError } from '../../lib/http-error';
import { langQuerySchema, readerOf } from './reader';

/**
 * POST /rest/v1/conversations {listingKind, listingId} | {bookingId}: finds or makes the conversation
 * of a guest and a listing's host, and answers it whole (earlier messages included); writes no message.
 * From a listing the caller is the guest (404 listing_unavailable, 403 own_listing); from a booking, its
 * guest or its host (404 for anyone else).
 */
export const openConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Open the conversation about a listing or a booking',
        tags: ['conversations'],
        querystring: langQuerySchema,
        body: openConversationSchema,
        response: {
          200: conversationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const reader = readerOf(request, request.query.lang);
      const { body } = request;
      const now = app.clock();
      const conversation = await app.db.transaction((tx) =>
        'bookingId' in body
          ? openAboutBooking(tx, reader.id, body.bookingId, now)
          : openAboutListing(tx, reader.id, body, now),
      );
      const answer = await readConversation(app.db, conversation.id, reader, now);
      if (!answer) throw notFoundError();
      return answer;
    },
  );
};
