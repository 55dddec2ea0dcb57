import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { rowsOf } from '../db/migrate';
import { rateLimitEvents } from '../db/schema';

export interface RateLimit {
  limit: number;
  windowMs: number;
  /**
   * Once a request goes over the limit, refuse every request of that bucket and key for this long
   * (product §9: searches are blocked for 5 minutes), even when the window would free a slot sooner.
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
 * The key as the database keeps it: rate_limit_events.key holds 256 characters and no NUL, and a key is
 * what a client says it is (an X-Forwarded-For behind a trusting proxy can be anything). A key that does
 * not fit is kept as its hash: the same key still counts together, and one bad key never fails the
 * group of requests tallied with it.
 */
export function storedKey(key: string): string {
  if (key.length <= 256 && !key.includes('\0')) return key;
  return `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** What rate_limit_tally answers for one request. */
interface TallyVerdict {
  allowed: boolean;
  waitMs?: number;
  ids?: (number | string)[];
}

/** A request's checks as rate_limit_tally takes them. */
interface TallyCheck {
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
  blockMs: number | null;
  sweep: boolean;
}

/**
 * How many groups of requests may be in the database at once. Requests that arrive while they are
 * there wait and go together as the next group: under load, one round trip and one commit serve many
 * searches, and a quiet server still sends each request at once.
 */
const GROUPS_IN_FLIGHT = 2;

/**
 * Tallies requests made outside a transaction in groups, through rate_limit_tally_batch (migration
 * 0005), which counts the requests of a group one after the other exactly as rate_limit_tally does.
 */
function groupedTally(db: Database, clock: () => Date) {
  let waiting: { checks: TallyCheck[]; done: (verdict: Promise<TallyVerdict>) => void }[] = [];
  let inFlight = 0;

  function send() {
    while (inFlight < GROUPS_IN_FLIGHT && waiting.length > 0) {
      const group = waiting;
      waiting = [];
      inFlight += 1;
      const verdicts = db
        .execute(
          sql`select rate_limit_tally_batch(${JSON.stringify(group.map((request) => request.checks))}::jsonb,
                                            ${clock().toISOString()}::timestamptz) as verdicts`,
        )
        .then((result) => rowsOf<{ verdicts: TallyVerdict[] }>(result)[0]?.verdicts ?? []);
      verdicts
        .catch(() => undefined)
        .finally(() => {
          inFlight -= 1;
          send();
        });
      group.forEach((request, i) =>
        request.done(
          verdicts.then(
            (all) => all[i] ?? Promise.reject(new Error('rate_limit_tally_batch lost a verdict')),
          ),
        ),
      );
    }
  }

  return (checks: TallyCheck[]) =>
    new Promise<TallyVerdict>((resolve) => {
      waiting.push({ checks, done: resolve });
      send();
    });
}

/**
 * The database store, so limits hold across restarts and across server instances without more
 * infrastructure. The function rate_limit_tally (migration 0004) reads and counts every check of a
 * request under pg_advisory_xact_lock of its bucket and key, so two concurrent requests for one sender
 * are counted one after the other, never both against the same remaining slot. Requests outside a
 * transaction go in groups (groupedTally); a request in the caller's transaction is one statement in it.
 * Rows that left their window are swept once per window and bucket. A block (`blockMs`) is one more
 * event, in the bucket's companion bucket (blockBucket), that holds for blockMs from its time.
 */
export function createRateLimiter(db: Database, clock: () => Date = () => new Date()): RateLimiter {
  const lastSweep = new Map<string, number>();
  const grouped = groupedTally(db, clock);

  /** Keys that never come back would keep their rows: whether `bucket` is due its sweep (once a window). */
  function sweepDue(bucket: string, windowMs: number, now: Date) {
    if (now.getTime() - (lastSweep.get(bucket) ?? 0) < windowMs) return false;
    lastSweep.set(bucket, now.getTime());
    return true;
  }

  /** Counts one request against every check, or none; answers the verdict and the rows it added. */
  async function tally(
    checks: readonly RateLimitCheck[],
    tx?: Queryable,
  ): Promise<RateLimitResult & { ids: number[] }> {
    // Locks always taken in the same (code-point, not locale) order, so two multi-key requests cannot deadlock.
    const stored = checks.map((check) => ({ ...check, key: storedKey(check.key) }));
    const lockId = (check: RateLimitCheck) => `${check.bucket}\0${check.key}`;
    const ordered = stored.sort((a, b) => (lockId(a) < lockId(b) ? -1 : lockId(a) > lockId(b) ? 1 : 0));
    const now = clock();
    const payload: TallyCheck[] = ordered.map((check) => ({
      bucket: check.bucket,
      key: check.key,
      limit: check.limit,
      windowMs: check.windowMs,
      blockMs: check.blockMs ?? null,
      sweep: sweepDue(check.bucket, Math.min(check.windowMs, check.blockMs ?? Infinity), now),
    }));
    const verdict = tx
      ? rowsOf<{ verdict: TallyVerdict }>(
          await tx.execute(
            sql`select rate_limit_tally(${JSON.stringify(payload)}::jsonb, ${now.toISOString()}::timestamptz, false) as verdict`,
          ),
        )[0]?.verdict
      : await grouped(payload);
    if (!verdict?.allowed) {
      return { allowed: false, retryAfterSeconds: toRetryAfterSeconds(verdict?.waitMs ?? 1), ids: [] };
    }
    return { allowed: true, retryAfterSeconds: 0, ids: (verdict.ids ?? []).map(Number) };
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
