import type { Review, ReviewPage } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rest, signedInAs } from './helpers/host';
import { insertMeal, listMeals, mealBookingRequest } from './helpers/meals';
import { insertCambriaStay, insertOhelListing } from './helpers/ohel';
import { book, signedInAccount, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService, listTransport, rideBookingRequest } from './helpers/transport';

/**
 * Writing reviews of meals, transport services and Ohel listings (issue 7): the same routes as a stay's
 * (reviews-write.test.ts), each verified by a completed booking of its own kind, each recounting its
 * own listing's figures.
 */

// Today in New York is 2026-03-01; tests that travel in time put the clock back after.
const START = '2026-03-01T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let host: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  host = await signedInAs(app, { role: 'host', fullName: 'Rivka Mintz' });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

type Resource = 'meals' | 'transport' | 'ohel-listings' | 'stays';
const post = (resource: Resource, id: string, account: SignedInAccount | null, body: object) =>
  rest(app, 'POST', `/${resource}/${id}/reviews`, account, body);
const pageOf = async (resource: Resource, id: string) =>
  (await rest(app, 'GET', `/${resource}/${id}/reviews`, null)).json<ReviewPage>();
const detailOf = async (resource: Resource, id: string) => {
  const response = await rest(app, 'GET', `/${resource}/${id}`, null);
  expect(response.statusCode).toBe(200);
  return response.json<{ ratingAverage: number | null; reviewCount: number }>();
};

