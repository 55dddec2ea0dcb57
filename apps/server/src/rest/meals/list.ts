import {
  apiErrorSchema,
  MEAL_LIMITS,
  mealDatesQuerySchema,
  mealDatesSchema,
  mealListQuerySchema,
  mealListResultSchema,
  type MealSummary,
  todayInNewYork,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mealsRepository } from '../../db/repositories/meals';
import { holyDays } from '../../lib/jewish-calendar';
import { consumeSearch } from '../../lib/search-limit';
import { invalidDatesError } from '../../domain/bookings/errors';
import { beforeCandleLighting, horizonEnd, offeredSittings } from '../../domain/meals/sittings-plan';
import { seatsLeftOf, toMealSummary } from '../../domain/meals/views';

/**
 * GET /rest/v1/meals and GET /rest/v1/meals/dates. The offers are tens, not thousands: they are read
 * with their seat counters in two queries and matched in process against the computed holy days.
 */
export const mealListRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Published offers matching the filters, each with its next sitting that has seats for `guests`
   * (the card's "seats left"); soonest sitting first, then best rated. With a date, meal type or
   * guests, only offers with such a sitting. Counts towards the product §9 search limit, as /stays does
   * (one bucket), refused searches included.
   */
  app.get(
    '/meals',
    {
      schema: {
        summary: 'Search Shabbos and Yom Tov meals',
        tags: ['meals'],
        querystring: mealListQuerySchema,
        response: { 200: mealListResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await consumeSearch(app, request);
      const { query } = request;
      const now = app.clock();
      const today = todayInNewYork(now);
      if (query.date !== undefined) {
        const [day] = holyDays(query.date, query.date);
        if (!day || query.date < today || query.date > horizonEnd(now) || !beforeCandleLighting(day, now)) {
          throw invalidDatesError('date');
        }
      }

      const meals = mealsRepository(app.db);
      const offers = (await meals.listPublished()).filter(
        ({ offer }) =>
          (!query.language || offer.tableLanguages.includes(query.language)) &&
          (query.dietary ?? []).every((option) => offer.dietaryOptions.includes(option)),
      );
      const from = query.date ?? today;
      const to = query.date ?? horizonEnd(now);
      const counters = await meals.sittings(
        offers.map(({ offer }) => offer.id),
        from,
        to,
      );
      const needed = query.guests ?? 1;
      const filtered = query.date !== undefined || query.mealType !== undefined || query.guests !== undefined;

      const matches: MealSummary[] = [];
      for (const view of offers) {
        const sittings = offeredSittings(view.offer, view.closedDates, from, to, now).filter(
          (sitting) => !query.mealType || sitting.mealType === query.mealType,
        );
        let nextSitting: MealSummary['nextSitting'] = null;
        for (const sitting of sittings) {
          const { seatsLeft } = seatsLeftOf(view.offer, counters, sitting.day.date, sitting.mealType);
          if (seatsLeft >= needed) {
            nextSitting = {
              date: sitting.day.date,
              mealType: sitting.mealType,
              seatsLeft,
              holyDay: sitting.day,
            };
            break;
          }
        }
        if (nextSitting === null && (filtered || sittings.length === 0)) continue;
        matches.push({ ...toMealSummary(view, query.lang), nextSitting });
      }
      // Soonest sitting first (full offers last), then the better rated; stable beyond that.
      matches.sort(
        (a, b) =>
          (a.nextSitting?.date ?? '9999').localeCompare(b.nextSitting?.date ?? '9999') ||
          (b.ratingAverage ?? 0) - (a.ratingAverage ?? 0),
      );

      const size = MEAL_LIMITS.searchPageSize;
      const start = (query.page - 1) * size;
      return {
        items: matches.slice(start, start + size),
        page: query.page,
        pageSize: size,
        total: matches.length,
        hasMore: matches.length > start + size,
      };
    },
  );

  /** The coming Shabbos and Yom Tov days (from today, or `from`), for the date filter; their names and times. */
  app.get(
    '/meals/dates',
    {
      schema: {
        summary: 'Coming Shabbos and Yom Tov days',
        tags: ['meals'],
        querystring: mealDatesQuerySchema,
        response: { 200: mealDatesSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const now = app.clock();
      const today = todayInNewYork(now);
      const from = request.query.from && request.query.from > today ? request.query.from : today;
      const to = horizonEnd(now);
      if (from > to) return [];
      return holyDays(from, to)
        .filter((day) => beforeCandleLighting(day, now))
        .slice(0, request.query.count);
    },
  );
};
