import {
  apiErrorSchema,
  nightsBetween,
  stayAvailabilityQuerySchema,
  stayAvailabilitySchema,
  stayIdParamsSchema,
  stayPrice,
  stayQuoteQuerySchema,
  stayQuoteResultSchema,
  todayInNewYork,
  stayDatesProblem,
  bookingErrorSchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staysRepository } from '../../db/repositories/stays';
import { notFoundError } from '../../lib/http-error';
import { invalidDatesError, tooManyGuestsError } from '../../domain/bookings/errors';

/** The longest span the calendar asks for at once: a year and a bit, for a two-month view sliding on. */
export const AVAILABILITY_MAX_DAYS = 400;

/**
 * A stay's calendar and prices, for the detail page: which nights are taken, and what some nights cost
 * (the browser never computes a price).
 */
export const stayCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /rest/v1/stays/{id}/availability?from&to: taken ranges overlapping [from, to), merged, in order. */
  app.get(
    '/stays/:id/availability',
    {
      schema: {
        summary: 'The nights of a stay already taken',
        tags: ['stays'],
        params: stayIdParamsSchema,
        querystring: stayAvailabilityQuerySchema,
        response: { 200: stayAvailabilitySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const days = nightsBetween(from, to);
      if (days < 1 || days > AVAILABILITY_MAX_DAYS) throw invalidDatesError();
      const stays = staysRepository(app.db);
      const stay = await stays.findPublishedRow(request.params.id);
      if (!stay) throw notFoundError();
      return { from, to, taken: await stays.takenRanges(stay.id, from, to) };
    },
  );

  /**
   * GET /rest/v1/stays/{id}/quote?checkIn&checkOut&guests: the price of those nights and whether they are
   * free now. The dates follow the booking rule (the stay's minimum nights included).
   */
  app.get(
    '/stays/:id/quote',
    {
      schema: {
        summary: 'The price of a stay for some nights',
        tags: ['stays'],
        params: stayIdParamsSchema,
        querystring: stayQuoteQuerySchema,
        response: { 200: stayQuoteResultSchema, 400: bookingErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { checkIn, checkOut, guests } = request.query;
      const stays = staysRepository(app.db);
      const stay = await stays.findPublishedRow(request.params.id);
      if (!stay) throw notFoundError();
      const problem = stayDatesProblem(
        { checkIn, checkOut },
        todayInNewYork(app.clock()),
        stay.minimumNights,
      );
      if (problem) throw invalidDatesError(undefined, problem);
      const nights = nightsBetween(checkIn, checkOut);
      if (guests > stay.maxGuests) throw tooManyGuestsError();
      return {
        ...stayPrice(nights, stay.pricePerNightCents, stay.cleaningFeeCents),
        currency: stay.currency,
        available: await stays.isFree(stay.id, checkIn, checkOut),
      };
    },
  );
};
