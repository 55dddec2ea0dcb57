import { randomUUID } from 'node:crypto';
import type { ReviewPage, TransportDetail } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRest } from './helpers/stays';
import { expectPagedReviews, PAGED_REVIEWS } from './helpers/listings';
import { createTestApp, testClock } from './helpers/test-app';
import {
  createPerson,
  insertTransportService,
  quoteRide,
  type TransportServiceRow,
} from './helpers/transport';

// Sunday 8 March 2026, 15:00 in New York.
const clock = testClock('2026-03-08T19:00:00Z');
let app: FastifyInstance;
let minivan: TransportServiceRow;
let shuttle: TransportServiceRow;
let draft: TransportServiceRow;
let providerSince: Date;

beforeAll(async () => {
  app = await createTestApp({ clock });
  const provider = await createPerson(app, 'provider', 'Yossi Deitsch', 'host');
  providerSince = provider.createdAt;
  minivan = await insertTransportService(app, provider, {
    providerName: 'Deitsch Family Vans',
    title: 'Family minivan from JFK or LaGuardia',
    description: 'Room for a family of six and a suitcase each.',
    translations: {
      fr: { title: 'Minivan familial depuis JFK ou LaGuardia', description: 'De la place pour six.' },
      he: { title: 'מיניוואן משפחתי מ־JFK או לגוארדיה' },
    },
    airports: ['JFK', 'LGA'],
    vehicleType: 'minivan',
    maxPassengers: 6,
    maxLuggage: 6,
    pricingModel: 'per_trip',
    priceCents: 95_00,
    serviceStart: '05:00',
    serviceEnd: '01:00',
    tripMinutes: 50,
    defaultPickup: 'JFK Airport, arrivals hall of your terminal',
    defaultDestination: '770 Eastern Parkway, Brooklyn, NY 11213',
    images: 3,
    reviews: PAGED_REVIEWS,
  });
  shuttle = await insertTransportService(app, provider, {
    title: 'Night minivan to the Ohel',
    serviceType: 'ohel_ride',
    vehicleType: 'minivan',
    maxPassengers: 6,
    maxLuggage: 0,
    pricingModel: 'per_passenger',
    priceCents: 30_00,
    serviceStart: '21:00',
    serviceEnd: '03:00',
    tripMinutes: 150,
    defaultPickup: '',
    images: 0,
  });
  draft = await insertTransportService(app, provider, { status: 'draft' });
});
afterAll(() => app.close());

