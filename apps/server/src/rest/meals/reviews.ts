import { MEAL_LIMITS } from '@orchim/shared';
import { mealsRepository } from '../../db/repositories/meals';
import { reviewedRow, reviewsRoute } from '../reviews-route';

/** GET /rest/v1/meals/{id}/reviews?page: as a stay's (reviewsRoute), of a published meal offer. */
export const mealReviewsRoutes = reviewsRoute({
  path: '/meals/:id/reviews',
  tag: 'meals',
  summary: 'Reviews of a meal offer',
  pageSize: MEAL_LIMITS.reviewsPageSize,
  findPublished: async (app, id) =>
    reviewedRow(await mealsRepository(app.db).findPublishedRow(id), { mealOfferId: id }),
});
