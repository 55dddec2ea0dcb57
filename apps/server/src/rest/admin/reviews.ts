import {
  adminReasonSchema,
  adminReviewPageSchema,
  adminReviewSchema,
  adminReviewsQuerySchema,
  type AdminReview,
} from '@orchim/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/request-user';
import { adminReviewsRepository } from '../../db/repositories/admin-reviews';
import { auditLogRepository } from '../../db/repositories/audit-log';
import { notFoundError } from '../../lib/http-error';
import { actorOf, adminErrors, adminWriteErrors, alreadyDoneError, notSuspendedError } from './common';

const params = z.object({ id: z.uuid() });

/**
 * Hides a review (or shows it again) with its listing's average and count recounted, and the audit row,
 * in one transaction; answers the review as the admin list shows it.
 */
async function moderate(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  hidden: boolean,
  reason: string,
): Promise<AdminReview> {
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const reviews = adminReviewsRepository(tx);
    const review = await reviews.lock(id);
    if (!review) throw notFoundError();
    if (!(await reviews.setHidden(review, id, hidden, now))) {
      throw hidden
        ? alreadyDoneError('This review is already hidden')
        : notSuspendedError('This review is not hidden');
    }
    await auditLogRepository(tx).record({
      actor: actorOf(request),
      action: hidden ? 'review.hide' : 'review.restore',
      target: { type: 'review', id, label: review.label },
      reason,
      at: now,
    });
  });
  request.log.info({ reviewId: id, hidden }, 'review moderated');
  const [review] = (await adminReviewsRepository(app.db).list({ id, page: 1 })).items;
  if (!review) throw notFoundError();
  return review;
}

/** Reviews of every listing, hidden or not, and hiding them: /rest/v1/admin/reviews. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /rest/v1/admin/reviews?hidden&q&page: newest first; q matches the text, author or listing title. */
  app.get(
    '/admin/reviews',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Reviews of every listing (admin)',
        tags: ['admin'],
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewPageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { hidden, ...rest } = request.query;
      return adminReviewsRepository(app.db).list({
        ...rest,
        hidden: hidden === undefined ? undefined : hidden === 'true',
      });
    },
  );

  /**
   * POST /rest/v1/admin/reviews/{id}/hide {reason?}: gone from the listing's page, and from its average
   * and count at once. 409 already_done when it is hidden already.
   */
  app.post(
    '/admin/reviews/:id/hide',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Hide a review (admin)',
        tags: ['admin'],
        params,
        body: adminReasonSchema.optional(),
        response: { 200: adminReviewSchema, ...adminWriteErrors },
      },
    },
    async (request) => moderate(app, request, request.params.id, true, request.body?.reason ?? ''),
  );

  /** POST /rest/v1/admin/reviews/{id}/restore {reason?}: shown and counted again. 409 not_suspended when not hidden. */
  app.post(
    '/admin/reviews/:id/restore',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Show a hidden review again (admin)',
        tags: ['admin'],
        params,
        body: adminReasonSchema.optional(),
        response: { 200: adminReviewSchema, ...adminWriteErrors },
      },
    },
    async (request) => moderate(app, request, request.params.id, false, request.body?.reason ?? ''),
  );
};
