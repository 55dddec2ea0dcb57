import type { MyReview, Review, ReviewPage } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rest, signedInAs } from './helpers/host';
import { insertMeal, listMeals, mealBookingRequest } from './helpers/meals';
import { insertCambriaStay, insertOhelListing } from './helpers/ohel';
import { guestWhoBooked } from './helpers/reviewers';
import { book, signedInAccount, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService, listTransport, rideBookingRequest } from './helpers/transport';

/**
 * Writing reviews of meals, transport services and Ohel listings (issues 7 and 20): the same routes as a
 * stay's (reviews-write.test.ts), each by a guest whose booking of its own kind, made where the review
 * is shown, has ended (decision 022), each refusal naming the kind, each recounting its own listing's
 * figures.
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
const mine = async (resource: Resource, id: string, account: SignedInAccount) =>
  (await rest(app, 'GET', `/${resource}/${id}/reviews/mine`, account)).json<MyReview>();
const pageOf = async (resource: Resource, id: string) =>
  (await rest(app, 'GET', `/${resource}/${id}/reviews`, null)).json<ReviewPage>();
const detailOf = async (resource: Resource, id: string) => {
  const response = await rest(app, 'GET', `/${resource}/${id}`, null);
  expect(response.statusCode).toBe(200);
  return response.json<{ ratingAverage: number | null; reviewCount: number }>();
};

/** A refusal before the experience: 403 with the kind's code and reason, and GET …/mine says the same. */
async function expectAfter(
  resource: Resource,
  id: string,
  account: SignedInAccount,
  experience: 'stay' | 'meal' | 'ride' | 'visit',
) {
  const response = await post(resource, id, account, { rating: 1, text: 'Not yet.' });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    code: `review_after_${experience}`,
    message: `You can review this after your ${experience}.`,
  });
  expect(await mine(resource, id, account)).toMatchObject({
    canWrite: false,
    reason: `review_after_${experience}`,
  });
}

