import { randomUUID } from 'node:crypto';
import {
  OHEL_ADDRESS,
  ohelListingDetailSchema,
  ohelListingsSchema,
  type OhelListingDetail,
  type OhelListings,
  type ReviewPage,
  type StaySearchResult,
} from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPagedReviews, expectSearchRefused, PAGED_REVIEWS, uniqueIp } from './helpers/listings';
import {
  createPerson,
  insertCambriaStay,
  insertOhelListing,
  listOhelListings,
  type OhelListingRow,
} from './helpers/ohel';
import { getRest, insertStay, searchStays, type StayRow } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService, type TransportServiceRow } from './helpers/transport';

// Sunday 8 March 2026, 15:00 in New York.
const clock = testClock('2026-03-08T19:00:00Z');
let app: FastifyInstance;
const service: Record<string, TransportServiceRow> = {};
const stay: Record<string, StayRow> = {};
const listing: Record<string, OhelListingRow> = {};
let providerSince: Date;

const LONG_DESCRIPTION =
  'The simplest way to the Ohel from Crown Heights: a shared van from the front of 770, about forty ' +
  'minutes each way, with an hour at the Ohel. The driver knows the visitors’ center well and shows ' +
  'first-time visitors where to go.';

beforeAll(async () => {
  app = await createTestApp({ clock });
  const provider = await createPerson(app, 'provider', 'Mendy Gansburg', 'host');
  providerSince = provider.createdAt;
  const family = await createPerson(app, 'family', 'Baila Yarmush', 'host');
  const guide = await createPerson(app, 'guide', 'Eliyahu Ben-Shimon', 'host');

  service.shuttle = await insertTransportService(app, provider, {
    providerName: 'Crown Heights Shuttle',
    title: 'Shared van from 770 to the Ohel',
    translations: { fr: { title: 'Navette partagée du 770 à l’Ohel' } },
    serviceType: 'ohel_ride',
    vehicleType: 'van',
    maxPassengers: 14,
    maxLuggage: 0,
    pricingModel: 'per_passenger',
    priceCents: 20_00,
    serviceStart: '08:00',
    serviceEnd: '23:00',
    tripMinutes: 150,
    defaultPickup: '770 Eastern Parkway, Brooklyn, NY 11213',
    defaultDestination: '',
  });
  service.car = await insertTransportService(app, provider, {
    title: 'Private car to the Ohel',
    serviceType: 'ohel_ride',
    vehicleType: 'sedan',
    maxPassengers: 3,
    pricingModel: 'per_trip',
    priceCents: 95_00,
    defaultDestination: 'Ohel visitors’ center, Francis Lewis Blvd',
  });
  service.draft = await insertTransportService(app, provider, {
    title: 'Not running yet',
    serviceType: 'ohel_ride',
    status: 'draft',
  });

  stay.cambria = await insertCambriaStay(app, family, {
    maxGuests: 5,
    pricePerNightCents: 165_00,
    images: 3,
    reviews: [{ rating: 5 }, { rating: 3 }],
  });
  stay.draft = await insertCambriaStay(app, family, { title: 'Not ready', status: 'draft' });
  stay.crownHeights = await insertStay(app, family, { title: 'A walk from 770' });

  // Made out of order: the list puts shuttles first, then rides, stays and guided visits, each kind
  // oldest first.
  listing.guided = await insertOhelListing(app, guide, {
    title: 'Guided visit in English or Hebrew',
    priceFromCents: 50_00,
    images: 0,
  });
  listing.shuttle = await insertOhelListing(app, provider, {
    kind: 'shuttle',
    title: 'Daily shuttle from 770 to the Ohel',
    description: LONG_DESCRIPTION,
    details: 'Departures: 8 am to 11 pm.\nIncluded: the round trip.',
    translations: {
      fr: {
        title: 'Navette quotidienne du 770 à l’Ohel',
        description: 'Un van partagé depuis le 770.',
        details: 'Départs : de 8 h à 23 h.',
      },
      he: { title: 'הסעה יומית מ־770 לאוהל' },
    },
    transportServiceId: service.shuttle.id,
    priceFromCents: null,
    publishedAt: new Date('2025-03-01T00:00:00Z'),
    reviews: PAGED_REVIEWS,
  });
  listing.stay = await insertOhelListing(app, family, {
    kind: 'stay',
    title: 'Stay with the Yarmush family by the Ohel',
    stayId: stay.cambria.id,
    priceFromCents: null,
    images: 1,
  });
  listing.earlyShuttle = await insertOhelListing(app, provider, {
    kind: 'shuttle',
    title: 'Night shuttle to the Ohel',
    transportServiceId: service.car.id,
    priceFromCents: null,
    publishedAt: new Date('2024-11-01T00:00:00Z'),
  });
  listing.ride = await insertOhelListing(app, provider, {
    kind: 'ride',
    title: 'Private car, at your own pace',
    transportServiceId: service.car.id,
    priceFromCents: null,
  });
  listing.groupVisit = await insertOhelListing(app, provider, {
    title: 'Group visit with a talk',
    transportServiceId: service.shuttle.id,
    priceFromCents: null,
    publishedAt: new Date('2025-06-01T00:00:00Z'),
  });
  // Published listings whose service or stay is not (yet): shown, but not bookable here.
  listing.rideOfDraft = await insertOhelListing(app, provider, {
    kind: 'ride',
    title: 'Ride of a draft service',
    transportServiceId: service.draft.id,
    priceFromCents: null,
    publishedAt: new Date('2025-09-01T00:00:00Z'),
  });
  listing.stayOfDraft = await insertOhelListing(app, family, {
    kind: 'stay',
    title: 'Stay not ready',
    stayId: stay.draft.id,
    priceFromCents: 120_00,
    publishedAt: new Date('2025-09-01T00:00:00Z'),
  });
  listing.draft = await insertOhelListing(app, guide, { title: 'Draft', status: 'draft' });
  listing.suspended = await insertOhelListing(app, guide, { title: 'Gone', status: 'suspended' });
});
afterAll(() => app.close());

