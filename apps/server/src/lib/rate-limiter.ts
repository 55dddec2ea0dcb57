import { and, count, eq, lte, min, sql } from 'drizzle-orm';
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

export interface RateLimiter {
  /** Counts one request for bucket/key if it is within the limit. */
  consume(bucket: string, key: string, limit: RateLimit): Promise<RateLimitResult>;
  /**
   * Counts one request against every check, or against none if any is over its limit.
   * Pass `tx` to make the count part of the caller's transaction (it commits or rolls back with it).
   */
  consumeAll(checks: readonly RateLimitCheck[], tx?: Queryable): Promise<RateLimitResult>;
}

/**
 * A sliding-window limiter kept in the database, so it holds across restarts and across server
 * instances. Each check runs in a transaction holding pg_advisory_xact_lock on its bucket and key:
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

  async function consumeAll(checks: readonly RateLimitCheck[], tx?: Queryable): Promise<RateLimitResult> {
    if (!tx) return db.transaction((own) => consumeAll(checks, own));
    // Locks always taken in the same (code-point, not locale) order, so two multi-key requests cannot deadlock.
    const lockId = (check: RateLimitCheck) => `${check.bucket}\0${check.key}`;
    const ordered = [...checks].sort((a, b) => (lockId(a) < lockId(b) ? -1 : lockId(a) > lockId(b) ? 1 : 0));
    const now = clock();
    let retryAfterSeconds = 0;
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
        const waitMs = oldest + check.windowMs - now.getTime();
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(waitMs / 1000), 1);
      }
    }
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };

    for (const check of ordered) await sweep(tx, check, now);
    await tx
      .insert(rateLimitEvents)
      .values(ordered.map((check) => ({ bucket: check.bucket, key: check.key, createdAt: now })));
    return { allowed: true, retryAfterSeconds: 0 };
  }

  return {
    consume: (bucket, key, limit) => consumeAll([{ bucket, key, ...limit }]),
    consumeAll,
  };
}
