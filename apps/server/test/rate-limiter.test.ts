import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import { rateLimitEvents } from '../src/db/schema';
import { createRateLimiter, storedKey } from '../src/lib/rate-limiter';
import { describeRateLimiterContract } from './helpers/rate-limiter-contract';
import { createTestDatabase, testClock } from './helpers/test-app';

const HOUR = 3_600_000;
const limit = { limit: 3, windowMs: HOUR };

let connection: DatabaseConnection;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ connection, dispose } = await createTestDatabase());
});
afterAll(() => dispose());

describeRateLimiterContract('database', (clock) => createRateLimiter(connection.db, clock));

let n = 0;
const uniqueKey = () => `key-${++n}-${Math.random()}`;

async function rowsFor(key: string) {
  const [row] = await connection.db
    .select({ rows: count() })
    .from(rateLimitEvents)
    .where(eq(rateLimitEvents.key, key));
  return row?.rows ?? 0;
}

describe('rate limiter (database rows)', () => {
  it('stores one row per counted request, none for a refused or refunded one', async () => {
    const limiter = createRateLimiter(connection.db);
    const key = uniqueKey();
    for (let i = 0; i < 4; i += 1) await limiter.consume('rows', key, limit);
    expect(await rowsFor(key)).toBe(3);

    const other = uniqueKey();
    const attempt = await limiter.attempt([{ bucket: 'rows', key: other, ...limit }]);
    expect(await rowsFor(other)).toBe(1);
    await attempt.refund();
    expect(await rowsFor(other)).toBe(0);
  });

  // Found by the hostile-input suite: a forged X-Forwarded-For of 300 characters, behind a trusting proxy,
  // failed the insert (the column holds 256) and with it every request tallied in the same group.
  it('counts a key too long for the column (or with a NUL) as its hash, without failing the others', async () => {
    const limiter = createRateLimiter(connection.db);
    const long = `${'9'.repeat(300)}.1.1.1`;
    const neighbour = uniqueKey();
    const verdicts = await Promise.all([
      limiter.consume('long-keys', long, limit),
      limiter.consume('long-keys', neighbour, limit),
      limiter.consume('long-keys', 'a\0b', limit),
    ]);
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true]);
    for (let i = 0; i < 2; i += 1) await limiter.consume('long-keys', long, limit);
    expect((await limiter.consume('long-keys', long, limit)).allowed).toBe(false);
    expect(await rowsFor(storedKey(long))).toBe(3);
    expect(await rowsFor(neighbour)).toBe(1);
  });

  it('keeps a block as one row of the bucket it blocks, and sweeps it once it is over', async () => {
    const clock = testClock('2025-01-01T10:00:00Z');
    const limiter = createRateLimiter(connection.db, clock);
    const key = uniqueKey();
    const blocking = { limit: 3, windowMs: 60_000, blockMs: 300_000 };
    for (let i = 0; i < 5; i += 1) await limiter.consume('rows-block', key, blocking);
    // 3 counted, 1 block; the refusal during the block added nothing.
    expect(await rowsFor(key)).toBe(4);
    clock.advance(300_000);
    expect((await limiter.consume('rows-block', key, blocking)).allowed).toBe(true);
    expect(await rowsFor(key)).toBe(1);
  });

  it('counts in the caller transaction: a rolled-back request leaves no count', async () => {
    const limiter = createRateLimiter(connection.db);
    const key = uniqueKey();
    await connection.db
      .transaction(async (tx) => {
        await limiter.consumeAll([{ bucket: 'tx', key, ...limit }], tx);
        throw new Error('the work failed');
      })
      .catch(() => {});
    expect(await rowsFor(key)).toBe(0);
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

  it('counts requests that arrive together in a few statements, each exactly as alone', async () => {
    let statements = 0;
    const counting = new Proxy(connection.db, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'execute' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const limiter = createRateLimiter(counting);
    const key = uniqueKey();
    const others = Array.from({ length: 20 }, () => uniqueKey());
    const verdicts = await Promise.all([
      ...Array.from({ length: 6 }, () => limiter.consume('group', key, limit)),
      ...others.map((other) => limiter.consume('group', other, limit)),
    ]);
    // Three of the six for one key; each of the twenty others once.
    expect(verdicts.slice(0, 6).filter((verdict) => verdict.allowed)).toHaveLength(3);
    expect(verdicts.slice(6).every((verdict) => verdict.allowed)).toBe(true);
    expect(await rowsFor(key)).toBe(3);
    // Two groups go at once; the rest wait and go together.
    expect(statements).toBeLessThanOrEqual(4);
  });
});
