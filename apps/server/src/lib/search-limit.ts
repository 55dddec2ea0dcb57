import { SEARCH_RATE_LIMIT } from '@orchim/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitedError } from './http-error';
import type { RateLimit } from './rate-limiter';

export const SEARCH_LIMIT_MESSAGE = 'Too many searches. Please wait a few minutes and try again.';

/** SPEC §9: 50 searches a minute per client; the 51st blocks the client for 5 minutes. */
export const SEARCH_LIMIT: RateLimit = {
  limit: SEARCH_RATE_LIMIT.attempts,
  windowMs: SEARCH_RATE_LIMIT.windowMs,
  blockMs: SEARCH_RATE_LIMIT.blockMs,
};

/**
 * Counts one list page (stays, meals...) towards its client's search limit: one bucket ('search:ip')
 * for every list, as the SPEC has one limit. Resolves when allowed; rejects with the 429 otherwise.
 */
export async function consumeSearch(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const verdict = await app.rateLimiter.consume('search:ip', request.ip, SEARCH_LIMIT);
  if (!verdict.allowed) throw rateLimitedError(verdict.retryAfterSeconds, SEARCH_LIMIT_MESSAGE);
}