describe('meals', () => {
  it('reviews a meal offer after the meal: the detail, the card and the reviews show the new average', async () => {
    const meal = await insertMeal(app, host.user, { reviews: [{ rating: 3 }] });
    const guest = await signedInAccount(app, { fullName: 'Chana Levy' });
    // Friday night, 13 March (the Shabbos of the 14th).
    expect((await book(app, guest, mealBookingRequest(meal.id))).statusCode).toBe(201);
    await expectAfter('meals', meal.id, guest, 'meal');
    clock.set('2026-03-14T15:00:00Z');
    await expectAfter('meals', meal.id, guest, 'meal');

    clock.set('2026-03-15T15:00:00Z');
    expect(await mine('meals', meal.id, guest)).toEqual({ review: null, canWrite: true, reason: null });
    const response = await post('meals', meal.id, guest, { rating: 5, text: 'A warm and lively table.' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Review>()).toMatchObject({ authorName: 'Chana L.', verified: true });
    expect(await detailOf('meals', meal.id)).toMatchObject({ ratingAverage: 4, reviewCount: 2 });
    const card = (await listMeals(app))
      .json<{ items: { id: string }[] }>()
      .items.find((item) => item.id === meal.id);
    expect(card).toMatchObject({ ratingAverage: 4, reviewCount: 2 });
    const page = await pageOf('meals', meal.id);
    expect(page).toMatchObject({ average: 4, count: 2 });
    expect(page.items[0]).toEqual(response.json());
  });

  it('refuses someone who never ate there (review_after_meal), and the host (own_listing)', async () => {
    const meal = await insertMeal(app, host.user, { reviews: [{ rating: 4 }] });
    await expectAfter('meals', meal.id, await signedInAccount(app), 'meal');
    const own = await post('meals', meal.id, host, { rating: 5, text: 'Our own table' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'own_listing' });
    expect(await detailOf('meals', meal.id)).toMatchObject({ ratingAverage: 4, reviewCount: 1 });
  });

  it('404 for an offer that is not published', async () => {
    const draft = await insertMeal(app, host.user, { status: 'draft' });
    const guest = await guestWhoBooked(app, host.user, { kind: 'meal', mealOfferId: draft.id });
    expect((await post('meals', draft.id, guest, { rating: 4, text: 'Hm' })).statusCode).toBe(404);
  });
});

describe('transport', () => {
  it('reviews a service after a ride booked on its page; refuses a stranger (review_after_ride)', async () => {
    const service = await insertTransportService(app, host.user, { reviews: [{ rating: 5 }, { rating: 5 }] });
    const rider = await signedInAccount(app);
    const stranger = await signedInAccount(app);
    // Wednesday 11 March, 9 pm.
    expect((await book(app, rider, rideBookingRequest(service.id))).statusCode).toBe(201);
    await expectAfter('transport', service.id, rider, 'ride');
    clock.set('2026-03-12T15:00:00Z');
    const response = await post('transport', service.id, rider, { rating: 2, text: 'Late at arrivals.' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Review>().verified).toBe(true);
    await expectAfter('transport', service.id, stranger, 'ride');

    // 5 + 5 + 2 over 3: the stranger's review never counted.
    expect(await detailOf('transport', service.id)).toMatchObject({ ratingAverage: 4, reviewCount: 3 });
    const card = (await listTransport(app))
      .json<{ items: { id: string }[] }>()
      .items.find((item) => item.id === service.id);
    expect(card).toMatchObject({ ratingAverage: 4, reviewCount: 3 });
    expect((await pageOf('transport', service.id)).items[0]).toEqual(response.json());
  });

  it('404 for a suspended service; 403 for its provider', async () => {
    const suspended = await insertTransportService(app, host.user, { status: 'suspended' });
    const guest = await guestWhoBooked(app, host.user, { kind: 'ride', transportServiceId: suspended.id });
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

  it('reviews a shuttle after a ride booked from the listing; a ride of its service booked elsewhere is reviewed there', async () => {
    const { service, listing } = await ohelShuttle();
    const fromListing = await signedInAccount(app);
    const direct = await signedInAccount(app);
    expect((await book(app, fromListing, shuttleRide(service.id, listing.id))).statusCode).toBe(201);
    expect((await book(app, direct, shuttleRide(service.id))).statusCode).toBe(201);
    clock.set('2026-03-13T15:00:00Z');

    const visited = await post('ohel-listings', listing.id, fromListing, {
      rating: 5,
      text: 'Calm and kind.',
    });
    expect(visited.statusCode).toBe(201);
    expect(visited.json<Review>().verified).toBe(true);
    await expectAfter('ohel-listings', listing.id, direct, 'visit');
    // Each rides where they booked: the direct rider reviews the service, the listing's rider does not.
    expect((await post('transport', service.id, direct, { rating: 3, text: 'Fine.' })).statusCode).toBe(201);
    await expectAfter('transport', service.id, fromListing, 'ride');

    // 4 + 5 over 2, on the listing itself; the service has its own.
    expect(await detailOf('ohel-listings', listing.id)).toMatchObject({ ratingAverage: 4.5, reviewCount: 2 });
    expect(await pageOf('ohel-listings', listing.id)).toMatchObject({ average: 4.5, count: 2 });
    expect(await detailOf('transport', service.id)).toMatchObject({ ratingAverage: 3, reviewCount: 1 });
    expect(await mine('ohel-listings', listing.id, fromListing)).toEqual({
      review: visited.json(),
      canWrite: false,
      reason: 'review_exists',
    });
  });

  it('a place to stay by the Ohel: the review is of its stay, after a stay booked from either page', async () => {
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
    await expectAfter('ohel-listings', listing.id, guest, 'stay');
    clock.set('2026-03-18T15:00:00Z');

    const response = await post('ohel-listings', listing.id, guest, {
      rating: 4,
      text: 'Quiet, close to the Ohel.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Review>().verified).toBe(true);
    // The same review on both pages, and one review per booking: the stay's page knows it is theirs.
    expect((await pageOf('stays', stay.id)).items[0]).toEqual(response.json());
    expect(await pageOf('ohel-listings', listing.id)).toMatchObject({ average: 3, count: 2 });
    expect(await detailOf('ohel-listings', listing.id)).toMatchObject({ ratingAverage: 3, reviewCount: 2 });
    expect(await detailOf('stays', stay.id)).toMatchObject({ ratingAverage: 3, reviewCount: 2 });
    expect((await post('stays', stay.id, guest, { rating: 1, text: 'Again' })).statusCode).toBe(409);
    // A stay booked on the stay's own page counts on the listing's too.
    const direct = await guestWhoBooked(app, host.user, { kind: 'stay', stayId: stay.id });
    expect((await mine('ohel-listings', listing.id, direct)).canWrite).toBe(true);
    // The host of the listing may not review it either.
    expect((await post('ohel-listings', listing.id, host, { rating: 5, text: 'Mine' })).statusCode).toBe(403);
  });

  it('a guided visit not booked on the site: nobody reviews it here (review_after_visit)', async () => {
    const guided = await insertOhelListing(app, host.user);
    await expectAfter('ohel-listings', guided.id, await signedInAccount(app), 'visit');
    expect(await detailOf('ohel-listings', guided.id)).toMatchObject({ ratingAverage: null, reviewCount: 0 });
  });

  it('404 for a draft listing', async () => {
    const draft = await insertOhelListing(app, host.user, { status: 'draft' });
    expect(
      (await post('ohel-listings', draft.id, await signedInAccount(app), { rating: 4, text: 'Hm' }))
        .statusCode,
    ).toBe(404);
  });

  it('the host replies to a review of the Ohel listing', async () => {
    const { service, listing } = await ohelShuttle();
    const visitor = await guestWhoBooked(app, host.user, {
      kind: 'ride',
      transportServiceId: service.id,
      ohelListingId: listing.id,
    });
    const review = (
      await post('ohel-listings', listing.id, visitor, { rating: 5, text: 'Thank you' })
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
