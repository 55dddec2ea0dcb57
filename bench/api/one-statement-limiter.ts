import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/migrate';
import { toRetryAfterSeconds, type RateLimiter } from '../../apps/server/src/lib/rate-limiter';

/**
 * The --limiter one-statement what-if: the search limit's sliding window (and its block) checked and
 * counted in one statement, one round trip, with no explicit transaction or advisory lock, to measure
 * what the database store's six round trips cost. Not a drop-in replacement: two requests of one
 * client arriving together may both take the last slot, and expired rows are never pruned.
 */
export function oneStatementLimiter(db: Database, clock: () => Date): RateLimiter {
  const consume: RateLimiter['consume'] = async (bucket, key, limit) => {
    const now = clock();
    const blocked = `${bucket}/blocked`;
    const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
    const blockStart = new Date(now.getTime() - (limit.blockMs ?? 0)).toISOString();
    const [state] = rowsOf<{ used: number; blocks: number }>(
      await db.execute(sql`
        with state as (
          select (count(*) filter (where bucket = ${bucket} and created_at > ${windowStart}))::int as used,
                 (count(*) filter (where bucket = ${blocked} and created_at > ${blockStart}))::int as blocks
          from rate_limit_events where bucket in (${bucket}, ${blocked}) and key = ${key}
        ), counted as (
          insert into rate_limit_events (bucket, key, created_at)
          select case when used < ${limit.limit} then ${bucket} else ${blocked} end, ${key}, ${now.toISOString()}
          from state where blocks = 0
          returning id
        )
        select used, blocks from state`),
    );
    const allowed = !!state && state.blocks === 0 && state.used < limit.limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : toRetryAfterSeconds(limit.blockMs ?? limit.windowMs) };
  };
  return {
    consume,
    consumeAll: async (checks) => {
      for (const check of checks) {
        const verdict = await consume(check.bucket, check.key, check);
        if (!verdict.allowed) return verdict;
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
    attempt: async (checks) => ({
      ...(await consume(
        checks[0]?.bucket ?? '',
        checks[0]?.key ?? '',
        checks[0] ?? { limit: 1, windowMs: 1 },
      )),
      refund: async () => {},
    }),
  };
}
