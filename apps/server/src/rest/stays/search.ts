import {
  apiErrorSchema,
  SEARCH_RATE_LIMIT,
  STAY_LIMITS,
  STAY_SEARCH_COUNT_CAP,
  staySearchQuerySchema,
  staySearchResultSchema,
  todayInNewYork,
  validStayNights,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staysRepository } from '../../db/repositories/stays';
import { rateLimitedError } from '../../lib/http-error';
import type { RateLimit } from '../../lib/rate-limiter';
import { invalidDatesError } from './errors';

export const SEARCH_LIMIT_MESSAGE = 'Too many searches. Please wait a few minutes and try again.';

/** SPEC §9: 50 searches a minute per client; the 51st blocks the client for 5 minutes. */
const SEARCH_LIMIT: RateLimit = {
  limit: SEARCH_RATE_LIMIT.attempts,
  windowMs: SEARCH_RATE_LIMIT.windowMs,
  blockMs: SEARCH_RATE_LIMIT.blockMs,
};

/**
 * GET /rest/v1/stays: published stays matching the filters, one page in the chosen order, with the
 * number of matches (counted up to STAY_SEARCH_COUNT_CAP). With dates, only stays free for every night
 * of them and whose minimum stay they meet, each with the price of those nights. Every search counts
 * towards the SPEC §9 limit of its client (request.ip), including refused ones such as invalid dates.
 */
export const staySearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stays',
    {
      schema: {
        summary: 'Search stays',
        tags: ['stays'],
        querystring: staySearchQuerySchema,
        response: { 200: staySearchResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const verdict = await app.rateLimiter.consume('search:ip', request.ip, SEARCH_LIMIT);
      if (!verdict.allowed) throw rateLimitedError(verdict.retryAfterSeconds, SEARCH_LIMIT_MESSAGE);

      const { query } = request;
      let nights: number | null = null;
      if (query.checkIn !== undefined || query.checkOut !== undefined) {
        // The dates come as a pair; any stay can be booked for one night, its own minimum is a filter.
        nights =
          query.checkIn && query.checkOut
            ? validStayNights(
                { checkIn: query.checkIn, checkOut: query.checkOut },
                todayInNewYork(app.clock()),
              )
            : null;
        if (nights === null) throw invalidDatesError();
      }

      const found = await staysRepository(app.db).search({ ...query, nights });
      return {
        items: found.items,
        page: query.page,
        pageSize: STAY_LIMITS.searchPageSize,
        total: Math.min(found.total, STAY_SEARCH_COUNT_CAP),
        totalIsCapped: found.total > STAY_SEARCH_COUNT_CAP,
        hasMore: found.hasMore,
      };
    },
  );
};
