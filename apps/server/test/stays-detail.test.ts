import { randomUUID } from 'node:crypto';
import { walkingMinutesToOhel, type StayDetail } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPagedReviews, PAGED_REVIEWS } from './helpers/listings';
import { createAccount } from './helpers/auth';
import { book, bookingRequest, getRest, insertStay, signedInAccount, type StayRow } from './helpers/stays';
import { blockOf } from '../src/lib/crown-heights-geocoder';
import { createTestApp, testClock } from './helpers/test-app';

// Today in New York is 2026-03-01.
const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let stay: StayRow;
let hostSince: Date;
let hostId: string;

beforeAll(async () => {
  app = await createTestApp({ clock });
  const host = await createAccount(app, { name: 'host', userType: 'host' });
  hostSince = host.user.createdAt;
  hostId = host.user.id;
  stay = await insertStay(app, host.user, {
    title: 'Brownstone floor on President Street',
    area: 'President Street',
    address: '770 President Street, Brooklyn, NY 11213',
    description: 'The whole second floor.',
    houseRules: 'No shoes upstairs.',
    translations: {
      he: { title: 'קומה בבית אבן', description: 'כל הקומה השנייה.', houseRules: 'בלי נעליים למעלה.' },
    },
    pricePerNightCents: 150_00,
    cleaningFeeCents: 60_00,
    maxGuests: 4,
    minimumNights: 2,
    checkInTime: '16:00',
    checkOutTime: '10:00',
    amenities: ['wifi', 'crib'],
    jewishFeatures: ['kosher_kitchen', 'blech', 'urn'],
    kosherStandard: 'chalav_yisrael',
    mikvahWalkMinutes: 6,
    walkMinutesTo770: 7,
    images: 3,
    reviews: PAGED_REVIEWS,
    blocked: [
      ['2026-03-20', '2026-03-22'],
      ['2026-04-01', '2026-04-03'],
    ],
  });
});
afterAll(() => app.close());

