import { sql } from 'drizzle-orm';
import type { Queryable } from '../client';

/**
 * The "recommended" order ranks stays by a Bayesian average of their ratings: every stay starts as if it
 * had PRIOR_WEIGHT reviews of PRIOR_RATING, so one five-star review does not outrank forty 4.8s, and a
 * new stay without reviews sits in the middle rather than at the bottom.
 */
export const PRIOR_RATING = 4;
export const PRIOR_WEIGHT = 3;

/**
 * Recomputes rating_average, review_count and recommended_score of the given stays (all stays when
 * omitted) from their visible reviews. Call it in the transaction that changed the reviews.
 */
export async function refreshStayRatings(db: Queryable, stayIds?: readonly string[]): Promise<void> {
  if (stayIds && stayIds.length === 0) return;
  const only = stayIds
    ? sql`where s.id in (${sql.join(
        stayIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    update stays s set
      rating_average = r.average,
      review_count = r.count,
      recommended_score = (${PRIOR_RATING * PRIOR_WEIGHT} + coalesce(r.total, 0)) / (${PRIOR_WEIGHT} + r.count)
    from (
      select s.id,
             avg(v.rating)::real as average,
             count(v.id)::int as count,
             sum(v.rating)::real as total
      from stays s
      left join reviews v on v.stay_id = s.id and v.hidden_at is null
      ${only}
      group by s.id
    ) r
    where s.id = r.id`);
}
