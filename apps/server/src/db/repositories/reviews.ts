import type { Review } from '@orchim/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../client';
import { reviews } from '../schema';

/** What a review is of: exactly one listing (reviews_one_target). */
export type ReviewTarget =
  { stayId: string } | { mealOfferId: string } | { transportServiceId: string } | { ohelListingId: string };

/** The column of a target, whose (column, created_at desc) index gives a listing's reviews in order. */
function targetColumn(target: ReviewTarget) {
  if ('stayId' in target) return eq(reviews.stayId, target.stayId);
  if ('mealOfferId' in target) return eq(reviews.mealOfferId, target.mealOfferId);
  if ('transportServiceId' in target) return eq(reviews.transportServiceId, target.transportServiceId);
  return eq(reviews.ohelListingId, target.ohelListingId);
}

/** Reviews of listings, as readers see them: visible ones only (hidden ones count for nothing). */
export function reviewsRepository(db: Queryable) {
  return {
    /**
     * One page of a listing's visible reviews, newest first, reading one more to know whether more
     * follow. The target's (…, created_at desc) index gives the order; hidden rows (rare) are filtered
     * on the way.
     */
    async page(
      target: ReviewTarget,
      page: number,
      pageSize: number,
    ): Promise<{ items: Review[]; hasMore: boolean }> {
      const rows = await db
        .select({
          id: reviews.id,
          authorName: reviews.authorName,
          rating: reviews.rating,
          text: reviews.text,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(and(targetColumn(target), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize);
      return {
        items: rows.slice(0, pageSize).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        hasMore: rows.length > pageSize,
      };
    },
  };
}
