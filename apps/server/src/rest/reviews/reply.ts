import { apiErrorSchema, hostReplyInputSchema, reviewSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/request-user';
import { reviewsRepository } from '../../db/repositories/reviews';
import { notFoundError } from '../../lib/http-error';
import { replyExistsError } from '../../domain/reviews/errors';

/**
 * POST /rest/v1/host/reviews/{reviewId}/reply: the host of the reviewed listing answers a review, once
 * (409 reply_exists after). Registered in the host area, whose guard answers visitors and guests; a
 * review of another host's listing is 404, which tells that host nothing.
 */
export const hostReviewReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/host/reviews/:reviewId/reply',
    {
      schema: {
        summary: 'Reply to a review of my listing (host)',
        tags: ['host'],
        params: z.object({ reviewId: z.uuid() }),
        body: hostReplyInputSchema,
        response: {
          201: reviewSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const host = signedInUser(request);
      const { reviewId } = request.params;
      const reviews = reviewsRepository(app.db);
      const found = await reviews.findForReply(reviewId);
      if (!found || found.hostId !== host.id) throw notFoundError();
      if (found.replied) throw replyExistsError();
      // Written only where there is no reply yet: of two racing replies, the second gets the 409.
      const replied = await reviews.reply(reviewId, request.body.text, app.clock());
      if (!replied) throw replyExistsError();
      return reply.code(201).send(replied);
    },
  );
};
