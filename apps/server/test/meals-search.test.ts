import type { HolyDayInfo, MealListResult } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mealSittings } from '../src/db/schema';
import { expectSearchRefused, uniqueIp } from './helpers/listings';
import { insertMeal, listMeals, type MealOfferRow } from './helpers/meals';
import { getRest, searchStays, signedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

// Today in New York is Sunday 2026-03-01: the coming Shabbosim are 7, 14, 21 and 28 March; Pesach I
// and II are 2 and 3 April.
const START = '2026-03-01T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
const offers: Record<string, MealOfferRow> = {};

beforeAll(async () => {
  app = await createTestApp({ clock });
  const host = await signedInAccount(app, { name: 'host', fullName: 'Mushka Gurary', userType: 'host' });
  const other = await signedInAccount(app, { name: 'host', fullName: 'Haya Elbaz', userType: 'host' });
  offers.gurary = await insertMeal(app, host.user, {
    title: 'Friday night with the Gurarys',
    mealTypes: ['friday_night', 'shabbos_lunch'],
    tableLanguages: ['en', 'he'],
    dietaryOptions: ['nut_free', 'childrens_menu'],
    seatsPerMeal: 8,
    reviews: [{ rating: 5 }, { rating: 4 }],
    translations: { fr: { title: 'Vendredi soir chez les Gurary' }, he: { title: 'ליל שבת אצל גורארי' } },
  });
  offers.elbaz = await insertMeal(app, other.user, {
    title: 'Yom Tov at the Elbaz table',
    mealTypes: ['yom_tov_night', 'yom_tov_lunch'],
    tableLanguages: ['fr', 'he'],
    dietaryOptions: ['vegetarian', 'gluten_free', 'nut_free'],
    pricePerGuestCents: 0,
  });
  offers.small = await insertMeal(app, other.user, {
    title: 'Seudah Shlishit for two',
    mealTypes: ['seudah_shlishit'],
    tableLanguages: ['en'],
    seatsPerMeal: 2,
    closedDates: ['2026-03-07'],
  });
  offers.draft = await insertMeal(app, host.user, { title: 'A draft', status: 'draft' });
  offers.ended = await insertMeal(app, host.user, {
    title: 'Ended in February',
    offeredFrom: '2026-01-01',
    offeredUntil: '2026-02-28',
  });
  // The Gurarys' first Friday night has one seat left.
  await app.db.insert(mealSittings).values({
    mealOfferId: offers.gurary!.id,
    date: '2026-03-07',
    mealType: 'friday_night',
    seats: 8,
    seatsTaken: 7,
  });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

const titles = (result: MealListResult) => result.items.map((item) => item.title);
const list = async (query: Record<string, unknown> = {}) => {
  const response = await listMeals(app, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MealListResult>();
};

describe('GET /rest/v1/meals', () => {
  it('lists published offers with coming sittings, soonest first, each with its next sitting and seats left', async () => {
    const result = await list();
    expect(titles(result)).toEqual([
      'Friday night with the Gurarys',
      'Seudah Shlishit for two',
      'Yom Tov at the Elbaz table',
    ]);
    expect(result).toMatchObject({ page: 1, pageSize: 12, total: 3, hasMore: false });
    const [gurary, small, elbaz] = result.items;
    expect(gurary).toMatchObject({
      familyName: 'Gurary',
      mealTypes: ['friday_night', 'shabbos_lunch'],
      pricePerGuestCents: 36_00,
      ratingAverage: 4.5,
      reviewCount: 2,
      cover: expect.objectContaining({ width: 1200, height: 800 }),
      nextSitting: { date: '2026-03-07', mealType: 'friday_night', seatsLeft: 1 },
    });
    expect(gurary?.nextSitting?.holyDay).toMatchObject({ kinds: ['shabbos'], names: { en: 'Ki Tisa' } });
    expect(gurary).not.toHaveProperty('address');
    // Closed on 7 March: its next sitting is the week after.
    expect(small?.nextSitting).toMatchObject({
      date: '2026-03-14',
      mealType: 'seudah_shlishit',
      seatsLeft: 2,
    });
    expect(elbaz?.nextSitting).toMatchObject({ date: '2026-04-02', mealType: 'yom_tov_night', seatsLeft: 8 });
  });

  it('filters by free seats: the next sitting with room for the party', async () => {
    const result = await list({ guests: 2 });
    expect(result.items.find((item) => item.id === offers.gurary!.id)?.nextSitting).toMatchObject({
      date: '2026-03-07',
      mealType: 'shabbos_lunch',
      seatsLeft: 8,
    });
    const three = await list({ guests: 3 });
    expect(titles(three)).not.toContain('Seudah Shlishit for two');
  });

  it('filters by meal type, date, table language and dietary options (all of them)', async () => {
    expect(titles(await list({ mealType: 'yom_tov_lunch' }))).toEqual(['Yom Tov at the Elbaz table']);
    const onPesach = await list({ date: '2026-04-03' });
    expect(titles(onPesach)).toEqual(['Yom Tov at the Elbaz table']);
    expect(onPesach.items[0]?.nextSitting?.date).toBe('2026-04-03');
    expect(titles(await list({ date: '2026-03-14' }))).toEqual([
      'Friday night with the Gurarys',
      'Seudah Shlishit for two',
    ]);
    expect(titles(await list({ language: 'fr' }))).toEqual(['Yom Tov at the Elbaz table']);
    expect(titles(await list({ dietary: ['nut_free'] })).sort()).toEqual([
      'Friday night with the Gurarys',
      'Yom Tov at the Elbaz table',
    ]);
    expect(titles(await list({ dietary: ['nut_free', 'childrens_menu'] }))).toEqual([
      'Friday night with the Gurarys',
    ]);
  });

  it('refuses a date that is not a coming Shabbos or Yom Tov: 400 invalid_dates', async () => {
    for (const date of ['2026-03-10', '2026-02-28', '2027-03-13']) {
      const response = await listMeals(app, { date });
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_dates', message: 'Please select valid dates' });
    }
    // Once its candles are lit, a Shabbos is no longer offered.
    clock.set('2026-03-06T23:00:00Z');
    expect((await listMeals(app, { date: '2026-03-07' })).statusCode).toBe(400);
  });

  it('validates the query with the shared schema', async () => {
    const response = await listMeals(app, { mealType: 'brunch', dietary: 'spicy', guests: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers in the reader language where the family translated it', async () => {
    const fr = await list({ lang: 'fr' });
    expect(titles(fr)).toContain('Vendredi soir chez les Gurary');
    expect(titles(fr)).toContain('Seudah Shlishit for two');
    expect(titles(await list({ lang: 'he' }))).toContain('ליל שבת אצל גורארי');
  });

  it('pages by 12', async () => {
    const host = await signedInAccount(app, { userType: 'host' });
    for (let i = 0; i < 11; i += 1)
      await insertMeal(app, host.user, { title: `Extra meal ${i}`, mealTypes: ['shabbos_lunch'] });
    const first = await list();
    expect(first).toMatchObject({ total: 14, hasMore: true });
    expect(first.items).toHaveLength(12);
    const second = await list({ page: 2 });
    expect(second).toMatchObject({ total: 14, hasMore: false });
    expect(second.items).toHaveLength(2);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(14);
  });
});

describe('GET /rest/v1/meals: the search limit, shared with /stays (product §9)', () => {
  it('counts meal and stay list pages in one bucket: the 51st is refused with 429 for 5 minutes', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 25; i += 1) expect((await searchStays(app, {}, ip)).statusCode).toBe(200);
    for (let i = 0; i < 25; i += 1) expect((await listMeals(app, {}, ip)).statusCode).toBe(200);
    const refused = await listMeals(app, {}, ip);
    expectSearchRefused(refused);
    expect((await searchStays(app, {}, ip)).statusCode).toBe(429);
    // Another client is not affected, and the blocked one can still open a meal.
    expect((await listMeals(app)).statusCode).toBe(200);
    expect((await getRest(app, `/meals/${offers.gurary!.id}`)).statusCode).toBe(200);
  });
});

describe('GET /rest/v1/meals/dates', () => {
  it('lists the coming Shabbos and Yom Tov days with their names and candle lighting', async () => {
    const response = await getRest(app, '/meals/dates?count=3');
    expect(response.statusCode).toBe(200);
    const days = response.json<HolyDayInfo[]>();
    expect(days.map((day) => day.date)).toEqual(['2026-03-07', '2026-03-14', '2026-03-21']);
    expect(days[1]).toMatchObject({
      kinds: ['shabbos'],
      names: { en: 'Vayakhel-Pekudei' },
      candleLighting: '2026-03-13T22:42:00.000Z',
      havdalah: '2026-03-14T23:42:00.000Z',
    });
    const pesach = (await getRest(app, '/meals/dates?from=2026-03-29&count=3')).json<HolyDayInfo[]>();
    expect(pesach.map((day) => [day.date, day.kinds])).toEqual([
      ['2026-04-02', ['yom_tov']],
      ['2026-04-03', ['yom_tov']],
      ['2026-04-04', ['shabbos']],
    ]);
  });
});
