import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../src/lib/rate-limiter';
import { testClock } from './test-app';

const HOUR = 3_600_000;
const limit = { limit: 3, windowMs: HOUR };

/** Each test counts under its own key, so tests (and runs sharing one Redis) do not share windows. */
const uniqueKey = () => `key-${randomUUID()}`;

/**
 * What every RateLimiter store must do, run against each (test/rate-limiter.test.ts for the database,
 * test/rate-limiter.redis.test.ts for Redis). `makeLimiter` gives a limiter on the given clock.
 */
export function describeRateLimiterContract(store: string, makeLimiter: (clock?: () => Date) => RateLimiter) {
  describe(`rate limiter (${store})`, () => {
    it('allows `limit` requests in the window, then refuses with the wait until a slot frees', async () => {
      const clock = testClock('2025-01-01T10:00:00Z');
      const limiter = makeLimiter(clock);
      const key = uniqueKey();
      for (let i = 0; i < 3; i += 1) {
        expect(await limiter.consume('test', key, limit)).toEqual({ allowed: true, retryAfterSeconds: 0 });
        clock.advance(10 * 60_000);
      }
      // 30 minutes after the first request: it leaves the window 30 minutes from now.
      expect(await limiter.consume('test', key, limit)).toEqual({ allowed: false, retryAfterSeconds: 1800 });
    });

    it('slides: a request is allowed again once the oldest one leaves the window', async () => {
      const clock = testClock('2025-01-01T10:00:00Z');
      const limiter = makeLimiter(clock);
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
      const limiter = makeLimiter();
      const key = uniqueKey();
      for (let i = 0; i < 3; i += 1) await limiter.consume('one', key, limit);
      expect((await limiter.consume('one', key, limit)).allowed).toBe(false);
      expect((await limiter.consume('two', key, limit)).allowed).toBe(true);
      expect((await limiter.consume('one', uniqueKey(), limit)).allowed).toBe(true);
    });

    it('consumeAll counts against every check or none', async () => {
      const limiter = makeLimiter();
      const [full, fresh] = [uniqueKey(), uniqueKey()];
      for (let i = 0; i < 3; i += 1) await limiter.consume('email', full, limit);
      const verdict = await limiter.consumeAll([
        { bucket: 'email', key: full, ...limit },
        { bucket: 'ip', key: fresh, ...limit },
      ]);
      expect(verdict.allowed).toBe(false);
      // Nothing was counted for the fresh key: it still has all 3 slots.
      for (let i = 0; i < 3; i += 1) expect((await limiter.consume('ip', fresh, limit)).allowed).toBe(true);
      expect((await limiter.consume('ip', fresh, limit)).allowed).toBe(false);
    });

    it('attempt counts like consumeAll, and a refund takes the count back', async () => {
      const limiter = makeLimiter();
      const checks = [{ bucket: 'sign-in', key: uniqueKey(), ...limit }];
      const succeeded = await limiter.attempt(checks);
      expect(succeeded).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
      await succeeded.refund();
      for (let i = 0; i < 3; i += 1) expect((await limiter.attempt(checks)).allowed).toBe(true);
      const refused = await limiter.attempt(checks);
      expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 3600 });
      await refused.refund(); // nothing was counted, so nothing is taken back
      expect((await limiter.attempt(checks)).allowed).toBe(false);
    });

    it('attempt with checks of different limits: a full one refuses alone, a refund takes back every count', async () => {
      const limiter = makeLimiter();
      const [pair, wide] = [
        { bucket: 'pair', key: uniqueKey(), limit: 2, windowMs: HOUR },
        { bucket: 'wide', key: uniqueKey(), limit: 3, windowMs: HOUR },
      ];
      await (await limiter.attempt([pair, wide])).refund();
      // The refund left both empty: 2 more for the pair, then it refuses and counts nothing in `wide`.
      for (let i = 0; i < 2; i += 1) expect((await limiter.attempt([pair, wide])).allowed).toBe(true);
      expect((await limiter.attempt([pair, wide])).allowed).toBe(false);
      const otherPair = { ...pair, key: uniqueKey() };
      expect((await limiter.attempt([otherPair, wide])).allowed).toBe(true);
      expect((await limiter.attempt([{ ...pair, key: uniqueKey() }, wide])).allowed).toBe(false);
    });

    describe('with a block (blockMs)', () => {
      const MINUTE = 60_000;
      const blocking = { limit: 3, windowMs: MINUTE, blockMs: 5 * MINUTE };

      it('refuses the request over the limit with the whole block as the wait', async () => {
        const clock = testClock('2025-01-01T10:00:00Z');
        const limiter = makeLimiter(clock);
        const key = uniqueKey();
        for (let i = 0; i < 3; i += 1) {
          expect(await limiter.consume('blocking', key, blocking)).toEqual({
            allowed: true,
            retryAfterSeconds: 0,
          });
        }
        // Without the block this would be a wait of 60 s (the first request leaving the window).
        expect(await limiter.consume('blocking', key, blocking)).toEqual({
          allowed: false,
          retryAfterSeconds: 300,
        });
      });

      it('stays blocked after the window frees up, counting nothing, until the block ends', async () => {
        const clock = testClock('2025-01-01T10:00:00Z');
        const limiter = makeLimiter(clock);
        const key = uniqueKey();
        for (let i = 0; i < 3; i += 1) await limiter.consume('blocking', key, blocking);
        expect((await limiter.consume('blocking', key, blocking)).allowed).toBe(false);

        clock.advance(2 * MINUTE); // the window is empty again, the block is not over
        expect(await limiter.consume('blocking', key, blocking)).toEqual({
          allowed: false,
          retryAfterSeconds: 180,
        });
        clock.advance(3 * MINUTE - 1_000);
        expect(await limiter.consume('blocking', key, blocking)).toEqual({
          allowed: false,
          retryAfterSeconds: 1,
        });

        clock.advance(1_000); // 5 minutes after the refusal that started the block
        // Refusals during the block were not counted: the whole limit is available again.
        for (let i = 0; i < 3; i += 1)
          expect((await limiter.consume('blocking', key, blocking)).allowed).toBe(true);
        expect(await limiter.consume('blocking', key, blocking)).toEqual({
          allowed: false,
          retryAfterSeconds: 300,
        });
      });

      it('blocks only the key that went over, and only in its bucket', async () => {
        const clock = testClock('2025-01-01T10:00:00Z');
        const limiter = makeLimiter(clock);
        const key = uniqueKey();
        for (let i = 0; i < 4; i += 1) await limiter.consume('blocking', key, blocking);
        expect((await limiter.consume('blocking', key, blocking)).allowed).toBe(false);
        expect((await limiter.consume('blocking', uniqueKey(), blocking)).allowed).toBe(true);
        expect((await limiter.consume('other', key, blocking)).allowed).toBe(true);
      });

      it('consumeAll refuses when one check is blocked, and counts none of them', async () => {
        const clock = testClock('2025-01-01T10:00:00Z');
        const limiter = makeLimiter(clock);
        const [blocked, fresh] = [uniqueKey(), uniqueKey()];
        for (let i = 0; i < 4; i += 1) await limiter.consume('blocking', blocked, blocking);
        clock.advance(2 * MINUTE);
        const verdict = await limiter.consumeAll([
          { bucket: 'blocking', key: blocked, ...blocking },
          { bucket: 'plain', key: fresh, ...limit },
        ]);
        expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 180 });
        for (let i = 0; i < 3; i += 1)
          expect((await limiter.consume('plain', fresh, limit)).allowed).toBe(true);
        expect((await limiter.consume('plain', fresh, limit)).allowed).toBe(false);
      });

      it('lets exactly `limit` of a burst through, then blocks the rest', async () => {
        const clock = testClock('2025-01-01T10:00:00Z');
        const limiter = makeLimiter(clock);
        const key = uniqueKey();
        const verdicts = await Promise.all(
          Array.from({ length: 12 }, () => limiter.consume('blocking-burst', key, blocking)),
        );
        expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
        expect(verdicts.filter((verdict) => !verdict.allowed).map((v) => v.retryAfterSeconds)).toEqual(
          Array.from({ length: 9 }, () => 300),
        );
      });
    });

    it('is exact under concurrency: 20 requests at once against a limit of 5 let exactly 5 through', async () => {
      const limiter = makeLimiter();
      const key = uniqueKey();
      const verdicts = await Promise.all(
        Array.from({ length: 20 }, () => limiter.consume('burst', key, { limit: 5, windowMs: HOUR })),
      );
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    });
  });
}
