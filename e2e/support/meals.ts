import { createHash } from 'node:crypto';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { addDays, todayInNewYork } from '@orchim/shared/dates';
import type { HolyDayInfo, MealListResult, MealSummary } from '@orchim/shared/meals';
import { apiHeaders } from './accounts';
import type { Language } from './i18n';

/**
 * Meals for the specs, through the real /rest/v1. Specs book seeded meal offers and run in parallel (two
 * projects, three workers) on one server: each test takes a Shabbos of its own, chosen from its title and
 * project, at least FIRST_DAY days ahead (the seed books seats only in the coming six weeks), at a table
 * with room for several parties, so two tests never race for the last seats.
 */

/** The seed's bookings stay within 42 days (BOOKED_MEAL_HORIZON_DAYS): the specs book beyond them. */
const FIRST_DAY = 56;
/** Tables this large take every spec's two guests even if several specs land on the same one. */
const ROOMY_TABLE = 8;

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function apiGet<T>(request: APIRequestContext, path: string) {
  return json<T>(await request.get(path, { headers: await apiHeaders(request) }), `GET ${path}`);
}

/** GET /rest/v1/meals with the given query. */
export function searchMeals(request: APIRequestContext, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return apiGet<MealListResult>(request, `/rest/v1/meals?${params.toString()}`);
}

export type MealSlot = {
  /** The Shabbos (a meal is dated by its holy day). */
  day: HolyDayInfo;
  meal: MealSummary;
  /** Its first sitting that Shabbos with room for the guests (the card's "next sitting"). */
  sitting: NonNullable<MealSummary['nextSitting']>;
  guests: number;
};

/**
 * A Shabbos and a roomy meal offer of this test's own: the test's hash picks one of the Shabbosim
 * FIRST_DAY days ahead or more, then one of the offers with room that day (its texts in `lang`).
 */
export async function mealSlotFor(
  request: APIRequestContext,
  testInfo: TestInfo,
  { guests = 2, lang = 'en' }: { guests?: number; lang?: Language } = {},
): Promise<MealSlot> {
  const id = `${testInfo.project.name}:${testInfo.titlePath.join(' › ')}`;
  const hash = createHash('sha256').update(id).digest();
  const first = addDays(todayInNewYork(), FIRST_DAY);
  const days = (await apiGet<HolyDayInfo[]>(request, `/rest/v1/meals/dates?from=${first}&count=30`)).filter(
    (day) => day.kinds.includes('shabbos'),
  );
  if (!days.length) throw new Error(`no Shabbos from ${first} on`);
  const day = days[hash.readUInt32BE(0) % days.length]!;
  const offers = (await searchMeals(request, { date: day.date, guests, lang })).items.filter(
    (meal) => meal.seatsPerMeal >= ROOMY_TABLE && meal.nextSitting !== null,
  );
  if (!offers.length) throw new Error(`no meal with room for ${guests} on ${day.date}`);
  const meal = offers[hash.readUInt32BE(4) % offers.length]!;
  return { day, meal, sitting: meal.nextSitting!, guests };
}

/** A meal's page opening on a sitting and guests. */
export const mealPath = ({ meal, sitting, guests }: MealSlot) =>
  `/meals/${meal.id}?date=${sitting.date}&mealType=${sitting.mealType}&guests=${guests}`;
