import { STAY_LIMITS } from '@orchim/shared';
import { staysRepository } from '../../db/repositories/stays';
import { reviewedRow, reviewsRoute } from '../reviews-route';

/**
 * GET /rest/v1/stays/{id}/reviews?page: a published stay's visible reviews, newest first, with the
 * average and count the stay row keeps (refreshStayRatings).
 */
export const stayReviewsRoutes = reviewsRoute({
  path: '/stays/:id/reviews',
  tag: 'stays',
  summary: 'Reviews of a stay',
  pageSize: STAY_LIMITS.reviewsPageSize,
  findPublished: async (app, id) =>
    reviewedRow(await staysRepository(app.db).findPublishedRow(id), { stayId: id }),
});
