import {
  addDays,
  apiErrorSchema,
  MEAL_LIMITS,
  mealDetailQuerySchema,
  mealDetailSchema,
  mealIdParamsSchema,
  mealPrice,
  mealQuoteQuerySchema,
  mealQuoteSchema,
  mealSittingsQuerySchema,
  mealSittingsSchema,
  nightsBetween,
  todayInNewYork,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mealsRepository } from '../../db/repositories/meals';
import { notFoundError } from '../../lib/http-error';
import { invalidDatesError } from '../../domain/bookings/errors';
import { checkSitting, horizonEnd, offeredSittings } from '../../domain/meals/sittings-plan';
import { seatsLeftOf, toMealDetail } from '../../domain/meals/views';

/** A meal offer's page, its sittings with the seats left, and the price of some seats. */
export const mealDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /rest/v1/meals/{id}?lang: a published offer; drafts and suspended ones are 404. */
  app.get(
    '/meals/:id',
    {
      schema: {
        summary: 'A meal offer',
        tags: ['meals'],
        params: mealIdParamsSchema,
        querystring: mealDetailQuerySchema,
        response: { 200: mealDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const view = await mealsRepository(app.db).findPublished(request.params.id);
      if (!view) throw notFoundError();
      return toMealDetail(view, request.query.lang);
    },
  );

  /**
   * GET /rest/v1/meals/{id}/sittings?from&to: the meals still bookable from `from` (today) to `to`
   * (eight weeks on), with their holy day, seats and seats left. At most MEAL_LIMITS.sittingsRangeDays.
   */
  app.get(
    '/meals/:id/sittings',
    {
      schema: {
        summary: 'The sittings of a meal offer',
        tags: ['meals'],
        params: mealIdParamsSchema,
        querystring: mealSittingsQuerySchema,
        response: { 200: mealSittingsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const now = app.clock();
      const today = todayInNewYork(now);
      const from = request.query.from ?? today;
      const to = request.query.to ?? addDays(from, 56);
      if (to < from || nightsBetween(from, to) > MEAL_LIMITS.sittingsRangeDays) throw invalidDatesError();
      const meals = mealsRepository(app.db);
      const view = await meals.findPublished(request.params.id);
      if (!view) throw notFoundError();
      const counters = await meals.sittings([view.offer.id], from, to);
      const items = offeredSittings(view.offer, view.closedDates, from, to, now).map(({ day, mealType }) => ({
        date: day.date,
        holyDay: day,
        mealType,
        ...seatsLeftOf(view.offer, counters, day.date, mealType),
        bookableUntil: day.candleLighting,
      }));
      return { from, to: [to, horizonEnd(now)].sort()[0]!, items };
    },
  );

  /**
   * GET /rest/v1/meals/{id}/quote?date&mealType&guests: the price the server will charge, the seats
   * left, and whether there are enough. Refused as a booking would be (invalid_dates, too_many_guests).
   */
  app.get(
    '/meals/:id/quote',
    {
      schema: {
        summary: 'The price of a meal',
        tags: ['meals'],
        params: mealIdParamsSchema,
        querystring: mealQuoteQuerySchema,
        response: { 200: mealQuoteSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const now = app.clock();
      const { date, mealType, guests } = request.query;
      const meals = mealsRepository(app.db);
      const view = await meals.findPublished(request.params.id);
      if (!view) throw notFoundError();
      checkSitting(view.offer, view.closedDates, { date, mealType, guests }, now, 'guests');
      const counters = await meals.sittings([view.offer.id], date, date);
      const { seatsLeft } = seatsLeftOf(view.offer, counters, date, mealType);
      return {
        ...mealPrice(guests, view.offer.pricePerGuestCents),
        currency: view.offer.currency,
        seatsLeft,
        available: guests <= seatsLeft,
      };
    },
  );
};
