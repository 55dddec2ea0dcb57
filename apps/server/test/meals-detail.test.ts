import type { MealDetail, MealQuote, MealSittings, ReviewPage } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertMeal, mealBookingRequest, type MealOfferRow } from './helpers/meals';
import { book, getRest, signedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

// Today in New York is Sunday 2026-03-01.
const START = '2026-03-01T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let meal: MealOfferRow;
let free: MealOfferRow;
let draft: MealOfferRow;

beforeAll(async () => {
  app = await createTestApp({ clock });
  const host = await signedInAccount(app, { name: 'host', fullName: 'Mushka Gurary', userType: 'host' });
  meal = await insertMeal(app, host.user, {
    title: 'Friday night with the Gurarys',
    area: 'Sterling Place',
    address: '1205 Sterling Place, Brooklyn, NY 11213',
    familyDescription: 'Six children and many guests.',
    description: 'Challah, soup and singing.',
    mealTypes: ['friday_night', 'yom_tov_night'],
    pricePerGuestCents: 36_00,
    seatsPerMeal: 8,
    accessibility: ['ground_floor'],
    closedDates: ['2026-03-21'],
    images: 3,
    translations: {
      fr: { title: 'Vendredi soir chez les Gurary', description: 'Hala, soupe et chants.' },
      he: { title: 'ליל שבת אצל גורארי', familyDescription: 'שישה ילדים והרבה אורחים.' },
    },
    reviews: [
      { rating: 5, text: 'Wonderful', createdAt: new Date('2025-05-01T00:00:00Z') },
      { rating: 3, text: 'Loud', createdAt: new Date('2025-06-01T00:00:00Z') },
      { rating: 1, text: 'Hidden', hidden: true },
      ...Array.from({ length: 5 }, (_, i) => ({ rating: 4, createdAt: new Date(Date.UTC(2024, 0, 1 + i)) })),
    ],
  });
  free = await insertMeal(app, host.user, {
    title: 'Free lunch',
    mealTypes: ['shabbos_lunch'],
    pricePerGuestCents: 0,
  });
  draft = await insertMeal(app, host.user, { title: 'Draft', status: 'draft' });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('GET /rest/v1/meals/{id}', () => {
  it('answers a published offer with its images, host and texts, and never its address', async () => {
    const response = await getRest(app, `/meals/${meal.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<MealDetail>();
    expect(detail).toMatchObject({
      id: meal.id,
      title: 'Friday night with the Gurarys',
      area: 'Sterling Place',
      familyName: 'Gurary',
      familyDescription: 'Six children and many guests.',
      description: 'Challah, soup and singing.',
      mealTypes: ['friday_night', 'yom_tov_night'],
      seatsPerMeal: 8,
      accessibility: ['ground_floor'],
      offeredFrom: '2026-01-01',
      offeredUntil: null,
      host: { firstName: 'Mushka' },
      status: 'published',
      reviewCount: 7,
    });
    expect(detail.images.map((image) => image.src)).toEqual(
      [0, 1, 2].map((i) => `/images/meals/${meal.id}/${i}.svg`),
    );
    expect(detail).not.toHaveProperty('address');
    expect(response.body).not.toContain('1205 Sterling');
  });

  it('answers in the reader language, field by field, falling back to the original', async () => {
    const fr = (await getRest(app, `/meals/${meal.id}?lang=fr`)).json<MealDetail>();
    expect(fr).toMatchObject({
      title: 'Vendredi soir chez les Gurary',
      description: 'Hala, soupe et chants.',
      familyDescription: 'Six children and many guests.',
    });
    const he = (await getRest(app, `/meals/${meal.id}?lang=he`)).json<MealDetail>();
    expect(he).toMatchObject({ title: 'ליל שבת אצל גורארי', familyDescription: 'שישה ילדים והרבה אורחים.' });
  });

  it('is 404 for drafts and unknown ids, 400 for a malformed id', async () => {
    expect((await getRest(app, `/meals/${draft.id}`)).statusCode).toBe(404);
    expect((await getRest(app, `/meals/${MISSING}`)).statusCode).toBe(404);
    expect((await getRest(app, '/meals/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /rest/v1/meals/{id}/sittings', () => {
  it('lists the offered meals of each Shabbos and Yom Tov with the seats left, skipping closed dates', async () => {
    const guest = await signedInAccount(app);
    expect(
      (await book(app, guest, mealBookingRequest(meal.id, { date: '2026-03-14', numberOfGuests: 3 })))
        .statusCode,
    ).toBe(201);
    const response = await getRest(app, `/meals/${meal.id}/sittings?from=2026-03-01&to=2026-04-10`);
    expect(response.statusCode).toBe(200);
    const sittings = response.json<MealSittings>();
    expect(sittings.items.map((s) => `${s.date} ${s.mealType}`)).toEqual([
      '2026-03-07 friday_night',
      '2026-03-14 friday_night',
      '2026-03-28 friday_night',
      '2026-04-02 yom_tov_night',
      '2026-04-03 yom_tov_night',
      '2026-04-04 friday_night',
      '2026-04-08 yom_tov_night',
      '2026-04-09 yom_tov_night',
    ]);
    expect(sittings.items[1]).toMatchObject({
      seats: 8,
      seatsLeft: 5,
      bookableUntil: '2026-03-13T22:42:00.000Z',
      holyDay: { names: { en: 'Vayakhel-Pekudei' } },
    });
    expect(sittings.items[0]).toMatchObject({ seats: 8, seatsLeft: 8 });
  });

  it('drops the sittings whose candles are lit, and refuses a range over 120 days', async () => {
    clock.set('2026-03-06T23:00:00Z');
    const sittings = (await getRest(app, `/meals/${meal.id}/sittings`)).json<MealSittings>();
    expect(sittings.items[0]?.date).toBe('2026-03-14');
    const tooLong = await getRest(app, `/meals/${meal.id}/sittings?from=2026-03-01&to=2026-08-01`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'invalid_dates' });
    expect((await getRest(app, `/meals/${draft.id}/sittings`)).statusCode).toBe(404);
  });
});

describe('GET /rest/v1/meals/{id}/quote', () => {
  it('prices the guests at the offer price (the server computes it), and a free meal at nothing', async () => {
    const paid = await getRest(app, `/meals/${meal.id}/quote?date=2026-03-28&mealType=friday_night&guests=3`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json<MealQuote>()).toEqual({
      guests: 3,
      pricePerGuestCents: 36_00,
      totalCents: 108_00,
      currency: 'USD',
      seatsLeft: 8,
      available: true,
    });
    const nothing = await getRest(
      app,
      `/meals/${free.id}/quote?date=2026-03-28&mealType=shabbos_lunch&guests=4`,
    );
    expect(nothing.json<MealQuote>()).toMatchObject({ totalCents: 0, pricePerGuestCents: 0 });
  });

  it('says when the seats left are too few', async () => {
    const guest = await signedInAccount(app);
    await book(
      app,
      guest,
      mealBookingRequest(meal.id, { date: '2026-04-02', mealType: 'yom_tov_night', numberOfGuests: 7 }),
    );
    const quote = await getRest(
      app,
      `/meals/${meal.id}/quote?date=2026-04-02&mealType=yom_tov_night&guests=2`,
    );
    expect(quote.json<MealQuote>()).toMatchObject({ seatsLeft: 1, available: false });
  });

  it('refuses as a booking would: invalid dates and too many guests', async () => {
    const tuesday = await getRest(app, `/meals/${meal.id}/quote?date=2026-03-10&mealType=friday_night`);
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json()).toMatchObject({ code: 'invalid_dates', message: 'Please select valid dates' });
    const closed = await getRest(app, `/meals/${meal.id}/quote?date=2026-03-21&mealType=friday_night`);
    expect(closed.json()).toMatchObject({ code: 'invalid_dates' });
    const many = await getRest(app, `/meals/${meal.id}/quote?date=2026-03-28&mealType=friday_night&guests=9`);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({
      code: 'too_many_guests',
      message: 'Too many guests for this accommodation',
    });
    expect(
      (await getRest(app, `/meals/${draft.id}/quote?date=2026-03-28&mealType=friday_night`)).statusCode,
    ).toBe(404);
  });
});

describe('GET /rest/v1/meals/{id}/reviews', () => {
  it('pages the visible reviews, newest first, with the average and count of the offer', async () => {
    const first = (await getRest(app, `/meals/${meal.id}/reviews`)).json<ReviewPage>();
    expect(first.items.map((review) => review.text)).toEqual([
      'Loud',
      'Wonderful',
      'Review 8',
      'Review 7',
      'Review 6',
    ]);
    expect(first).toMatchObject({ count: 7, page: 1, hasMore: true });
    expect(first.average).toBeCloseTo((5 + 3 + 4 * 5) / 7, 2);
    const second = (await getRest(app, `/meals/${meal.id}/reviews?page=2`)).json<ReviewPage>();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items).toHaveLength(2);
    expect(JSON.stringify([first, second])).not.toContain('Hidden');
    expect((await getRest(app, `/meals/${draft.id}/reviews`)).statusCode).toBe(404);
  });
});
