import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBookingReference } from '../src/db/repositories/bookings';
import { bookings } from '../src/db/schema';
import { FLEET_FULL, sqlStateOf } from '../src/db/sql-state';
import { book, signedInAccount, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import {
  insertTransportService,
  quoteRide,
  rideBookingRequest,
  type TransportFixture,
} from './helpers/transport';

/**
 * Issue 23: a transport service's fleet (decision 032). A ride priced per trip takes a vehicle from pickup
 * to the trip's end; rides priced per passenger at one pickup time share vehicles seat by seat. The
 * database's ride_fleet trigger has the last word. On PGlite the racing transactions run one after the
 * other; on PostgreSQL (DATABASE_URL) they really race over the pool's connections.
 */

// Sunday 1 March 2026 in New York; Wednesday 11 March is an ordinary weekday (no Shabbos, no Yom Tov).
const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let provider: { id: string };

beforeAll(async () => {
  app = await createTestApp({ clock });
  provider = (await signedInAccount(app, { name: 'provider', fullName: 'Yossi Katz', userType: 'host' }))
    .user;
});
afterAll(() => app.close());

const service = (fixture: TransportFixture) =>
  insertTransportService(app, provider, {
    images: 0,
    serviceStart: '00:00',
    serviceEnd: '00:00',
    ...fixture,
  });

const guests = (count: number) => Promise.all(Array.from({ length: count }, () => signedInAccount(app)));

/** Books a ride of `serviceId` at `time` on Wednesday 11 March for `guest`. */
const bookRide = (guest: SignedInAccount, serviceId: string, time: string, passengers = 1) =>
  book(app, guest, rideBookingRequest(serviceId, { time, numberOfGuests: passengers, luggage: 0 }));

const confirmedRides = async (serviceId: string) =>
  app.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.transportServiceId, serviceId), eq(bookings.status, 'confirmed')));

describe('a fleet of cars, a vehicle a ride (priced per trip)', () => {
  it('of 20 guests racing for the last car, exactly one gets it; the others hear it is no longer available', async () => {
    const cars = await service({ vehicles: 2, tripMinutes: 60 });
    const [first, ...racers] = await guests(21);
    expect((await bookRide(first!, cars.id, '21:00')).statusCode).toBe(201);

    // Pickups within 50 minutes of each other and of 21:00: any two would be on the road together.
    const times = ['20:30', '20:45', '21:00', '21:10', '21:20'];
    const responses = await Promise.all(
      racers.map((guest, i) => bookRide(guest, cars.id, times[i % times.length]!)),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        code: 'booking_unavailable',
        message: 'This booking is no longer available',
      });
    }
    expect(await confirmedRides(cars.id)).toHaveLength(2);
  });

  it('takes a ride again once a car is back: at the end of the trip, or when a booking is cancelled', async () => {
    const car = await service({ vehicles: 1, tripMinutes: 60 });
    const [one, two, three, four] = await guests(4);
    expect((await bookRide(one!, car.id, '10:00')).statusCode).toBe(201);
    // On the road from 10:00 to 11:00: a pickup at 10:59 or 9:01 would need a second car.
    expect((await bookRide(two!, car.id, '10:59')).statusCode).toBe(409);
    expect((await bookRide(two!, car.id, '09:01')).statusCode).toBe(409);
    // Back at 11:00 for the next pickup; free before 10:00 for a 9:00 one.
    expect((await bookRide(two!, car.id, '11:00')).statusCode).toBe(201);
    expect((await bookRide(three!, car.id, '09:00')).statusCode).toBe(201);

    const taken = await bookRide(four!, car.id, '13:00');
    expect(taken.statusCode).toBe(201);
    const cancel = await app.inject({
      method: 'POST',
      url: `/rest/v1/bookings/${taken.json<{ id: string }>().id}/cancel`,
      headers: await four!.headers(),
      payload: { reason: '' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await bookRide(one!, car.id, '13:30')).statusCode).toBe(201);
  });
});

