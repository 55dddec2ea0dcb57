import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  toRetryAfterSeconds,
  type RateLimitAttempt,
  type RateLimitCheck,
  type RateLimiter,
  type RateLimitResult,
} from './rate-limiter';

const KEY_PREFIX = 'orchim:rate-limit:';

/**
 * One sliding window per key, as a sorted set of request ids scored by time. The script checks every
 * key and then counts the request in all of them, or in none; Redis runs a script alone, so concurrent
 * requests are counted one after the other. Answers the milliseconds to wait, 0 when counted.
 * KEYS: the windows. ARGV: now (ms), the request's id, then the limit and window (ms) of each key.
 */
const CONSUME_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= limit then
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now, 1)
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + 2 * i]))
end
return 0
`;

/**
 * The Redis store (REDIS_URL): the same sliding windows as the database store, for deployments that
 * would rather not write a row per counted request. Every key expires with its window, so nothing
 * needs sweeping. It cannot join a database transaction: consumeAll counts at once, whatever `tx`.
 */
export function createRedisRateLimiter(redis: Redis, clock: () => Date = () => new Date()): RateLimiter {
  const keyOf = (check: RateLimitCheck) => `${KEY_PREFIX}${check.bucket}:${check.key}`;

  async function count(checks: readonly RateLimitCheck[], id: string): Promise<RateLimitResult> {
    const args = checks.flatMap((check) => [check.limit, check.windowMs]);
    const waitMs = Number(
      await redis.eval(CONSUME_SCRIPT, checks.length, ...checks.map(keyOf), clock().getTime(), id, ...args),
    );
    return waitMs > 0
      ? { allowed: false, retryAfterSeconds: toRetryAfterSeconds(waitMs) }
      : { allowed: true, retryAfterSeconds: 0 };
  }

  const consumeAll = (checks: readonly RateLimitCheck[]) => count(checks, randomUUID());

  return {
    consume: (bucket, key, limit) => consumeAll([{ bucket, key, ...limit }]),
    consumeAll,
    async attempt(checks): Promise<RateLimitAttempt> {
      const id = randomUUID();
      const verdict = await count(checks, id);
      return {
        ...verdict,
        refund: async () => {
          if (!verdict.allowed) return;
          const pipeline = redis.multi();
          for (const check of checks) pipeline.zrem(keyOf(check), id);
          await pipeline.exec();
        },
      };
    },
  };
}
