import { HDate, months } from '@hebcal/core';
import {
  apiErrorSchema,
  OHEL_ADDRESS,
  OHEL_BUSY_DAYS,
  ohelGuideQuerySchema,
  ohelGuideSchema,
  todayInNewYork,
  type Language,
  type OhelBusyDay,
  type OhelBusyDayDate,
  type OhelGuide,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { frenchMonth } from '../../lib/hebcal-french';

/**
 * The Hebrew date of each busy day, and its month as Chabad writes it in English: the days are known
 * as Gimmel Tammuz and Yud Shevat, so "3 Tammuz" rather than hebcal's "3 Tamuz" (and "Sh'vat").
 */
const BUSY_DAYS: Record<OhelBusyDay, { day: number; month: number; english: string }> = {
  gimmel_tammuz: { day: 3, month: months.TAMUZ, english: 'Tammuz' },
  yud_shevat: { day: 10, month: months.SHVAT, english: 'Shevat' },
};

/** Shevat and Tammuz of Hebrew year Y + 3760 fall in civil year Y (January–February, June–July). */
const HEBREW_YEAR_OFFSET = 3760;

/** A Gregorian date from hebcal (local midnight of that day) as YYYY-MM-DD. */
function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

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

function occurrence(key: OhelBusyDay, civilYear: number) {
  const { day, month } = BUSY_DAYS[key];
  const hebrew = new HDate(day, month, civilYear + HEBREW_YEAR_OFFSET);
  return { hebrew, date: isoDate(hebrew.greg()) };
}

/**
 * Gimmel Tammuz and Yud Shevat of the civil year `today` (a New York date) falls in, with the next
 * year's date for a day already passed (the day itself is not passed: visitors still come).
 */
export function busiestOhelDays(today: string, lang: Language): OhelBusyDayDate[] {
  const year = Number(today.slice(0, 4));
  return OHEL_BUSY_DAYS.map((key) => {
    const { hebrew, date } = occurrence(key, year);
    const passed = date < today;
    return {
      key,
      date,
      hebrewDate: hebrewDateIn(hebrew, lang, BUSY_DAYS[key].english),
      passed,
      nextDate: passed ? occurrence(key, year + 1).date : null,
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
