import { TRANSPORT_REVIEWS_PAGE_SIZE } from '@orchim/shared';
import { transportRepository } from '../../db/repositories/transport';
import { reviewedRow, reviewsRoute } from '../reviews-route';

/**
 * GET /rest/v1/transport/{id}/reviews?page: a published service's visible reviews, newest first, with
 * the average and count the service row keeps (refreshTransportRatings).
 */
export const transportReviewsRoutes = reviewsRoute({
  path: '/transport/:id/reviews',
  tag: 'transport',
  summary: 'Reviews of a transport service',
  pageSize: TRANSPORT_REVIEWS_PAGE_SIZE,
  findPublished: async (app, id) =>
    reviewedRow(await transportRepository(app.db).findPublishedRow(id), { transportServiceId: id }),
});