describe('meals', () => {
  it('reviews a meal offer: the detail, the card and the reviews show the new average', async () => {
    const meal = await insertMeal(app, host.user, { reviews: [{ rating: 3 }] });
    const guest = await signedInAccount(app, { fullName: 'Chana Levy' });
    const response = await post('meals', meal.id, guest, { rating: 5, text: 'A warm and lively table.' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Review>()).toMatchObject({ authorName: 'Chana Levy', verified: false });
    expect(await detailOf('meals', meal.id)).toMatchObject({ ratingAverage: 4, reviewCount: 2 });
    const card = (await listMeals(app))
      .json<{ items: { id: string }[] }>()
      .items.find((item) => item.id === meal.id);
    expect(card).toMatchObject({ ratingAverage: 4, reviewCount: 2 });
    const page = await pageOf('meals', meal.id);
    expect(page).toMatchObject({ average: 4, count: 2 });
    expect(page.items[0]).toEqual(response.json());
  });

  it('is verified by a past meal booked at that table, and refuses the host', async () => {
    const meal = await insertMeal(app, host.user);
    const guest = await signedInAccount(app);
    expect((await book(app, guest, mealBookingRequest(meal.id))).statusCode).toBe(201);
    clock.set('2026-03-16T15:00:00Z');
    const response = await post('meals', meal.id, guest, { rating: 4, text: 'Wonderful singing.' });
    expect(response.json<Review>().verified).toBe(true);
    const own = await post('meals', meal.id, host, { rating: 5, text: 'Our own table' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'own_listing' });
  });

  it('404 for an offer that is not published', async () => {
    const draft = await insertMeal(app, host.user, { status: 'draft' });
    expect(
      (await post('meals', draft.id, await signedInAccount(app), { rating: 4, text: 'Hm' })).statusCode,
    ).toBe(404);
  });
});

describe('transport', () => {
  it('reviews a service, verified by a past ride with it', async () => {
    const service = await insertTransportService(app, host.user, { reviews: [{ rating: 5 }, { rating: 5 }] });
    const rider = await signedInAccount(app);
    const stranger = await signedInAccount(app);
    expect((await book(app, rider, rideBookingRequest(service.id))).statusCode).toBe(201);
    clock.set('2026-03-13T15:00:00Z');
    const verified = await post('transport', service.id, rider, { rating: 2, text: 'Late at arrivals.' });
    expect(verified.statusCode).toBe(201);
    expect(verified.json<Review>().verified).toBe(true);
    clock.advance(60_000);
    const unverified = await post('transport', service.id, stranger, { rating: 5, text: 'Looks good.' });
    expect(unverified.json<Review>().verified).toBe(false);

    // 5 + 5 + 2 + 5 over 4.
    expect(await detailOf('transport', service.id)).toMatchObject({ ratingAverage: 4.25, reviewCount: 4 });
    const card = (await listTransport(app))
      .json<{ items: { id: string }[] }>()
      .items.find((item) => item.id === service.id);
    expect(card).toMatchObject({ ratingAverage: 4.25, reviewCount: 4 });
    // Newest first.
    expect((await pageOf('transport', service.id)).items.map((item) => item.verified)).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('404 for a suspended service; 403 for its provider', async () => {
    const suspended = await insertTransportService(app, host.user, { status: 'suspended' });
    const guest = await signedInAccount(app);
    expect((await post('transport', suspended.id, guest, { rating: 4, text: 'Hm' })).statusCode).toBe(404);
    const service = await insertTransportService(app, host.user);
    expect((await post('transport', service.id, host, { rating: 5, text: 'Mine' })).statusCode).toBe(403);
  });
});

describe('Ohel listings', () => {
  async function ohelShuttle() {
    const service = await insertTransportService(app, host.user, {
      title: 'Ohel shuttle from 770',
      serviceType: 'ohel_ride',
      airports: [],
      vehicleType: 'van',
      maxPassengers: 12,
      maxLuggage: 0,
      pricingModel: 'per_passenger',
      priceCents: 25_00,
      serviceStart: '06:00',
      serviceEnd: '22:00',
    });
    const listing = await insertOhelListing(app, host.user, {
      kind: 'shuttle',
      title: 'Sunday shuttle to the Ohel',
      transportServiceId: service.id,
      priceFromCents: null,
      reviews: [{ rating: 4 }],
    });
    return { service, listing };
  }
  const shuttleRide = (serviceId: string, ohelListingId?: string) =>
    rideBookingRequest(serviceId, {
      ...(ohelListingId ? { ohelListingId } : {}),
      time: '10:00',
      luggage: 0,
      flightNumber: '',
      destination: '226-20 Francis Lewis Blvd, Cambria Heights, NY 11411',
    });

  it('reviews a shuttle: verified by a past ride booked from the listing, not by another ride of its service', async () => {
    const { service, listing } = await ohelShuttle();
    const fromListing = await signedInAccount(app);
    const direct = await signedInAccount(app);
    expect((await book(app, fromListing, shuttleRide(service.id, listing.id))).statusCode).toBe(201);
    expect((await book(app, direct, shuttleRide(service.id))).statusCode).toBe(201);
    clock.set('2026-03-13T15:00:00Z');

    const verified = await post('ohel-listings', listing.id, fromListing, {
      rating: 5,
      text: 'Calm and kind.',
    });
    expect(verified.statusCode).toBe(201);
    expect(verified.json<Review>().verified).toBe(true);
    const unverified = await post('ohel-listings', listing.id, direct, { rating: 3, text: 'Never took it.' });
    expect(unverified.json<Review>().verified).toBe(false);

    // 4 + 5 + 3 over 3, on the listing itself; the service's own figures are untouched.
    expect(await detailOf('ohel-listings', listing.id)).toMatchObject({ ratingAverage: 4, reviewCount: 3 });
    expect(await pageOf('ohel-listings', listing.id)).toMatchObject({ average: 4, count: 3 });
    expect(await detailOf('transport', service.id)).toMatchObject({ ratingAverage: null, reviewCount: 0 });
    expect((await rest(app, 'GET', `/ohel-listings/${listing.id}/reviews/mine`, fromListing)).json()).toEqual(
      {
        review: verified.json(),
      },
    );
  });

  it('a place to stay by the Ohel: the review is of its stay, verified by a past booking of that stay', async () => {
    const stay = await insertCambriaStay(app, host.user, { reviews: [{ rating: 2 }] });
    const listing = await insertOhelListing(app, host.user, {
      kind: 'stay',
      stayId: stay.id,
      priceFromCents: null,
    });
    const guest = await signedInAccount(app);
    const booked = await book(app, guest, {
      kind: 'stay',
      stayId: stay.id,
      ohelListingId: listing.id,
      checkIn: '2026-03-15',
      checkOut: '2026-03-17',
      firstName: 'Mendel',
      lastName: 'Goldberg',
      phone: '+1 718 555 0170',
      numberOfGuests: 2,
      specialRequests: '',
    });
    expect(booked.statusCode).toBe(201);
    clock.set('2026-03-18T15:00:00Z');

    const response = await post('ohel-listings', listing.id, guest, {
      rating: 4,
      text: 'Quiet, close to the Ohel.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Review>().verified).toBe(true);
    // The same review on both pages, and one review per person: the stay's page knows it is theirs.
    expect((await pageOf('stays', stay.id)).items[0]).toEqual(response.json());
    expect(await pageOf('ohel-listings', listing.id)).toMatchObject({ average: 3, count: 2 });
    expect(await detailOf('ohel-listings', listing.id)).toMatchObject({ ratingAverage: 3, reviewCount: 2 });
    expect(await detailOf('stays', stay.id)).toMatchObject({ ratingAverage: 3, reviewCount: 2 });
    expect((await post('stays', stay.id, guest, { rating: 1, text: 'Again' })).statusCode).toBe(409);
    // The host of the listing may not review it either.
    expect((await post('ohel-listings', listing.id, host, { rating: 5, text: 'Mine' })).statusCode).toBe(403);
  });

  it('404 for a draft listing', async () => {
    const draft = await insertOhelListing(app, host.user, { status: 'draft' });
    expect(
      (await post('ohel-listings', draft.id, await signedInAccount(app), { rating: 4, text: 'Hm' }))
        .statusCode,
    ).toBe(404);
  });

  it('the host replies to a review of the Ohel listing', async () => {
    const { listing } = await ohelShuttle();
    const review = (
      await post('ohel-listings', listing.id, await signedInAccount(app), { rating: 5, text: 'Thank you' })
    ).json<Review>();
    const reply = await rest(app, 'POST', `/host/reviews/${review.id}/reply`, host, {
      text: 'With pleasure.',
    });
    expect(reply.statusCode).toBe(201);
    expect((await pageOf('ohel-listings', listing.id)).items[0]).toMatchObject({
      hostReply: 'With pleasure.',
    });
  });
});
