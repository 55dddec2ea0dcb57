import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mealSittings, stayReservations } from '../src/db/schema';
import { expectError } from './helpers/admin';
import { insertMeal, mealBookingRequest } from './helpers/meals';
import { insertCambriaStay, insertOhelListing } from './helpers/ohel';
import {
  book,
  bookingRequest,
  insertStay,
  mailsTo,
  signedInAccount,
  type SignedInAccount,
} from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService, rideBookingRequest } from './helpers/transport';

/**
 * A host cannot book a listing they host (issue 20), whatever its kind: 409 own_listing, and nothing is
 * written (no booking, no nights or seats held, no mail). Anyone else, another host included, still can.
 */

// Today in New York is Sunday 2026-03-01: the helpers' default nights, Shabbos meal and Wednesday ride are ahead.
const START = '2026-03-01T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let host: SignedInAccount;
let otherHost: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
  host = await signedInAccount(app, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
  otherHost = await signedInAccount(app, { name: 'host', fullName: 'Chaya Baumgarten', userType: 'host' });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

/** The refusal, and that the database and the outbox are as they were. */
async function expectOwnListingRefusal(booker: SignedInAccount, request: Record<string, unknown>) {
  const before = {
    bookings: (await app.db.select().from(bookings)).length,
    nights: (await app.db.select().from(stayReservations)).length,
    seats: await app.db.select().from(mealSittings),
    mails: (await mailsTo(app, booker.email)).length,
  };
  const response = await book(app, booker, request);
  expectError(response, 409, 'own_listing');
  expect(response.json()).toEqual({ code: 'own_listing', message: 'You cannot book your own listing.' });
  expect((await app.db.select().from(bookings)).length).toBe(before.bookings);
  expect((await app.db.select().from(stayReservations)).length).toBe(before.nights);
  expect(await app.db.select().from(mealSittings)).toEqual(before.seats);
  expect((await mailsTo(app, booker.email)).length).toBe(before.mails);
}

describe('a host booking their own listing', () => {
  it('is refused for a stay; another host may book it', async () => {
    const stay = await insertStay(app, host.user);
    await expectOwnListingRefusal(host, bookingRequest(stay.id));
    expect((await book(app, otherHost, bookingRequest(stay.id))).statusCode).toBe(201);
  });

  it('is refused before the dates are looked at, so the host learns the reason first', async () => {
    const stay = await insertStay(app, host.user, { minimumNights: 3 });
    await expectOwnListingRefusal(
      host,
      bookingRequest(stay.id, { checkIn: '2026-02-01', checkOut: '2026-02-02' }),
    );
  });

  it('is refused for a meal, and no seat is taken', async () => {
    const meal = await insertMeal(app, host.user);
    await expectOwnListingRefusal(host, mealBookingRequest(meal.id));
    expect((await book(app, otherHost, mealBookingRequest(meal.id))).statusCode).toBe(201);
  });

  it('is refused for a ride', async () => {
    const service = await insertTransportService(app, host.user);
    await expectOwnListingRefusal(host, rideBookingRequest(service.id));
    expect((await book(app, otherHost, rideBookingRequest(service.id))).statusCode).toBe(201);
  });

  it('is refused for an Ohel shuttle booked as a ride, for the host of the service or of the listing', async () => {
    const shuttle = await insertTransportService(app, host.user, {
      title: 'Ohel shuttle from 770',
      serviceType: 'ohel_ride',
      airports: [],
      vehicleType: 'van',
      maxPassengers: 12,
      maxLuggage: 0,
      serviceStart: '06:00',
      serviceEnd: '22:00',
    });
    const request = (ohelListingId: string) =>
      rideBookingRequest(shuttle.id, {
        ohelListingId,
        time: '10:00',
        luggage: 0,
        flightNumber: '',
        destination: '226-20 Francis Lewis Blvd, Cambria Heights, NY 11411',
      });
    const listing = await insertOhelListing(app, host.user, {
      kind: 'shuttle',
      transportServiceId: shuttle.id,
    });
    await expectOwnListingRefusal(host, request(listing.id));

    // A listing kept by someone else than the service's provider (made straight in the database: the host
    // forms link only a host's own services): its host may not book through it either.
    const keeper = await signedInAccount(app, { name: 'host', fullName: 'Mendel Katz', userType: 'host' });
    const kept = await insertOhelListing(app, keeper.user, {
      kind: 'shuttle',
      transportServiceId: shuttle.id,
    });
    await expectOwnListingRefusal(keeper, request(kept.id));
    expect((await book(app, otherHost, request(kept.id))).statusCode).toBe(201);
  });

  it('is refused for a place to stay by the Ohel, booked as a stay', async () => {
    const stay = await insertCambriaStay(app, host.user);
    await insertOhelListing(app, host.user, { kind: 'stay', stayId: stay.id, priceFromCents: null });
    await expectOwnListingRefusal(host, bookingRequest(stay.id));
  });
});
