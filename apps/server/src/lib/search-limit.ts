import { SEARCH_RATE_LIMIT } from '@orchim/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitedError } from './http-error';
import type { RateLimit } from './rate-limiter';

export const SEARCH_LIMIT_MESSAGE = 'Too many searches. Please wait a few minutes and try again.';

/** Product §9: 50 searches a minute per searcher; the 51st blocks the searcher for 5 minutes. */
export const SEARCH_LIMIT: RateLimit = {
  limit: SEARCH_RATE_LIMIT.attempts,
  windowMs: SEARCH_RATE_LIMIT.windowMs,
  blockMs: SEARCH_RATE_LIMIT.blockMs,
};

/**
 * Whose searches count together: a signed-in visitor's account, an anonymous one's address. Counting
 * everyone by address would let one visitor at a hotel or a yeshiva (many people behind one address)
 * block all the others; a signed-in visitor has a count of their own, wherever they search from.
 * request.user is set before any route runs, from a valid bearer token (src/auth/request-user.ts).
 */
export function searcherOf(request: FastifyRequest): { bucket: string; key: string } {
  return request.user
    ? { bucket: 'search:user', key: request.user.id }
    : { bucket: 'search:ip', key: request.ip };
}

/**
 * Counts one list page (stays, meals...) towards its searcher's limit: one bucket for every list (per
 * account, 'search:user', or per address, 'search:ip'), as the product has one limit. Resolves when
 * allowed; rejects with the 429 otherwise. The server's render of a list page calls the API in-process
 * with the visitor's headers and address (plugins/page-head/server-render.ts), so it counts the same way.
 */
export async function consumeSearch(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const { bucket, key } = searcherOf(request);
  const verdict = await app.rateLimiter.consume(bucket, key, SEARCH_LIMIT);
  if (!verdict.allowed) throw rateLimitedError(verdict.retryAfterSeconds, SEARCH_LIMIT_MESSAGE);
}
