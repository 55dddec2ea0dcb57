import { API_ERROR_CODES, apiErrorSchema, shabbosTimesQuerySchema, shabbosTimesSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';
import { createShabbosTimes } from '../lib/shabbos-times';

/** Dates outside this range are refused: nobody plans a visit there, and hebcal's zmanim need a real year. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

/**
 * GET /rest/v1/shabbos-times?date=YYYY-MM-DD: candle lighting, havdalah, parsha, Hebrew date and
 * holidays of the Shabbos of that week in Crown Heights (default: the coming Shabbos). Public data:
 * the anon key is enough.
 */
export const shabbosTimesRoutes: FastifyPluginAsyncZod = async (app) => {
  const shabbosTimes = createShabbosTimes(() => app.clock());

  app.get(
    '/shabbos-times',
    {
      schema: {
        summary: "This week's Shabbos times in Crown Heights",
        tags: ['rest'],
        querystring: shabbosTimesQuerySchema,
        response: { 200: shabbosTimesSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { date } = request.query;
      const year = date ? Number(date.slice(0, 4)) : undefined;
      if (year !== undefined && (year < FIRST_YEAR || year > LAST_YEAR)) {
        throw new HttpError(400, API_ERROR_CODES.validationFailed, 'Some fields are not valid.', {
          fields: { date: 'validation.invalid' },
        });
      }
      // A given date always has the same answer; "this week" changes after havdalah.
      reply.header('cache-control', date ? 'public, max-age=86400' : 'public, max-age=300');
      return shabbosTimes.forDate(date);
    },
  );
};
