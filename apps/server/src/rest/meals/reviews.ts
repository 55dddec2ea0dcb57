import { MEAL_LIMITS } from '@orchim/shared';
import { mealsRepository } from '../../db/repositories/meals';
import { reviewsRoute } from '../reviews-route';

/** GET /rest/v1/meals/{id}/reviews?page: as a stay's (reviewsRoute), of a published meal offer. */
export const mealReviewsRoutes = reviewsRoute({
  path: '/meals/:id/reviews',
  tag: 'meals',
  summary: 'Reviews of a meal offer',
  pageSize: MEAL_LIMITS.reviewsPageSize,
  async findPublished(app, id) {
    const offer = await mealsRepository(app.db).findPublishedRow(id);
    return (
      offer && {
        target: { mealOfferId: offer.id },
        ratingAverage: offer.ratingAverage,
        reviewCount: offer.reviewCount,
      }
    );
  },
});
