import type { HDate } from '@hebcal/core';
import {
  apiErrorSchema,
  OHEL_ADDRESS,
  OHEL_BUSY_DAYS,
  ohelGuideQuerySchema,
  ohelGuideSchema,
  todayInNewYork,
  type Language,
  type OhelBusyDayDate,
  type OhelGuide,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUSY_DAYS, busyDayIn } from '../../domain/ohel/busy-days';
import { frenchMonth } from '../../lib/hebcal-french';

/**
 * The Hebrew date as the Shabbos times write it (lib/shabbos-times.ts: French months from
 * hebcal-french, Hebrew in letters without vowel points), except the English month, spelt as in the
 * day's name.
 */
function hebrewDateIn(date: HDate, lang: Language, englishMonth: string): string {
  if (lang === 'he') return date.renderGematriya(true);
  const month = lang === 'fr' ? frenchMonth(date.getMonthName()) : englishMonth;
  return `${date.getDate()} ${month} ${date.getFullYear()}`;
}

/**
 * Gimmel Tammuz and Yud Shevat of the civil year `today` (a New York date) falls in, with the next
 * year's date for a day already passed (the day itself is not passed: visitors still come).
 */
export function busiestOhelDays(today: string, lang: Language): OhelBusyDayDate[] {
  const year = Number(today.slice(0, 4));
  return OHEL_BUSY_DAYS.map((key) => {
    const { hebrew, date } = busyDayIn(key, year);
    const passed = date < today;
    return {
      key,
      date,
      hebrewDate: hebrewDateIn(hebrew, lang, BUSY_DAYS[key].english),
      passed,
      nextDate: passed ? busyDayIn(key, year + 1).date : null,
    };
  });
}

/**
 * GET /rest/v1/ohel-guide?lang: the facts of the visitor guide that are data rather than text — the
 * Ohel's address and this year's busiest days. Public: the anon key is enough.
 */
export const ohelGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ohel-guide',
    {
      schema: {
        summary: 'The Ohel visitor guide: address and busiest days',
        tags: ['ohel'],
        querystring: ohelGuideQuerySchema,
        response: { 200: ohelGuideSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply): Promise<OhelGuide> => {
      // The answer changes once a day (and once a year, really): an hour of caching is plenty.
      reply.header('cache-control', 'public, max-age=3600');
      return {
        address: OHEL_ADDRESS,
        busiestDays: busiestOhelDays(todayInNewYork(app.clock()), request.query.lang),
      };
    },
  );
};
