import { OHEL_REVIEWS_PAGE_SIZE } from '@orchim/shared';
import { ohelRepository } from '../../db/repositories/ohel';
import { reviewsRoute } from '../reviews-route';

/**
 * GET /rest/v1/ohel-listings/{id}/reviews?page: a published listing's visible reviews, newest first,
 * with their average and count: a place to stay's are its stay's (reviewed by the guests who booked it),
 * the others' the listing's own.
 */
export const ohelListingReviewsRoutes = reviewsRoute({
  path: '/ohel-listings/:id/reviews',
  tag: 'ohel',
  summary: 'Reviews of an Ohel listing',
  pageSize: OHEL_REVIEWS_PAGE_SIZE,
  findPublished: (app, id) => ohelRepository(app.db).findReviewed(id),
});
