import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import { rateLimitEvents } from '../src/db/schema';
import { createRateLimiter } from '../src/lib/rate-limiter';
import { createTestDatabase, testClock } from './helpers/test-app';

const HOUR = 3_600_000;
const limit = { limit: 3, windowMs: HOUR };

let connection: DatabaseConnection;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ connection, dispose } = await createTestDatabase());
});
afterAll(() => dispose());

let n = 0;
/** Each test counts under its own key, so tests do not share windows. */
const uniqueKey = () => `key-${++n}-${Math.random()}`;

async function rowsFor(key: string) {
  const [row] = await connection.db
    .select({ rows: count() })
    .from(rateLimitEvents)
    .where(eq(rateLimitEvents.key, key));
  return row?.rows ?? 0;
}

describe('rate limiter', () => {
  it('allows `limit` requests in the window, then refuses with the wait until a slot frees', async () => {
    const clock = testClock('2025-01-01T10:00:00Z');
    const limiter = createRateLimiter(connection.db, clock);
    const key = uniqueKey();
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.consume('test', key, limit)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      clock.advance(10 * 60_000);
    }
    // 30 minutes after the first request: it leaves the window 30 minutes from now.
    expect(await limiter.consume('test', key, limit)).toEqual({ allowed: false, retryAfterSeconds: 1800 });
    expect(await rowsFor(key)).toBe(3);
  });

  it('slides: a request is allowed again once the oldest one leaves the window', async () => {
    const clock = testClock('2025-01-01T10:00:00Z');
    const limiter = createRateLimiter(connection.db, clock);
    const key = uniqueKey();
    await limiter.consume('test', key, limit);
    clock.advance(HOUR / 2);
    await limiter.consume('test', key, limit);
    await limiter.consume('test', key, limit);
    expect((await limiter.consume('test', key, limit)).allowed).toBe(false);

    clock.advance(HOUR / 2); // the first request is now exactly one window old
    expect((await limiter.consume('test', key, limit)).allowed).toBe(true);
    expect((await limiter.consume('test', key, limit)).allowed).toBe(false);
  });

  it('keeps buckets and keys apart', async () => {
    const limiter = createRateLimiter(connection.db);
    const key = uniqueKey();
    for (let i = 0; i < 3; i += 1) await limiter.consume('one', key, limit);
    expect((await limiter.consume('one', key, limit)).allowed).toBe(false);
    expect((await limiter.consume('two', key, limit)).allowed).toBe(true);
    expect((await limiter.consume('one', uniqueKey(), limit)).allowed).toBe(true);
  });

  it('consumeAll counts against every check or none', async () => {
    const limiter = createRateLimiter(connection.db);
    const [full, fresh] = [uniqueKey(), uniqueKey()];
    for (let i = 0; i < 3; i += 1) await limiter.consume('email', full, limit);
    const verdict = await limiter.consumeAll([
      { bucket: 'email', key: full, ...limit },
      { bucket: 'ip', key: fresh, ...limit },
    ]);
    expect(verdict.allowed).toBe(false);
    expect(await rowsFor(fresh)).toBe(0);
  });

  it('prunes rows that left the window', async () => {
    const clock = testClock('2025-01-01T10:00:00Z');
    const limiter = createRateLimiter(connection.db, clock);
    const [key, abandoned] = [uniqueKey(), uniqueKey()];
    await limiter.consume('prune', abandoned, limit);
    await limiter.consume('prune', key, limit);
    await limiter.consume('prune', key, limit);
    clock.advance(2 * HOUR);
    await limiter.consume('prune', key, limit);
    expect(await rowsFor(key)).toBe(1);
    // A key nobody uses again is swept with the rest of its bucket.
    expect(await rowsFor(abandoned)).toBe(0);
  });

  it('is exact under concurrency: 20 requests at once against a limit of 5 let exactly 5 through', async () => {
    const limiter = createRateLimiter(connection.db);
    const key = uniqueKey();
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => limiter.consume('burst', key, { limit: 5, windowMs: HOUR })),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(await rowsFor(key)).toBe(5);
  });
});
