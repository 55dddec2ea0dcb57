import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { rateLimitEvents } from '../db/schema';

export interface RateLimit {
  limit: number;
  windowMs: number;
  /**
   * Once a request goes over the limit, refuse every request of that bucket and key for this long
   * (SPEC §9: searches are blocked for 5 minutes), even when the window would free a slot sooner.
   * Requests refused during the block are not counted. Without it a slot frees as the window slides.
   */
  blockMs?: number;
}

/** One counter: a bucket (the action, e.g. "contact:email") and a key (who: an email, an IP). */
export interface RateLimitCheck extends RateLimit {
  bucket: string;
  key: string;
}

export interface RateLimitResult {
  allowed: boolean;
  /**
   * When refused: seconds until the oldest counted request leaves the window, or until the block
   * ends for a limit with `blockMs` (at least 1).
   */
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
   * Counts one request against every check, or against none if any is over its limit (or blocked).
   * Pass `tx` to make the count part of the caller's transaction (it commits or rolls back with it);
   * the Redis store has no share in the transaction and counts at once. A block a refusal starts is
   * written in `tx` too: a caller using `blockMs` with `tx` must let the transaction commit.
   */
  consumeAll(checks: readonly RateLimitCheck[], tx?: Queryable): Promise<RateLimitResult>;
  /**
   * For limits that count only failures (sign-in): counts the attempt like consumeAll, and the caller
   * refunds it once it succeeds. Counting before the outcome is known, rather than recording failures
   * after it, keeps the limit exact when many attempts arrive at once.
   */
  attempt(checks: readonly RateLimitCheck[]): Promise<RateLimitAttempt>;
}

/** The database store's bucket for the blocks of `bucket`'s keys. */
export const blockBucket = (bucket: string) => `${bucket}/blocked`;

/** The wait until a slot frees, in whole seconds and at least 1, as Retry-After says it. */
export const toRetryAfterSeconds = (waitMs: number) => Math.max(Math.ceil(waitMs / 1000), 1);

/**
 * The database store, so limits hold across restarts and across server instances without more
 * infrastructure. Each check runs in a transaction holding pg_advisory_xact_lock on its bucket and key:
 * two concurrent requests for one sender are counted one after the other, never both against the
 * same remaining slot. Rows that left their window are swept once per window and bucket. A block
 * (`blockMs`) is one more event, in the bucket's companion bucket (blockBucket), that holds for blockMs
 * from its time.
 */
export function createRateLimiter(db: Database, clock: () => Date = () => new Date()): RateLimiter {
  const lastSweep = new Map<string, number>();

  /** Keys that never come back would keep their rows; once per window, drop a bucket's expired rows. */
  async function sweep(tx: Queryable, bucket: string, windowMs: number, now: Date) {
    const last = lastSweep.get(bucket) ?? 0;
    if (now.getTime() - last < windowMs) return;
    lastSweep.set(bucket, now.getTime());
    const windowStart = new Date(now.getTime() - windowMs);
    await tx
      .delete(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, bucket), lte(rateLimitEvents.createdAt, windowStart)));
  }

  /**
   * What the store knows of one key, in one query: the requests counted in its window (how many, the
   * oldest) and the start of a block still running. Rows older than that are ignored here and swept.
   */
  async function stateOf(tx: Queryable, check: RateLimitCheck, now: Date) {
    const inWindow = and(
      eq(rateLimitEvents.bucket, check.bucket),
      gt(rateLimitEvents.createdAt, new Date(now.getTime() - check.windowMs)),
    );
    const inBlock = check.blockMs
      ? and(
          eq(rateLimitEvents.bucket, blockBucket(check.bucket)),
          gt(rateLimitEvents.createdAt, new Date(now.getTime() - check.blockMs)),
        )
      : sql`false`;
    const [state] = await tx
      .select({
        used: sql<number>`count(*) filter (where ${inWindow})`.mapWith(Number),
        oldest: sql<Date | null>`min(${rateLimitEvents.createdAt}) filter (where ${inWindow})`.mapWith(
          rateLimitEvents.createdAt,
        ),
        blockedSince: sql<Date | null>`max(${rateLimitEvents.createdAt}) filter (where ${inBlock})`.mapWith(
          rateLimitEvents.createdAt,
        ),
      })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.key, check.key),
          inArray(rateLimitEvents.bucket, [check.bucket, blockBucket(check.bucket)]),
        ),
      );
    return {
      used: state?.used ?? 0,
      oldest: state?.oldest ?? null,
      blockedSince: state?.blockedSince ?? null,
    };
  }

  /** Counts one request against every check, or none; answers the verdict and the rows it added. */
  async function tally(
    checks: readonly RateLimitCheck[],
    tx?: Queryable,
  ): Promise<RateLimitResult & { ids: number[] }> {
    if (!tx) {
      return db.transaction(async (own) => {
        // Counts are not worth a disk flush each: a crash may forget the last moment's, which only
        // lets a few requests more through. Without this every search waits for its commit's fsync.
        await own.execute(sql`set local synchronous_commit = off`);
        return tally(checks, own);
      });
    }
    // Locks always taken in the same (code-point, not locale) order, so two multi-key requests cannot deadlock.
    const lockId = (check: RateLimitCheck) => `${check.bucket}\0${check.key}`;
    const ordered = [...checks].sort((a, b) => (lockId(a) < lockId(b) ? -1 : lockId(a) > lockId(b) ? 1 : 0));
    const now = clock();
    let waitMs = 0;
    const toBlock: RateLimitCheck[] = [];
    for (const check of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${check.bucket}), hashtext(${check.key}))`);
      const { used, oldest, blockedSince } = await stateOf(tx, check, now);
      if (check.blockMs && blockedSince) {
        waitMs = Math.max(waitMs, new Date(blockedSince).getTime() + check.blockMs - now.getTime(), 1);
      } else if (used >= check.limit) {
        const oldestMs = oldest ? new Date(oldest).getTime() : now.getTime();
        waitMs = Math.max(waitMs, check.blockMs ?? oldestMs + check.windowMs - now.getTime(), 1);
        if (check.blockMs) toBlock.push(check);
      }
    }
    if (waitMs > 0) {
      if (toBlock.length > 0) {
        await tx
          .insert(rateLimitEvents)
          .values(
            toBlock.map((check) => ({ bucket: blockBucket(check.bucket), key: check.key, createdAt: now })),
          );
      }
      return { allowed: false, retryAfterSeconds: toRetryAfterSeconds(waitMs), ids: [] };
    }

    for (const check of ordered) {
      await sweep(tx, check.bucket, check.windowMs, now);
      if (check.blockMs) await sweep(tx, blockBucket(check.bucket), check.blockMs, now);
    }
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
