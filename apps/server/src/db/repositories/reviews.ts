import type { Review } from '@orchim/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../client';
import { reviews } from '../schema';

/** Reviews of stays, as readers see them: visible ones only (hidden ones count for nothing). */
export function reviewsRepository(db: Queryable) {
  return {
    /**
     * One page of a stay's visible reviews, newest first, reading one more to know whether more follow.
     * reviews_stay_id_created_at_idx gives the order; hidden rows (rare) are filtered on the way.
     */
    async page(
      stayId: string,
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
        .where(and(eq(reviews.stayId, stayId), isNull(reviews.hiddenAt)))
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
