import {
  apiErrorSchema,
  STAY_LIMITS,
  STAY_SEARCH_COUNT_CAP,
  staySearchQuerySchema,
  staySearchResultSchema,
  type StaySearchResult,
  todayInNewYork,
  validStayNights,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeSearch } from '../../lib/search-limit';
import { createStayCatalogue } from '../../domain/stays/catalogue/catalogue';
import { invalidDatesError } from '../../domain/bookings/errors';

/**
 * GET /rest/v1/stays: published stays matching the filters, one page in the chosen order, with the
 * number of matches (counted up to STAY_SEARCH_COUNT_CAP). With dates, only stays free for every night
 * of them and whose minimum stay they meet, each with the price of those nights. Every search counts
 * towards the product §9 limit of its searcher (the account when signed in, else the address:
 * lib/search-limit.ts), including refused ones such as invalid dates.
 */
export const staySearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createStayCatalogue(app.db);
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
    async (request, reply) => {
      // The count and the catalogue's check for changes are two round trips to the database: made at
      // the same time. The search itself runs only for an allowed client.
      await Promise.all([consumeSearch(app, request), catalogue.catchUp()]);

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

      const found = catalogue.find({ ...query, nights });
      const rest: Omit<StaySearchResult, 'items'> = {
        page: query.page,
        pageSize: STAY_LIMITS.searchPageSize,
        total: Math.min(found.total, STAY_SEARCH_COUNT_CAP),
        totalIsCapped: found.total > STAY_SEARCH_COUNT_CAP,
        hasMore: found.hasMore,
      };
      // Sent as written: the cards were serialized when the catalogue loaded them, and a string with a
      // JSON content type skips the serializer. The schema above still describes the answer in the
      // OpenAPI document (the route's tests parse it); the type provider types send() by that schema's
      // parsed shape, hence the cast.
      const json = `{"items":${found.itemsJson},${JSON.stringify(rest).slice(1)}`;
      return reply.type('application/json; charset=utf-8').send(json as unknown as StaySearchResult);
    },
  );
};