describe('GET /rest/v1/transport/{id}', () => {
  it('gives the published service, its images in order and its provider', async () => {
    const response = await getRest(app, `/transport/${minivan.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<TransportDetail>();
    expect(detail).toEqual({
      id: minivan.id,
      title: 'Family minivan from JFK or LaGuardia',
      description: 'Room for a family of six and a suitcase each.',
      providerName: 'Deitsch Family Vans',
      serviceType: 'airport_transfer',
      airports: ['JFK', 'LGA'],
      vehicleType: 'minivan',
      maxPassengers: 6,
      maxLuggage: 6,
      pricingModel: 'per_trip',
      priceCents: 95_00,
      currency: 'USD',
      serviceHours: { start: '05:00', end: '01:00' },
      tripMinutes: 50,
      defaultPickup: 'JFK Airport, arrivals hall of your terminal',
      defaultDestination: '770 Eastern Parkway, Brooklyn, NY 11213',
      ratingAverage: 4.33,
      reviewCount: 6,
      images: [0, 1, 2].map((position) => ({
        src: `/images/transport/${minivan.id}/${position}.webp`,
        width: 1200,
        height: 800,
        alt: `Family minivan from JFK or LaGuardia, photo ${position + 1}`,
      })),
      provider: { firstName: 'Yossi', memberSince: providerSince.toISOString() },
      status: 'published',
    });
  });

  it('answers in the reader’s language, field by field, falling back to the original', async () => {
    const french = (await getRest(app, `/transport/${minivan.id}?lang=fr`)).json<TransportDetail>();
    expect(french).toMatchObject({
      title: 'Minivan familial depuis JFK ou LaGuardia',
      description: 'De la place pour six.',
    });
    const hebrew = (await getRest(app, `/transport/${minivan.id}?lang=he`)).json<TransportDetail>();
    expect(hebrew).toMatchObject({
      title: 'מיניוואן משפחתי מ־JFK או לגוארדיה',
      description: 'Room for a family of six and a suitcase each.',
    });
    expect((await getRest(app, `/transport/${minivan.id}?lang=de`)).statusCode).toBe(400);
  });

  it('is 404 for a draft, an unknown id, and 400 for an id that is not one', async () => {
    expect((await getRest(app, `/transport/${draft.id}`)).statusCode).toBe(404);
    const unknown = await getRest(app, `/transport/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'Not found' });
    expect((await getRest(app, '/transport/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /rest/v1/transport/{id}/reviews', () => {
  it('pages the visible reviews newest first, with the average and count of the service', async () => {
    await expectPagedReviews(app, `/transport/${minivan.id}/reviews`);
  });

  it('is empty for a service without reviews, and 404 for a draft', async () => {
    const empty = (await getRest(app, `/transport/${shuttle.id}/reviews`)).json<ReviewPage>();
    expect(empty).toEqual({ items: [], average: null, count: 0, page: 1, hasMore: false });
    expect((await getRest(app, `/transport/${draft.id}/reviews`)).statusCode).toBe(404);
  });
});

describe('GET /rest/v1/transport/{id}/quote', () => {
  it('prices a ride on the server: per trip, whatever the passengers', async () => {
    const response = await quoteRide(app, minivan.id, {
      date: '2026-03-11',
      time: '21:00',
      passengers: 4,
      luggage: 4,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pickupAt: '2026-03-12T01:00:00.000Z',
      pricingModel: 'per_trip',
      unitPriceCents: 95_00,
      passengers: 4,
      totalCents: 95_00,
      currency: 'USD',
    });
  });

  it('prices a ride per passenger, passengers and luggage defaulting to 1 and 0', async () => {
    const one = await quoteRide(app, shuttle.id, { date: '2026-03-11', time: '22:00' });
    expect(one.json()).toMatchObject({ passengers: 1, totalCents: 30_00, pricingModel: 'per_passenger' });
    const five = await quoteRide(app, shuttle.id, { date: '2026-03-11', time: '22:00', passengers: 5 });
    expect(five.json()).toMatchObject({ passengers: 5, unitPriceCents: 30_00, totalCents: 150_00 });
  });

  it('refuses a Friday-night pickup with the Shabbos window in the body; accepts Wednesday', async () => {
    const friday = await quoteRide(app, minivan.id, { date: '2026-03-13', time: '21:00' });
    expect(friday.statusCode).toBe(400);
    expect(friday.json()).toEqual({
      code: 'shabbos_or_yom_tov',
      message:
        'Rides do not run on Shabbos or Yom Tov. In Crown Heights, Shabbos begins at candle lighting ' +
        '(Friday 6:42 PM) and ends at havdalah (Saturday 7:42 PM). Please choose another time.',
      fields: { time: 'refusals.restDay' },
      window: {
        start: '2026-03-13T22:42:00.000Z',
        end: '2026-03-14T23:42:00.000Z',
        dates: ['2026-03-14'],
        kinds: ['shabbos'],
        name: { en: 'Shabbos', fr: 'Chabbat', he: 'שבת' },
      },
    });
    const wednesday = await quoteRide(app, minivan.id, { date: '2026-03-11', time: '21:00' });
    expect(wednesday.statusCode).toBe(200);
  });

  it('refuses a Rosh Hashana pickup at noon and accepts one after havdalah', async () => {
    const noon = await quoteRide(app, minivan.id, { date: '2026-09-13', time: '12:00' });
    expect(noon.statusCode).toBe(400);
    expect(noon.json()).toMatchObject({
      code: 'shabbos_or_yom_tov',
      window: { name: { en: 'Rosh Hashana 5787' } },
    });
    expect((await quoteRide(app, minivan.id, { date: '2026-09-13', time: '20:00' })).statusCode).toBe(200);
  });

  it('refuses a time outside the service hours with the hours in the body', async () => {
    const early = await quoteRide(app, minivan.id, { date: '2026-03-11', time: '04:30' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      code: 'outside_service_hours',
      message: 'This service runs from 5:00 AM to 1:00 AM. Please choose a time within those hours.',
      fields: { time: 'refusals.outsideHours' },
      serviceHours: { start: '05:00', end: '01:00' },
    });
    // Past midnight is within 05:00 to 01:00.
    expect((await quoteRide(app, minivan.id, { date: '2026-03-12', time: '00:45' })).statusCode).toBe(200);
    expect((await quoteRide(app, shuttle.id, { date: '2026-03-11', time: '20:00' })).json()).toMatchObject({
      code: 'outside_service_hours',
    });
  });

  it('refuses the past, too many passengers and too much luggage', async () => {
    const past = await quoteRide(app, minivan.id, { date: '2026-03-08', time: '10:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      code: 'invalid_dates',
      message: 'Please select valid dates',
      fields: { date: 'messages.invalidDates' },
    });
    const crowded = await quoteRide(app, minivan.id, { date: '2026-03-11', time: '21:00', passengers: 7 });
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json()).toEqual({
      code: 'too_many_guests',
      message: 'Too many guests for this accommodation',
      fields: { passengers: 'messages.tooManyGuests' },
    });
    const bags = await quoteRide(app, shuttle.id, { date: '2026-03-11', time: '22:00', luggage: 1 });
    expect(bags.statusCode).toBe(400);
    expect(bags.json()).toEqual({
      code: 'too_much_luggage',
      message: 'Too much luggage for this vehicle',
      fields: { luggage: 'refusals.tooMuchLuggage' },
    });
  });

  it('validates the query, and is 404 for a service that is not published', async () => {
    for (const query of [
      { date: '2026-03-32', time: '10:00' },
      { date: '2026-03-11', time: '25:00' },
      { date: '2026-03-11', time: '9:00' },
      { date: '2026-03-11' },
      { date: '2026-03-11', time: '10:00', passengers: 0 },
    ]) {
      const response = await quoteRide(app, minivan.id, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await quoteRide(app, draft.id, { date: '2026-03-11', time: '21:00' })).statusCode).toBe(404);
  });
});