async function list(query: Record<string, unknown> = {}): Promise<OhelListings> {
  const response = await listOhelListings(app, query);
  expect(response.statusCode, response.body).toBe(200);
  return ohelListingsSchema.parse(response.json());
}
const titles = (result: OhelListings) => result.items.map((item) => item.title);
const cardOf = (result: OhelListings, id: string) => result.items.find((item) => item.id === id);

async function detail(id: string, query = ''): Promise<OhelListingDetail> {
  const response = await getRest(app, `/ohel-listings/${id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ohelListingDetailSchema.parse(response.json());
}

describe('GET /rest/v1/ohel-listings', () => {
  it('lists the published listings: shuttles, rides, stays, guided visits, each kind oldest first', async () => {
    const result = await list();
    expect(titles(result)).toEqual([
      'Night shuttle to the Ohel',
      'Daily shuttle from 770 to the Ohel',
      'Private car, at your own pace',
      'Ride of a draft service',
      'Stay with the Yarmush family by the Ohel',
      'Stay not ready',
      'Guided visit in English or Hebrew',
      'Group visit with a talk',
    ]);
    expect(result).toMatchObject({ page: 1, pageSize: 12, total: 8, hasMore: false });
  });

  it('gives a ride’s card its service’s vehicle, seats and price, and its own rating and cover', async () => {
    const card = cardOf(await list(), listing.shuttle!.id);
    expect(card).toEqual({
      id: listing.shuttle!.id,
      kind: 'shuttle',
      title: 'Daily shuttle from 770 to the Ohel',
      excerpt:
        'The simplest way to the Ohel from Crown Heights: a shared van from the front of 770, about forty ' +
        'minutes each way, with an hour at the Ohel. The driver knows the visitors’ center…',
      cover: {
        src: `/images/ohel/${listing.shuttle!.id}/0.webp`,
        width: 1200,
        height: 800,
        alt: 'Daily shuttle from 770 to the Ohel, photo 1',
      },
      ratingAverage: 4.33,
      reviewCount: 6,
      priceFromCents: 20_00,
      currency: 'USD',
      ride: { vehicleType: 'van', maxPassengers: 14, pricingModel: 'per_passenger', priceCents: 20_00 },
      stay: null,
      // Rides and visits go to the Ohel itself: no block of their own.
      block: null,
    });
    expect(card!.excerpt.length).toBeLessThanOrEqual(180);
  });

  it('gives a stay’s card its price per night, guests, walk to the Ohel, and the stay’s rating', async () => {
    const card = cardOf(await list({ kind: 'stay' }), listing.stay!.id);
    expect(card).toMatchObject({
      kind: 'stay',
      priceFromCents: 165_00,
      currency: 'USD',
      ride: null,
      stay: { pricePerNightCents: 165_00, maxGuests: 5, walkMinutesToOhel: 5 },
      // Its guests review the stay itself.
      ratingAverage: 4,
      reviewCount: 2,
      cover: { src: `/images/ohel/${listing.stay!.id}/0.webp` },
    });
  });

  it('gives a guided visit booked off the site its price from, and no cover when it has no image', async () => {
    const card = cardOf(await list({ kind: 'guided_visit' }), listing.guided!.id);
    expect(card).toEqual({
      id: listing.guided!.id,
      kind: 'guided_visit',
      title: 'Guided visit in English or Hebrew',
      excerpt: 'A first visit, prepared: the customs, the letter, the way in.',
      cover: null,
      ratingAverage: null,
      reviewCount: 0,
      priceFromCents: 50_00,
      currency: 'USD',
      ride: null,
      stay: null,
      // Rides and visits go to the Ohel itself: no block of their own.
      block: null,
    });
    const group = cardOf(await list({ kind: 'guided_visit' }), listing.groupVisit!.id);
    expect(group).toMatchObject({ priceFromCents: 20_00, ride: { vehicleType: 'van' } });
  });

  it('shows no ride or stay, nor their price, for a listing whose service or stay is not published', async () => {
    const result = await list();
    expect(cardOf(result, listing.rideOfDraft!.id)).toMatchObject({
      ride: null,
      stay: null,
      priceFromCents: null,
    });
    expect(cardOf(result, listing.stayOfDraft!.id)).toMatchObject({
      ride: null,
      stay: null,
      priceFromCents: 120_00,
    });
  });

  it('filters by kind', async () => {
    expect(titles(await list({ kind: 'shuttle' }))).toEqual([
      'Night shuttle to the Ohel',
      'Daily shuttle from 770 to the Ohel',
    ]);
    expect(titles(await list({ kind: 'ride' }))).toEqual([
      'Private car, at your own pace',
      'Ride of a draft service',
    ]);
    expect(await list({ kind: 'stay' })).toMatchObject({ total: 2, hasMore: false });
  });

  it('answers in the reader’s language where the host translated the listing', async () => {
    const french = cardOf(await list({ lang: 'fr', kind: 'shuttle' }), listing.shuttle!.id);
    expect(french).toMatchObject({
      title: 'Navette quotidienne du 770 à l’Ohel',
      excerpt: 'Un van partagé depuis le 770.',
    });
    const hebrew = cardOf(await list({ lang: 'he', kind: 'shuttle' }), listing.shuttle!.id);
    expect(hebrew?.title).toBe('הסעה יומית מ־770 לאוהל');
    expect(hebrew?.excerpt).toMatch(/^The simplest way/);
  });

  it('refuses unknown filter values with a validation error', async () => {
    for (const query of [{ kind: 'helicopter' }, { page: 0 }, { page: 'two' }, { lang: 'de' }]) {
      const response = await listOhelListings(app, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('leaves the stays by the Ohel out of the /stays search', async () => {
    const response = await searchStays(app);
    expect(response.statusCode).toBe(200);
    const ids = response.json<StaySearchResult>().items.map((item) => item.id);
    expect(ids).toContain(stay.crownHeights!.id);
    expect(ids).not.toContain(stay.cambria!.id);
  });

  it('pages by twelve, with the total and whether more follow', async () => {
    const guide = await createPerson(app, 'busy-guide', 'Tova Ben-Shimon', 'host');
    for (let i = 0; i < 12; i += 1) {
      await insertOhelListing(app, guide, {
        title: `Visit ${String(i).padStart(2, '0')}`,
        publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
        images: 0,
      });
    }
    const first = await list({ kind: 'guided_visit' });
    expect(first).toMatchObject({ page: 1, pageSize: 12, total: 14, hasMore: true });
    expect(first.items).toHaveLength(12);
    const second = await list({ kind: 'guided_visit', page: 2 });
    expect(second).toMatchObject({ page: 2, total: 14, hasMore: false });
    expect(titles(second)).toEqual(['Visit 10', 'Visit 11']);
    const beyond = await list({ kind: 'guided_visit', page: 3 });
    expect(beyond).toMatchObject({ items: [], page: 3, total: 14, hasMore: false });
  });
});

describe('GET /rest/v1/ohel-listings: the search limit (product §9), one bucket with /stays', () => {
  it('counts lists of Ohel listings and of stays together: 50 a minute, then 5 minutes blocked', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 25; i += 1) expect((await listOhelListings(app, {}, ip)).statusCode).toBe(200);
    for (let i = 0; i < 25; i += 1) expect((await searchStays(app, {}, ip)).statusCode).toBe(200);
    expectSearchRefused(await listOhelListings(app, {}, ip));
    expect((await searchStays(app, {}, ip)).statusCode).toBe(429);
    // Another client is not affected, nor are the listing's own pages.
    expect((await listOhelListings(app)).statusCode).toBe(200);
    expect((await getRest(app, `/ohel-listings/${listing.shuttle!.id}`)).statusCode).toBe(200);

    clock.advance(5 * 60_000);
    expect((await listOhelListings(app, {}, ip)).statusCode).toBe(200);
  });
});

describe('GET /rest/v1/ohel-listings/{id}', () => {
  it('gives a shuttle with its details, images, host, and the service the ride form books', async () => {
    expect(await detail(listing.shuttle!.id)).toEqual({
      id: listing.shuttle!.id,
      kind: 'shuttle',
      title: 'Daily shuttle from 770 to the Ohel',
      description: LONG_DESCRIPTION,
      details: 'Departures: 8 am to 11 pm.\nIncluded: the round trip.',
      images: [0, 1].map((position) => ({
        src: `/images/ohel/${listing.shuttle!.id}/${position}.webp`,
        width: 1200,
        height: 800,
        alt: `Daily shuttle from 770 to the Ohel, photo ${position + 1}`,
      })),
      ratingAverage: 4.33,
      reviewCount: 6,
      priceFromCents: 20_00,
      currency: 'USD',
      ride: { vehicleType: 'van', maxPassengers: 14, pricingModel: 'per_passenger', priceCents: 20_00 },
      stay: null,
      // Rides and visits go to the Ohel itself: no block of their own.
      block: null,
      host: { firstName: 'Mendy', memberSince: providerSince.toISOString() },
      booking: {
        type: 'ride',
        service: {
          id: service.shuttle!.id,
          title: 'Shared van from 770 to the Ohel',
          providerName: 'Crown Heights Shuttle',
          serviceType: 'ohel_ride',
          vehicleType: 'van',
          maxPassengers: 14,
          maxLuggage: 0,
          pricingModel: 'per_passenger',
          priceCents: 20_00,
          currency: 'USD',
          serviceHours: { start: '08:00', end: '23:00' },
          tripMinutes: 150,
          defaultPickup: '770 Eastern Parkway, Brooklyn, NY 11213',
          // The service names no destination: the Ohel's address.
          defaultDestination: OHEL_ADDRESS,
        },
      },
    });
  });

  it('keeps a destination the service names', async () => {
    const ride = await detail(listing.ride!.id);
    expect(ride.booking).toMatchObject({
      type: 'ride',
      service: { id: service.car!.id, defaultDestination: 'Ohel visitors’ center, Francis Lewis Blvd' },
    });
  });

  it('answers in the reader’s language, field by field, the service’s title too', async () => {
    const french = await detail(listing.shuttle!.id, '?lang=fr');
    expect(french).toMatchObject({
      title: 'Navette quotidienne du 770 à l’Ohel',
      description: 'Un van partagé depuis le 770.',
      details: 'Départs : de 8 h à 23 h.',
      booking: { service: { title: 'Navette partagée du 770 à l’Ohel' } },
    });
    const hebrew = await detail(listing.shuttle!.id, '?lang=he');
    expect(hebrew).toMatchObject({ title: 'הסעה יומית מ־770 לאוהל', description: LONG_DESCRIPTION });
    expect((await getRest(app, `/ohel-listings/${listing.shuttle!.id}?lang=de`)).statusCode).toBe(400);
  });

  it('books a stay at its stay page, showing the listing’s photos then the stay’s', async () => {
    const answer = await detail(listing.stay!.id);
    expect(answer.booking).toEqual({ type: 'stay', stayId: stay.cambria!.id });
    expect(answer.images.map((image) => image.src)).toEqual([
      `/images/ohel/${listing.stay!.id}/0.webp`,
      `/images/stays/${stay.cambria!.id}/0.webp`,
      `/images/stays/${stay.cambria!.id}/1.webp`,
      `/images/stays/${stay.cambria!.id}/2.webp`,
    ]);
    expect(answer).toMatchObject({
      stay: { pricePerNightCents: 165_00, walkMinutesToOhel: 5 },
      host: { firstName: 'Baila' },
    });
  });

  it('books a guided visit with a service as a ride of it, and one without on no form', async () => {
    expect((await detail(listing.groupVisit!.id)).booking).toMatchObject({
      type: 'ride',
      service: { id: service.shuttle!.id },
    });
    const guided = await detail(listing.guided!.id);
    expect(guided).toMatchObject({ booking: null, priceFromCents: 50_00, images: [] });
    expect(guided.host.firstName).toBe('Eliyahu');
  });

  it('offers no booking when the listing’s service or stay is not published', async () => {
    expect(await detail(listing.rideOfDraft!.id)).toMatchObject({ booking: null, ride: null });
    expect(await detail(listing.stayOfDraft!.id)).toMatchObject({ booking: null, stay: null });
  });

  it('is 404 for a draft, a suspended listing and an unknown id, and 400 for an id that is not one', async () => {
    for (const id of [listing.draft!.id, listing.suspended!.id, randomUUID()]) {
      const response = await getRest(app, `/ohel-listings/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
    }
    expect((await getRest(app, '/ohel-listings/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /rest/v1/ohel-listings/{id}/reviews', () => {
  it('pages the visible reviews newest first, with the listing’s average and count', async () => {
    await expectPagedReviews(app, `/ohel-listings/${listing.shuttle!.id}/reviews`);
  });

  it('gives a stay’s listing the reviews of its stay', async () => {
    const page = (await getRest(app, `/ohel-listings/${listing.stay!.id}/reviews`)).json<ReviewPage>();
    expect(page).toMatchObject({ average: 4, count: 2, hasMore: false });
    expect(page.items.map((review) => review.rating).sort()).toEqual([3, 5]);
    const own = (await getRest(app, `/stays/${stay.cambria!.id}/reviews`)).json<ReviewPage>();
    expect(page.items).toEqual(own.items);
  });

  it('is empty for a listing without reviews, 404 for a draft, 400 for a bad page', async () => {
    const empty = (await getRest(app, `/ohel-listings/${listing.guided!.id}/reviews`)).json<ReviewPage>();
    expect(empty).toEqual({ items: [], average: null, count: 0, page: 1, hasMore: false });
    expect((await getRest(app, `/ohel-listings/${listing.draft!.id}/reviews`)).statusCode).toBe(404);
    expect((await getRest(app, `/ohel-listings/${listing.shuttle!.id}/reviews?page=0`)).statusCode).toBe(400);
  });
});
