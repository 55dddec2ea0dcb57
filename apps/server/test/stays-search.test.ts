import { staySearchResultSchema, type StaySearchResult } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStayCatalogue } from '../src/domain/stays/catalogue/catalogue';
import { blockOf } from '../src/lib/crown-heights-geocoder';
import { createAccount } from './helpers/auth';
import {
  book,
  bookingRequest,
  getRest,
  insertStay,
  searchStays,
  signedInAccount,
  uniqueIp,
  type StayRow,
} from './helpers/stays';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

// Today in New York is 2026-03-01 (10:00 there).
const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;

/** The catalogue every search below runs against; letters so that orders read at a glance. */
const stay = {} as Record<'alef' | 'bet' | 'gimel' | 'dalet' | 'draft' | 'suspended', StayRow>;

beforeAll(async () => {
  app = await createTestApp({ clock });
  const host = (await createAccount(app, { name: 'host', userType: 'host' })).user;
  stay.alef = await insertStay(app, host, {
    title: 'Alef studio by the Ohel bus',
    area: 'Eastern Parkway',
    description: 'Bright studio with a kosher kitchen.',
    pricePerNightCents: 100_00,
    cleaningFeeCents: 50_00,
    maxGuests: 2,
    walkMinutesTo770: 3,
    amenities: ['wifi', 'air_conditioning'],
    jewishFeatures: ['kosher_kitchen', 'urn'],
    reviews: [{ rating: 5 }, { rating: 5 }],
  });
  stay.bet = await insertStay(app, host, {
    title: 'Bet brownstone floor',
    area: 'President Street',
    description: 'Whole floor of a brownstone, Shabbos hot plate ready.',
    pricePerNightCents: 150_00,
    cleaningFeeCents: 60_00,
    maxGuests: 4,
    minimumNights: 3,
    walkMinutesTo770: 10,
    amenities: ['wifi', 'washer', 'parking'],
    jewishFeatures: ['shabbos_hot_plate', 'urn'],
    reviews: [{ rating: 5 }],
  });
  stay.gimel = await insertStay(app, host, {
    title: 'Gimel family house',
    area: 'Montgomery Street',
    description: 'Room for a big family, with a sukkah in the yard.',
    translations: {
      he: { title: 'בית גימל למשפחות', area: 'רחוב מונטגומרי' },
      fr: {
        title: 'Maison familiale Gimel',
        description: 'Grande maison pour la famille, avec une souccah.',
      },
    },
    pricePerNightCents: 250_00,
    cleaningFeeCents: 80_00,
    maxGuests: 8,
    minimumNights: 2,
    walkMinutesTo770: 20,
    amenities: ['wifi', 'crib', 'washer'],
    jewishFeatures: ['kosher_kitchen', 'sukkah', 'urn'],
    kosherStandard: 'mehadrin',
    reviews: [{ rating: 3 }, { rating: 4 }],
  });
  stay.dalet = await insertStay(app, host, {
    title: 'Dalet basement',
    area: 'Kingston Avenue',
    description: 'Simple and 100% quiet.',
    pricePerNightCents: 80_00,
    cleaningFeeCents: 0,
    maxGuests: 3,
    walkMinutesTo770: 15,
    amenities: [],
    jewishFeatures: [],
    images: 0,
    blocked: [['2026-03-10', '2026-03-13']],
  });
  stay.draft = await insertStay(app, host, {
    title: 'Draft flat',
    status: 'draft',
    pricePerNightCents: 90_00,
  });
  stay.suspended = await insertStay(app, host, { title: 'Suspended flat', status: 'suspended' });
});
afterAll(() => app.close());

