import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../src/lib/redis-rate-limiter';
import { createAccount, signIn } from './helpers/auth';
import { describeRateLimiterContract } from './helpers/rate-limiter-contract';
import { createTestApp } from './helpers/test-app';

// The Redis store against a real Redis: `REDIS_URL=redis://127.0.0.1:6379 npm run test:server:redis -w
// @orchim/server`. The default suite leaves this file out (vitest.config.ts); here a missing REDIS_URL
// is a failure, not a skip. Keys are unique per run and expire with their window, so a shared Redis is fine.

const url = process.env.REDIS_URL;
let redis: Redis;
beforeAll(async () => {
  if (!url) throw new Error('REDIS_URL is not set: the Redis suite needs a Redis server to run against');
  redis = new Redis(url);
  await redis.ping();
});
afterAll(() => redis?.quit());

describeRateLimiterContract('redis', (clock) => createRedisRateLimiter(redis, clock));

describe('rate limiter (redis keys)', () => {
  it('lets every key expire with its window', async () => {
    const limiter = createRedisRateLimiter(redis);
    const key = `ttl-${randomUUID()}`;
    await limiter.consume('ttl', key, { limit: 3, windowMs: 60_000 });
    const ttl = await redis.pttl(`orchim:rate-limit:ttl:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('the server with REDIS_URL', () => {
  it('keeps the sign-in limit in Redis, shared by two instances', async () => {
    const [one, two] = [await createTestApp({ redisUrl: url }), await createTestApp({ redisUrl: url })];
    try {
      // Unique per run: counts from an earlier run stay in Redis until their window ends.
      const ip = `redis-client-${randomUUID()}`;
      const account = await createAccount(two, { name: `redis-${randomUUID()}-` });
      for (let i = 0; i < 5; i += 1) {
        const instance = i % 2 === 0 ? one : two;
        expect((await signIn(instance, account.email, 'Wrong-password-770', ip)).statusCode).toBe(400);
      }
      const refused = await signIn(two, account.email, account.password, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // From another address the owner still gets in.
      expect((await signIn(two, account.email, account.password, `other-${ip}`)).statusCode).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
