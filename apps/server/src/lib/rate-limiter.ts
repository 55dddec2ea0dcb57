import { and, count, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { rateLimitEvents } from '../db/schema';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** One counter: a bucket (the action, e.g. "contact:email") and a key (who: an email, an IP). */
export interface RateLimitCheck extends RateLimit {
  bucket: string;
  key: string;
}

export interface RateLimitResult {
  allowed: boolean;
  /** When refused: seconds until the oldest counted request leaves the window (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimitAttempt extends RateLimitResult {
  /** Takes the counted request back (nothing to take back when it was refused). */
  refund(): Promise<void>;
}

/**
 * Sliding-window rate limits. Two stores keep the counts: the database (createRateLimiter, the default)
 * and Redis (createRedisRateLimiter in ./redis-rate-limiter.ts, with REDIS_URL); both are shared by
 * every server instance.
 */
export interface RateLimiter {
  /** Counts one request for bucket/key if it is within the limit. */
  consume(bucket: string, key: string, limit: RateLimit): Promise<RateLimitResult>;
  /**
   * Counts one request against every check, or against none if any is over its limit.
   * Pass `tx` to make the count part of the caller's transaction (it commits or rolls back with it);
   * the Redis store has no share in the transaction and counts at once.
   */
  consumeAll(checks: readonly RateLimitCheck[], tx?: Queryable): Promise<RateLimitResult>;
  /**
   * For limits that count only failures (sign-in): counts the attempt like consumeAll, and the caller
   * refunds it once it succeeds. Counting before the outcome is known, rather than recording failures
   * after it, keeps the limit exact when many attempts arrive at once.
   */
  attempt(checks: readonly RateLimitCheck[]): Promise<RateLimitAttempt>;
}

/** The wait until a slot frees, in whole seconds and at least 1, as Retry-After says it. */
export const toRetryAfterSeconds = (waitMs: number) => Math.max(Math.ceil(waitMs / 1000), 1);

/**
 * The database store, so limits hold across restarts and across server instances without more
 * infrastructure. Each check runs in a transaction holding pg_advisory_xact_lock on its bucket and key:
 * two concurrent requests for one sender are counted one after the other, never both against the
 * same remaining slot. Rows older than the window are pruned as it goes.
 */
export function createRateLimiter(db: Database, clock: () => Date = () => new Date()): RateLimiter {
  const lastSweep = new Map<string, number>();

  /** Keys that never come back would keep their rows; once per window, drop a bucket's expired rows. */
  async function sweep(tx: Queryable, check: RateLimitCheck, now: Date) {
    const last = lastSweep.get(check.bucket) ?? 0;
    if (now.getTime() - last < check.windowMs) return;
    lastSweep.set(check.bucket, now.getTime());
    const windowStart = new Date(now.getTime() - check.windowMs);
    await tx
      .delete(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, check.bucket), lte(rateLimitEvents.createdAt, windowStart)));
  }

  /** Counts one request against every check, or none; answers the verdict and the rows it added. */
  async function tally(
    checks: readonly RateLimitCheck[],
    tx?: Queryable,
  ): Promise<RateLimitResult & { ids: number[] }> {
    if (!tx) return db.transaction((own) => tally(checks, own));
    // Locks always taken in the same (code-point, not locale) order, so two multi-key requests cannot deadlock.
    const lockId = (check: RateLimitCheck) => `${check.bucket}\0${check.key}`;
    const ordered = [...checks].sort((a, b) => (lockId(a) < lockId(b) ? -1 : lockId(a) > lockId(b) ? 1 : 0));
    const now = clock();
    let waitMs = 0;
    for (const check of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${check.bucket}), hashtext(${check.key}))`);
      const windowStart = new Date(now.getTime() - check.windowMs);
      const sameKey = and(eq(rateLimitEvents.bucket, check.bucket), eq(rateLimitEvents.key, check.key));
      await tx.delete(rateLimitEvents).where(and(sameKey, lte(rateLimitEvents.createdAt, windowStart)));
      const [counted] = await tx
        .select({ used: count(), oldest: min(rateLimitEvents.createdAt) })
        .from(rateLimitEvents)
        .where(sameKey);
      if (counted && counted.used >= check.limit) {
        const oldest = counted.oldest ? new Date(counted.oldest).getTime() : now.getTime();
        waitMs = Math.max(waitMs, oldest + check.windowMs - now.getTime(), 1);
      }
    }
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: toRetryAfterSeconds(waitMs), ids: [] };

    for (const check of ordered) await sweep(tx, check, now);
    const added = await tx
      .insert(rateLimitEvents)
      .values(ordered.map((check) => ({ bucket: check.bucket, key: check.key, createdAt: now })))
      .returning({ id: rateLimitEvents.id });
    return { allowed: true, retryAfterSeconds: 0, ids: added.map((row) => row.id) };
  }

  async function consumeAll(checks: readonly RateLimitCheck[], tx?: Queryable): Promise<RateLimitResult> {
    const { allowed, retryAfterSeconds } = await tally(checks, tx);
    return { allowed, retryAfterSeconds };
  }

  return {
    consume: (bucket, key, limit) => consumeAll([{ bucket, key, ...limit }]),
    consumeAll,
    async attempt(checks) {
      const { ids, ...verdict } = await tally(checks);
      return {
        ...verdict,
        refund: async () => {
          if (ids.length > 0) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
        },
      };
    },
  };
}