async function found(query: Record<string, unknown> = {}) {
  const response = await searchStays(app, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaySearchResult>();
}

/** The stays of a search, as catalogue letters, in the order of the answer. */
async function titles(query: Record<string, unknown> = {}) {
  const names = new Map(Object.entries(stay).map(([name, row]) => [row.id, name]));
  return (await found(query)).items.map((item) => names.get(item.id));
}

describe('GET /rest/v1/stays: what is listed', () => {
  it('lists published stays only, recommended first, with cards the schema describes', async () => {
    const result = await found();
    expect(result).toMatchObject({ page: 1, pageSize: 12, total: 4, totalIsCapped: false, hasMore: false });
    // Recommended: Bayesian averages (4×3 + ratings) / (3 + reviews): alef 4.4, bet 4.25, dalet 4, gimel 3.8.
    expect(await titles()).toEqual(['alef', 'bet', 'dalet', 'gimel']);
    expect(result.items[0]).toEqual({
      id: stay.alef.id,
      title: 'Alef studio by the Ohel bus',
      area: 'Eastern Parkway',
      propertyType: 'apartment',
      bedrooms: 2,
      beds: 3,
      baths: 1,
      maxGuests: 2,
      pricePerNightCents: 100_00,
      cleaningFeeCents: 50_00,
      currency: 'USD',
      minimumNights: 1,
      walkMinutesTo770: 3,
      // Its block, not its point (docs/decisions/041-map.md).
      block: blockOf(stay.alef),
      amenities: ['wifi', 'air_conditioning'],
      jewishFeatures: ['kosher_kitchen', 'urn'],
      kosherStandard: 'chabad',
      ratingAverage: 5,
      reviewCount: 2,
      cover: {
        src: `/images/stays/${stay.alef.id}/0.webp`,
        width: 1200,
        height: 800,
        alt: 'Alef studio by the Ohel bus, photo 1',
      },
      quote: null,
    });
    const dalet = result.items.find((item) => item.id === stay.dalet.id);
    expect(dalet).toMatchObject({ cover: null, ratingAverage: null, reviewCount: 0, kosherStandard: null });
    // The answer is written from cards serialized in advance, not by the schema: it must still be
    // exactly what the schema describes, nothing missing and nothing more (parsing drops extra keys).
    const response = await searchStays(app, { checkIn: '2026-04-10', checkOut: '2026-04-12' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json<StaySearchResult>();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => item.quote !== null)).toBe(true);
    expect(staySearchResultSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['price_asc', ['dalet', 'alef', 'bet', 'gimel']],
    ['price_desc', ['gimel', 'bet', 'alef', 'dalet']],
    // Average first (nulls last), then the number of reviews: alef and bet are both 5.0.
    ['rating', ['alef', 'bet', 'gimel', 'dalet']],
    ['walk', ['alef', 'bet', 'dalet', 'gimel']],
    ['recommended', ['alef', 'bet', 'dalet', 'gimel']],
  ])('sorts by %s', async (sort, order) => {
    expect(await titles({ sort })).toEqual(order);
  });

  it('refuses an unknown sort', async () => {
    const response = await searchStays(app, { sort: 'cheapest' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { sort: expect.any(String) },
    });
  });
});

describe('GET /rest/v1/stays: filters', () => {
  // Expected in price order (dalet 80, alef 100, bet 150, gimel 250), the order asked for.
  it.each([
    [{ guests: 4 }, ['bet', 'gimel']],
    [{ guests: 3 }, ['dalet', 'bet', 'gimel']],
    [{ guests: 9 }, []],
    [{ priceMin: 100 }, ['alef', 'bet', 'gimel']],
    [{ priceMax: 150 }, ['dalet', 'alef', 'bet']],
    [{ priceMin: 100, priceMax: 150 }, ['alef', 'bet']],
    [{ priceMin: 101, priceMax: 149 }, []],
    [{ features: 'urn' }, ['alef', 'bet', 'gimel']],
    [{ features: 'urn,kosher_kitchen' }, ['alef', 'gimel']],
    [{ features: 'sukkah' }, ['gimel']],
    [{ amenities: 'wifi' }, ['alef', 'bet', 'gimel']],
    [{ amenities: 'wifi,washer' }, ['bet', 'gimel']],
    [{ amenities: 'crib' }, ['gimel']],
  ])('filters by %o', async (query, expected) => {
    expect(await titles({ ...query, sort: 'price_asc' })).toEqual(expected);
  });

  it('takes repeated list parameters as well as comma-separated ones', async () => {
    const response = await getRest(app, '/stays?features=urn&features=kosher_kitchen&sort=price_asc');
    expect(response.json<StaySearchResult>().items.map((item) => item.id)).toEqual([
      stay.alef.id,
      stay.gimel.id,
    ]);
  });

  it('refuses unknown features and amenities', async () => {
    expect((await searchStays(app, { features: 'jacuzzi' })).statusCode).toBe(400);
    expect((await searchStays(app, { amenities: 'pool' })).statusCode).toBe(400);
  });

  it.each([
    ['alef', ['alef']], // title, whatever the case
    ['ALEF STUDIO', ['alef']],
    ['kingston', ['dalet']], // area
    ['hot plate', ['bet']], // description
    ['souccah', ['gimel']], // a translation's description
    ['מונטגומרי', ['gimel']], // a translation's area
    ['street', ['bet', 'gimel']],
    ['100%', ['dalet']], // % is a character, not a wildcard
    ['%', ['dalet']],
    ['_', []], // _ too
    ['nowhere at all', []],
  ])('finds the text %j', async (q, expected) => {
    expect((await titles({ q })).sort()).toEqual([...expected].sort());
  });

  it('combines filters', async () => {
    expect(
      await titles({
        guests: 2,
        features: 'urn',
        amenities: 'wifi',
        priceMax: 200,
        checkIn: '2026-03-20',
        checkOut: '2026-03-24',
        sort: 'price_desc',
      }),
    ).toEqual(['bet', 'alef']);
    expect(
      await titles({ guests: 2, features: 'urn', amenities: 'washer', priceMin: 200, q: 'family' }),
    ).toEqual(['gimel']);
  });
});

describe('GET /rest/v1/stays: dates', () => {
  it('leaves out stays taken on any of the nights and stays whose minimum is longer, and quotes the rest', async () => {
    // dalet is blocked 10-12 March; bet needs 3 nights.
    const result = await found({ checkIn: '2026-03-10', checkOut: '2026-03-12', sort: 'price_asc' });
    expect(result.items.map((item) => item.id)).toEqual([stay.alef.id, stay.gimel.id]);
    expect(result.total).toBe(2);
    expect(result.items[0]?.quote).toEqual({
      nights: 2,
      pricePerNightCents: 100_00,
      subtotalCents: 200_00,
      cleaningFeeCents: 50_00,
      totalCents: 250_00,
      currency: 'USD',
    });
    expect(result.items[1]?.quote?.totalCents).toBe(2 * 250_00 + 80_00);
  });

  it('counts a check-out day as free for the next check-in, both ways', async () => {
    // dalet's block is the nights of 10, 11 and 12 March.
    expect(await titles({ checkIn: '2026-03-08', checkOut: '2026-03-10' })).toContain('dalet');
    expect(await titles({ checkIn: '2026-03-13', checkOut: '2026-03-14' })).toContain('dalet');
    expect(await titles({ checkIn: '2026-03-12', checkOut: '2026-03-14' })).not.toContain('dalet');
    expect(await titles({ checkIn: '2026-03-05', checkOut: '2026-03-20' })).not.toContain('dalet');
  });

  it('hides a booked stay for overlapping dates only, and shows it again once the booking is cancelled', async () => {
    const guest = await signedInAccount(app);
    const booked = await book(
      app,
      guest,
      bookingRequest(stay.alef.id, { checkIn: '2026-04-05', checkOut: '2026-04-08' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await titles({ checkIn: '2026-04-07', checkOut: '2026-04-09' })).not.toContain('alef');
    expect(await titles({ checkIn: '2026-04-01', checkOut: '2026-04-06' })).not.toContain('alef');
    expect(await titles({ checkIn: '2026-04-08', checkOut: '2026-04-10' })).toContain('alef');
    expect(await titles({ checkIn: '2026-04-03', checkOut: '2026-04-05' })).toContain('alef');

    const cancelled = await app.inject({
      method: 'POST',
      url: `/rest/v1/bookings/${booked.json().id}/cancel`,
      headers: await guest.headers(),
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await titles({ checkIn: '2026-04-07', checkOut: '2026-04-09' })).toContain('alef');
  });

  it('takes a check-in of today', async () => {
    expect((await found({ checkIn: '2026-03-01', checkOut: '2026-03-02' })).total).toBe(2); // alef, dalet
  });

  it.each([
    ['a check-in in the past', { checkIn: '2026-02-28', checkOut: '2026-03-03' }],
    ['a check-out before the check-in', { checkIn: '2026-03-10', checkOut: '2026-03-08' }],
    ['a check-out on the check-in day', { checkIn: '2026-03-10', checkOut: '2026-03-10' }],
    ['a check-in alone', { checkIn: '2026-03-10' }],
    ['a check-out alone', { checkOut: '2026-03-10' }],
    ['more than 60 nights', { checkIn: '2026-03-10', checkOut: '2026-05-10' }],
    ['a check-in beyond the booking horizon', { checkIn: '2027-09-01', checkOut: '2027-09-03' }],
  ])('refuses %s with 400 invalid_dates', async (_case, dates) => {
    const response = await searchStays(app, dates);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_dates', message: 'Please select valid dates' });
  });

  it('refuses a date that does not exist as a validation error', async () => {
    const response = await searchStays(app, { checkIn: '2026-02-30', checkOut: '2026-03-03' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { checkIn: 'validation.date' },
    });
  });

  it('uses New York time for today: at 23:30 on 1 March there, 1 March is still bookable', async () => {
    const late = testClock('2026-03-02T04:30:00Z'); // 23:30 on 1 March in New York
    const lateApp = await createTestApp({ clock: late });
    try {
      const host = (await createAccount(lateApp, { userType: 'host' })).user;
      await insertStay(lateApp, host);
      const response = await searchStays(lateApp, { checkIn: '2026-03-01', checkOut: '2026-03-02' });
      expect(response.statusCode).toBe(200);
      expect(response.json<StaySearchResult>().total).toBe(1);
    } finally {
      await lateApp.close();
    }
  });
});

describe('GET /rest/v1/stays: languages', () => {
  it('gives titles and areas in the reader language where the host translated them', async () => {
    const inHebrew = (await found({ lang: 'he', q: 'gimel' })).items[0];
    expect(inHebrew).toMatchObject({ title: 'בית גימל למשפחות', area: 'רחוב מונטגומרי' });
    // French has a title but no area: the original fills the gap.
    const inFrench = (await found({ lang: 'fr', q: 'gimel' })).items[0];
    expect(inFrench).toMatchObject({ title: 'Maison familiale Gimel', area: 'Montgomery Street' });
    const inEnglish = (await found({ lang: 'en', q: 'gimel' })).items[0];
    expect(inEnglish).toMatchObject({ title: 'Gimel family house', area: 'Montgomery Street' });
    expect((await searchStays(app, { lang: 'de' })).statusCode).toBe(400);
  });
});

describe('GET /rest/v1/stays: pages', () => {
  let pages: FastifyInstance;
  beforeAll(async () => {
    pages = await createTestApp({ clock });
    const host = (await createAccount(pages, { userType: 'host' })).user;
    for (let i = 0; i < 30; i += 1) {
      await insertStay(pages, host, {
        title: `Stay number ${String(i).padStart(2, '0')}`,
        pricePerNightCents: (100 + i) * 100,
        images: 1,
      });
    }
  });
  afterAll(() => pages.close());

  const page = async (n: number) => {
    const response = await searchStays(pages, { sort: 'price_asc', page: n });
    expect(response.statusCode).toBe(200);
    return response.json<StaySearchResult>();
  };

  it('gives 12 a page with the total and whether more follow', async () => {
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first).toMatchObject({ page: 1, pageSize: 12, total: 30, totalIsCapped: false, hasMore: true });
    expect(first.items.map((item) => item.title)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Stay number ${String(i).padStart(2, '0')}`),
    );
    expect(second).toMatchObject({ page: 2, total: 30, hasMore: true });
    expect(second.items[0]?.title).toBe('Stay number 12');
    expect(third).toMatchObject({ page: 3, total: 30, hasMore: false });
    expect(third.items).toHaveLength(6);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(30);
  });

  it('still counts the matches on a page past the end', async () => {
    expect(await page(4)).toMatchObject({ items: [], total: 30, hasMore: false });
    expect((await searchStays(pages, { q: 'no such stay', page: 2 })).json()).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('refuses page 0', async () => {
    expect((await searchStays(pages, { page: 0 })).statusCode).toBe(400);
  });

  it('counts at most cap + 1 matches (the catalogue, with a small cap)', async () => {
    const catalogue = createStayCatalogue(pages.db);
    const search = {
      sort: 'price_asc' as const,
      page: 1,
      lang: 'en' as const,
      nights: null,
    };
    const capped = await catalogue.search(search, { countCap: 20 });
    expect(capped.total).toBe(21);
    expect(JSON.parse(capped.itemsJson)).toHaveLength(12);
    const exact = await catalogue.search(search, { countCap: 30 });
    expect(exact.total).toBe(30);
    const onALaterPage = await catalogue.search({ ...search, page: 5 }, { countCap: 20 });
    expect(onALaterPage).toMatchObject({ itemsJson: '[]', total: 21, hasMore: false });
  });
});

describe('GET /rest/v1/stays: the search limit (product §9, 50 a minute, then blocked for 5 minutes)', () => {
  it('answers 50 searches a minute, then blocks the client for 5 minutes, detail pages still open', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 50; i += 1) {
      const response = await searchStays(app, { page: 1 + (i % 3) }, ip);
      expect(response.statusCode).toBe(200);
    }
    const refused = await searchStays(app, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Too many searches. Please wait a few minutes and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBe(300);

    // Another client is not affected, and the blocked one can still open a stay.
    expect((await searchStays(app, {})).statusCode).toBe(200);
    const detail = await app.inject({
      method: 'GET',
      url: `/rest/v1/stays/${stay.alef.id}`,
      headers: { apikey: await apiKey() },
      remoteAddress: ip,
    });
    expect(detail.statusCode).toBe(200);

    // The minute window has long passed, the block has not.
    clock.advance(2 * 60_000);
    const stillBlocked = await searchStays(app, {}, ip);
    expect(stillBlocked.statusCode).toBe(429);
    expect(Number(stillBlocked.headers['retry-after'])).toBe(180);

    clock.advance(3 * 60_000);
    expect((await searchStays(app, {}, ip)).statusCode).toBe(200);
  });
});
