import { sql } from 'drizzle-orm';
import type { Queryable } from '../client';

/** The listing tables that keep rating_average and review_count, with their column in reviews. */
const RATED = {
  meal_offers: 'meal_offer_id',
  transport_services: 'transport_service_id',
  ohel_listings: 'ohel_listing_id',
} as const;
export type RatedListingTable = keyof typeof RATED;

/**
 * Recomputes rating_average and review_count of the given listings (all of the table when omitted)
 * from their visible reviews. Stays, which also rank by a Bayesian score, have refreshStayRatings.
 */
export async function refreshListingRatings(
  db: Queryable,
  table: RatedListingTable,
  ids?: readonly string[],
): Promise<void> {
  if (ids && ids.length === 0) return;
  const listings = sql.identifier(table);
  const column = sql.identifier(RATED[table]);
  const only = ids
    ? sql`where l.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    update ${listings} t set rating_average = r.average, review_count = r.count
    from (
      select l.id, avg(v.rating)::real as average, count(v.id)::int as count
      from ${listings} l
      left join reviews v on v.${column} = l.id and v.hidden_at is null
      ${only}
      group by l.id
    ) r
    where t.id = r.id`);
}
