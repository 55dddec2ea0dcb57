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
const BLOCK_PREFIX = 'orchim:rate-limit-block:';

/**
 * One sliding window per key, as a sorted set of request ids scored by time, and for limits with a
 * block one more key holding the time the block ends. The script checks every key and then counts the
 * request in all of them, or in none; a key going over a limit with a block starts its block. Redis
 * runs a script alone, so concurrent requests are counted one after the other. Answers the
 * milliseconds to wait, 0 when counted. Times come from the caller's clock (ARGV), not Redis's, so the
 * block ends by the same clock as the windows; expiry only cleans up.
 * KEYS: the n windows, then their n block keys. ARGV: now (ms), the request's id, then the limit,
 * window (ms) and block (ms, 0 for none) of each key.
 */
const CONSUME_SCRIPT = `
local now = tonumber(ARGV[1])
local n = #KEYS / 2
local wait = 0
for i = 1, n do
  local key = KEYS[i]
  local limit = tonumber(ARGV[3 * i])
  local window = tonumber(ARGV[3 * i + 1])
  local block = tonumber(ARGV[3 * i + 2])
  local blocked_until = 0
  if block > 0 then blocked_until = tonumber(redis.call('GET', KEYS[n + i]) or '0') end
  if blocked_until > now then
    wait = math.max(wait, blocked_until - now)
  else
    redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
    if redis.call('ZCARD', key) >= limit then
      if block > 0 then
        redis.call('SET', KEYS[n + i], string.format('%d', now + block), 'PX', block)
        wait = math.max(wait, block)
      else
        local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
        wait = math.max(wait, tonumber(oldest[2]) + window - now, 1)
      end
    end
  end
end
if wait > 0 then return wait end
for i = 1, n do
  redis.call('ZADD', KEYS[i], now, ARGV[2])
  redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[3 * i + 1]))
end
return 0
`;

/**
 * The Redis store (REDIS_URL): the same sliding windows as the database store, for deployments that
 * would rather not write a row per counted request. Every key expires with its window, so nothing
 * needs sweeping (a block key expires with its block). It cannot join a database transaction: consumeAll counts at once, whatever `tx`.
 */
export function createRedisRateLimiter(redis: Redis, clock: () => Date = () => new Date()): RateLimiter {
  const keyOf = (check: RateLimitCheck) => `${KEY_PREFIX}${check.bucket}:${check.key}`;
  const blockKeyOf = (check: RateLimitCheck) => `${BLOCK_PREFIX}${check.bucket}:${check.key}`;

  async function count(checks: readonly RateLimitCheck[], id: string): Promise<RateLimitResult> {
    const keys = [...checks.map(keyOf), ...checks.map(blockKeyOf)];
    const args = checks.flatMap((check) => [check.limit, check.windowMs, check.blockMs ?? 0]);
    const waitMs = Number(
      await redis.eval(CONSUME_SCRIPT, keys.length, ...keys, clock().getTime(), id, ...args),
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