describe('a shuttle, seats shared (priced per passenger)', () => {
  it('seats the passengers of one pickup together, up to the seats of the fleet, and no more', async () => {
    // One 12-seat van on 45-minute trips.
    const van = await service({
      vehicles: 1,
      maxPassengers: 12,
      pricingModel: 'per_passenger',
      tripMinutes: 45,
    });
    const [a, b, c, d] = await guests(4);
    expect((await bookRide(a!, van.id, '10:00', 5)).statusCode).toBe(201);
    expect((await bookRide(b!, van.id, '10:00', 6)).statusCode).toBe(201);
    // 11 of 12 seats taken at 10:00; two more need a second van.
    expect((await bookRide(c!, van.id, '10:00', 2)).statusCode).toBe(409);
    // Another pickup while the van is out needs another van too.
    expect((await bookRide(c!, van.id, '10:30', 1)).statusCode).toBe(409);
    // Back at 10:45.
    expect((await bookRide(c!, van.id, '10:45', 2)).statusCode).toBe(201);
    expect((await bookRide(d!, van.id, '10:00', 1)).statusCode).toBe(201);
  });

  it('of 20 guests racing for the last seat, exactly one gets it', async () => {
    const vans = await service({
      vehicles: 2,
      maxPassengers: 6,
      pricingModel: 'per_passenger',
      tripMinutes: 45,
    });
    const [first, second, ...racers] = await guests(22);
    // Two vans at 10:00: 6 + 5 seats taken, one left.
    expect((await bookRide(first!, vans.id, '10:00', 6)).statusCode).toBe(201);
    expect((await bookRide(second!, vans.id, '10:00', 5)).statusCode).toBe(201);
    const responses = await Promise.all(racers.map((guest) => bookRide(guest, vans.id, '10:00')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const seats = (await confirmedRides(vans.id)).reduce((sum, ride) => sum + ride.numberOfGuests, 0);
    expect(seats).toBe(12);
  });
});

describe('the quote', () => {
  const quote = (serviceId: string, time: string, passengers = 1) =>
    quoteRide(app, serviceId, { date: '2026-03-11', time, passengers, luggage: 0 });

  it('says every vehicle is out before the guest books, by the count the booking keeps', async () => {
    const car = await service({ vehicles: 1, tripMinutes: 60 });
    const van = await service({
      vehicles: 1,
      maxPassengers: 6,
      pricingModel: 'per_passenger',
      tripMinutes: 45,
    });
    const [one, two] = await guests(2);
    expect((await quote(car.id, '10:30')).statusCode).toBe(200);
    expect((await bookRide(one!, car.id, '10:00')).statusCode).toBe(201);
    expect((await bookRide(two!, van.id, '10:00', 5)).statusCode).toBe(201);

    const full = await quote(car.id, '10:30');
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json()).toEqual({
      code: 'fleet_full',
      message: 'Every vehicle of this service is booked at this time. Please choose another time.',
      fields: { time: 'refusals.fleetFull' },
    });
    // Once the car is back, and the shuttle's last seat at the same pickup, but not two seats.
    expect((await quote(car.id, '11:00')).statusCode).toBe(200);
    expect((await quote(van.id, '10:00', 1)).statusCode).toBe(200);
    expect((await quote(van.id, '10:00', 2)).statusCode).toBe(409);
  });
});

describe('ride_fleet (the database itself)', () => {
  it('refuses a ride inserted past the fleet with SQLSTATE OR409, whatever the application checked', async () => {
    const car = await service({ vehicles: 1, tripMinutes: 30 });
    const guest = await signedInAccount(app);
    const ride = (pickupAt: string) => ({
      kind: 'ride',
      hostId: provider.id,
      guestId: guest.user.id,
      transportServiceId: car.id,
      serviceDate: '2026-03-11',
      pickupAt: new Date(pickupAt),
      cancellationPolicy: 'ride' as const,
      startsAt: new Date(pickupAt),
      pickup: '770 Eastern Parkway',
      destination: 'JFK Terminal 4',
      luggage: 0,
      firstName: 'Mendel',
      lastName: 'Goldberg',
      email: guest.email,
      phone: '+1 718 555 0170',
      numberOfGuests: 1,
      currency: 'USD',
      unitPriceCents: 75_00,
      totalCents: 75_00,
      reference: newBookingReference(),
    });
    await app.db.insert(bookings).values(ride('2026-03-11T14:00:00Z'));
    const failure = await app.db
      .insert(bookings)
      .values(ride('2026-03-11T14:29:00Z'))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(sqlStateOf(failure)).toBe(FLEET_FULL);
    // A cancelled ride holds nothing: it may be written at any time.
    await app.db.insert(bookings).values({ ...ride('2026-03-11T14:10:00Z'), status: 'cancelled' });
    await app.db.insert(bookings).values(ride('2026-03-11T14:30:00Z'));
    expect(await confirmedRides(car.id)).toHaveLength(2);
  });
});