describe('GET /rest/v1/stays/{id}', () => {
  it('gives the published stay, its images in order and its host by first name', async () => {
    const response = await getRest(app, `/stays/${stay.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<StayDetail>();
    expect(detail).toEqual({
      id: stay.id,
      title: 'Brownstone floor on President Street',
      area: 'President Street',
      description: 'The whole second floor.',
      houseRules: 'No shoes upstairs.',
      propertyType: 'apartment',
      bedrooms: 2,
      beds: 3,
      baths: 1,
      maxGuests: 4,
      pricePerNightCents: 150_00,
      cleaningFeeCents: 60_00,
      currency: 'USD',
      minimumNights: 2,
      walkMinutesTo770: 7,
      // Its block, not its point (docs/decisions/041-map.md).
      block: blockOf(stay),
      amenities: ['wifi', 'crib'],
      jewishFeatures: ['kosher_kitchen', 'blech', 'urn'],
      kosherStandard: 'chalav_yisrael',
      ratingAverage: 4.33, // 26 / 6: the hidden review does not count
      reviewCount: 6,
      checkInTime: '16:00',
      checkOutTime: '10:00',
      cancellationPolicy: 'flexible',
      mikvahWalkMinutes: 6,
      walkMinutesToOhel: null,
      images: [0, 1, 2].map((position) => ({
        src: `/images/stays/${stay.id}/${position}.webp`,
        width: 1200,
        height: 800,
        alt: `Brownstone floor on President Street, photo ${position + 1}`,
      })),
      host: { firstName: 'Devorah', memberSince: hostSince.toISOString() },
      status: 'published',
    });
    // The exact address is for guests who booked (in their booking and its mail), not for everyone.
    expect(response.body).not.toContain('770 President Street');
  });

  it('gives a stay near the Ohel its walk to the Ohel (and null for stays in Crown Heights)', async () => {
    const nearOhel = await insertStay(
      app,
      { id: hostId },
      {
        neighbourhood: 'cambria_heights',
        latitude: 40.6884,
        longitude: -73.7361,
      },
    );
    const detail = (await getRest(app, `/stays/${nearOhel.id}`)).json<StayDetail>();
    expect(detail.walkMinutesToOhel).toBe(walkingMinutesToOhel({ latitude: 40.6884, longitude: -73.7361 }));
    expect(detail.walkMinutesToOhel).toBeLessThanOrEqual(5);
    expect((await getRest(app, `/stays/${stay.id}`)).json<StayDetail>().walkMinutesToOhel).toBeNull();
  });

  it('gives the host translation for lang, and the original where there is none', async () => {
    const detail = (await getRest(app, `/stays/${stay.id}?lang=he`)).json<StayDetail>();
    expect(detail).toMatchObject({
      title: 'קומה בבית אבן',
      area: 'President Street',
      description: 'כל הקומה השנייה.',
      houseRules: 'בלי נעליים למעלה.',
    });
    expect((await getRest(app, `/stays/${stay.id}?lang=fr`)).json()).toMatchObject({
      title: 'Brownstone floor on President Street',
    });
  });

  it('answers 404 for drafts, suspended stays and unknown ids, 400 for a malformed id', async () => {
    const host = (await createAccount(app, { userType: 'host' })).user;
    const draft = await insertStay(app, host, { status: 'draft' });
    const suspended = await insertStay(app, host, { status: 'suspended' });
    for (const id of [draft.id, suspended.id, randomUUID()]) {
      for (const path of [
        `/stays/${id}`,
        `/stays/${id}/reviews`,
        `/stays/${id}/availability?from=2026-03-01&to=2026-04-01`,
        `/stays/${id}/quote?checkIn=2026-03-10&checkOut=2026-03-12`,
      ]) {
        const response = await getRest(app, path);
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
      }
    }
    expect((await getRest(app, '/stays/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /rest/v1/stays/{id}/availability', () => {
  it('lists the taken nights overlapping the range, booked and blocked, merged and in order', async () => {
    const guest = await signedInAccount(app);
    // Right after the block of 20-21 March: one taken range from 20 to 24 March.
    const booked = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-03-22', checkOut: '2026-03-24' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const early = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-03-05', checkOut: '2026-03-07' }),
    );
    expect(early.statusCode).toBe(201);

    const response = await getRest(app, `/stays/${stay.id}/availability?from=2026-03-01&to=2026-05-01`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-03-01',
      to: '2026-05-01',
      taken: [
        { start: '2026-03-05', end: '2026-03-07' },
        { start: '2026-03-20', end: '2026-03-24' },
        { start: '2026-04-01', end: '2026-04-03' },
      ],
    });

    // Only what overlaps [from, to): a range ending on the check-in day of a stay leaves it out.
    const march = await getRest(app, `/stays/${stay.id}/availability?from=2026-03-07&to=2026-03-20`);
    expect(march.json().taken).toEqual([]);
    const spring = await getRest(app, `/stays/${stay.id}/availability?from=2026-03-23&to=2026-04-02`);
    expect(spring.json().taken).toEqual([
      { start: '2026-03-22', end: '2026-03-24' },
      { start: '2026-04-01', end: '2026-04-03' },
    ]);
  });

  it.each([
    ['to before from', 'from=2026-03-10&to=2026-03-01'],
    ['to equal to from', 'from=2026-03-10&to=2026-03-10'],
    ['more than 400 days', 'from=2026-03-01&to=2027-04-06'],
  ])('refuses %s with 400 invalid_dates', async (_case, query) => {
    const response = await getRest(app, `/stays/${stay.id}/availability?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_dates', message: 'Please select valid dates' });
  });

  it('takes exactly 400 days, and needs both dates', async () => {
    expect(
      (await getRest(app, `/stays/${stay.id}/availability?from=2026-03-01&to=2027-04-05`)).statusCode,
    ).toBe(200);
    expect((await getRest(app, `/stays/${stay.id}/availability?from=2026-03-01`)).json()).toMatchObject({
      code: 'validation_failed',
      fields: { to: 'validation.required' },
    });
  });
});

describe('GET /rest/v1/stays/{id}/quote', () => {
  it('prices nights × price plus the cleaning fee: 3 × $150 + $60 = $510', async () => {
    const response = await getRest(
      app,
      `/stays/${stay.id}/quote?checkIn=2026-03-10&checkOut=2026-03-13&guests=4`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      nights: 3,
      pricePerNightCents: 150_00,
      subtotalCents: 450_00,
      cleaningFeeCents: 60_00,
      totalCents: 510_00,
      currency: 'USD',
      available: true,
    });
  });

  it('says when the nights are taken', async () => {
    const response = await getRest(app, `/stays/${stay.id}/quote?checkIn=2026-03-19&checkOut=2026-03-21`);
    expect(response.json()).toMatchObject({ nights: 2, totalCents: 360_00, available: false });
    // Check-out on the first blocked night is free.
    expect(
      (await getRest(app, `/stays/${stay.id}/quote?checkIn=2026-03-18&checkOut=2026-03-20`)).json(),
    ).toMatchObject({ available: true });
  });

  it.each([
    [
      'fewer nights than the minimum of 2',
      'checkIn=2026-03-10&checkOut=2026-03-11',
      { reason: 'minimumNights', limit: 2 },
    ],
    ['a check-in in the past', 'checkIn=2026-02-27&checkOut=2026-03-03', { reason: 'past' }],
    ['a check-out before the check-in', 'checkIn=2026-03-10&checkOut=2026-03-07', { reason: 'order' }],
  ])('refuses %s with 400 invalid_dates, saying which rule', async (_case, query, datesProblem) => {
    const response = await getRest(app, `/stays/${stay.id}/quote?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_dates',
      message: 'Please select valid dates',
      datesProblem,
    });
  });

  it('refuses more guests than the stay takes with 400 too_many_guests', async () => {
    const response = await getRest(
      app,
      `/stays/${stay.id}/quote?checkIn=2026-03-10&checkOut=2026-03-12&guests=5`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'too_many_guests',
      message: 'Too many guests for this accommodation',
    });
  });
});

describe('GET /rest/v1/stays/{id}/reviews', () => {
  it('pages the visible reviews, newest first, with the average and count of the stay', async () => {
    await expectPagedReviews(app, `/stays/${stay.id}/reviews`);
  });

  it('answers an empty page with no average for a stay without reviews', async () => {
    const host = (await createAccount(app, { userType: 'host' })).user;
    const quiet = await insertStay(app, host);
    expect((await getRest(app, `/stays/${quiet.id}/reviews`)).json()).toEqual({
      items: [],
      average: null,
      count: 0,
      page: 1,
      hasMore: false,
    });
  });
});
