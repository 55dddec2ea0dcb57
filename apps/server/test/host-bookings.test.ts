import type { HostBooking, HostBookingPage } from '@orchim/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mealSittings } from '../src/db/schema';
import { rest, signedInAs } from './helpers/host';
import { insertMeal, mealBookingRequest, type MealOfferRow } from './helpers/meals';
import {
  book,
  bookingRequest,
  insertStay,
  mailsTo,
  type SignedInAccount,
  type StayRow,
} from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService, rideBookingRequest, type TransportServiceRow } from './helpers/transport';

// Today in New York is Monday 2026-11-23 (10:00 there). Shabbos Vayetzei is Saturday 2026-11-28, its
// candles on Friday 27 November at 16:12.
const START = '2026-11-23T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let host: SignedInAccount;
let stay: StayRow;
let meal: MealOfferRow;
let service: TransportServiceRow;

beforeAll(async () => {
  app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
  host = await signedInAs(app, { fullName: 'Rivka Mintz' });
  stay = await insertStay(app, host.user, { title: 'Garden floor on Crown Street', maxGuests: 4 });
  meal = await insertMeal(app, host.user, { title: 'Friday night with the Mintzes', seatsPerMeal: 2 });
  service = await insertTransportService(app, host.user, { title: 'JFK by sedan' });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

async function booked(account: SignedInAccount, body: object) {
  const response = await book(app, account, body as Record<string, unknown>);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; reference: string }>();
}

const page = async (account: SignedInAccount, query = '') => {
  const response = await rest(app, 'GET', `/host/bookings${query}`, account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HostBookingPage>();
};

const cancel = (id: string, body?: object, account = host) =>
  rest(app, 'POST', `/host/bookings/${id}/cancel`, account, body);

describe('GET /rest/v1/host/bookings', () => {
  it('lists every booking of the host’s listings: what is to come soonest first, then the rest latest first', async () => {
    const owner = await signedInAs(app, { fullName: 'Chaya Gold' });
    const ownStay = await insertStay(app, owner.user, { title: 'Brownstone on Carroll Street' });
    const ownMeal = await insertMeal(app, owner.user, { title: 'Shabbos lunch with the Golds' });
    const ownService = await insertTransportService(app, owner.user, { title: 'Ohel shuttle' });
    const guest = await signedInAs(app, { role: 'guest', fullName: 'Mendel Goldberg' });

    clock.set('2026-10-01T15:00:00Z');
    const ended = await booked(
      guest,
      bookingRequest(ownStay.id, { checkIn: '2026-10-10', checkOut: '2026-10-12' }),
    );
    clock.set(START);
    const later = await booked(
      guest,
      bookingRequest(ownStay.id, {
        checkIn: '2026-12-20',
        checkOut: '2026-12-23',
        firstName: 'Levi',
        lastName: 'Katz',
        phone: '+1 347 555 0101',
        numberOfGuests: 3,
        specialRequests: 'A crib, please',
      }),
    );
    const soonest = await booked(guest, mealBookingRequest(ownMeal.id, { date: '2026-11-28' }));
    const ride = await booked(guest, rideBookingRequest(ownService.id, { date: '2026-12-02' }));
    const withdrawn = await booked(
      guest,
      bookingRequest(ownStay.id, { checkIn: '2027-01-10', checkOut: '2027-01-12' }),
    );
    expect(
      (await rest(app, 'POST', `/bookings/${withdrawn.id}/cancel`, guest, { reason: 'Plans changed' }))
        .statusCode,
    ).toBe(200);
    // Another host's booking is not in this list.
    await booked(guest, bookingRequest(stay.id, { checkIn: '2026-12-01', checkOut: '2026-12-03' }));

    const { items, page: number, hasMore } = await page(owner);
    expect(number).toBe(1);
    expect(hasMore).toBe(false);
    expect(items.map((item) => item.id)).toEqual([soonest.id, ride.id, later.id, withdrawn.id, ended.id]);

    const stayBooking = items[2] as HostBooking;
    expect(stayBooking).toMatchObject({
      reference: later.reference,
      kind: 'stay',
      status: 'confirmed',
      firstName: 'Levi',
      lastName: 'Katz',
      email: guest.email,
      phone: '+1 347 555 0101',
      numberOfGuests: 3,
      specialRequests: 'A crib, please',
      canCancel: true,
      listingId: ownStay.id,
      listingTitle: 'Brownstone on Carroll Street',
      cancelReason: null,
      cancelledBy: null,
      stay: { checkIn: '2026-12-20', checkOut: '2026-12-23', nights: 3 },
    });
    expect(items[0]).toMatchObject({
      kind: 'meal',
      listingId: ownMeal.id,
      listingTitle: 'Shabbos lunch with the Golds',
    });
    expect(items[1]).toMatchObject({ kind: 'ride', listingId: ownService.id, listingTitle: 'Ohel shuttle' });
    expect(items[3]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'guest',
      cancelReason: 'Plans changed',
      canCancel: false,
    });
    expect(items[4]).toMatchObject({
      status: 'confirmed',
      canCancel: false,
      stay: { checkIn: '2026-10-10' },
    });

    // Filters: kind, status, and the days a booking overlaps (inclusive).
    const ids = async (query: string) => (await page(owner, query)).items.map((item) => item.id);
    expect(await ids('?kind=stay')).toEqual([later.id, withdrawn.id, ended.id]);
    expect(await ids('?kind=meal')).toEqual([soonest.id]);
    expect(await ids('?status=cancelled')).toEqual([withdrawn.id]);
    expect(await ids('?kind=stay&status=confirmed')).toEqual([later.id, ended.id]);
    expect(await ids('?from=2026-12-01&to=2026-12-20')).toEqual([ride.id, later.id]);
    expect(await ids('?from=2026-12-23')).toEqual([later.id, withdrawn.id]);
    expect(await ids('?to=2026-10-10')).toEqual([ended.id]);
    expect((await rest(app, 'GET', '/host/bookings?kind=ohel', owner)).statusCode).toBe(400);
    expect((await rest(app, 'GET', '/host/bookings?from=2026-13-01', owner)).statusCode).toBe(400);
  });

  it('reads pages of 20', async () => {
    const owner = await signedInAs(app);
    const ownService = await insertTransportService(app, owner.user);
    const guest = await signedInAs(app, { role: 'guest' });
    const made: string[] = [];
    // Rides hold nothing, so one service takes them all; a day apart, from 1 December.
    for (let day = 1; day <= 23; day += 1) {
      const date = `2026-12-${String(day).padStart(2, '0')}`;
      // Shabbos and Fridays late are refused; mornings on weekdays are fine.
      if ([4, 5, 11, 12, 18, 19].includes(day)) continue;
      made.push((await booked(guest, rideBookingRequest(ownService.id, { date, time: '10:00' }))).id);
    }
    made.push(
      (await booked(guest, rideBookingRequest(ownService.id, { date: '2026-12-24', time: '10:00' }))).id,
    );
    made.push(
      (await booked(guest, rideBookingRequest(ownService.id, { date: '2026-12-28', time: '10:00' }))).id,
    );
    made.push(
      (await booked(guest, rideBookingRequest(ownService.id, { date: '2026-12-29', time: '10:00' }))).id,
    );
    expect(made.length).toBe(20);
    made.push(
      (await booked(guest, rideBookingRequest(ownService.id, { date: '2026-12-30', time: '10:00' }))).id,
    );

    const first = await page(owner);
    expect(first.items.map((item) => item.id)).toEqual(made.slice(0, 20));
    expect(first.hasMore).toBe(true);
    const second = await page(owner, '?page=2');
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items.map((item) => item.id)).toEqual(made.slice(20));
  });
});

describe('POST /rest/v1/host/bookings/{id}/cancel', () => {
  it('cancels with a reason: the guest is mailed why, and the nights are free for another guest', async () => {
    const guest = await signedInAs(app, { role: 'guest', fullName: 'Mendel Goldberg' });
    const booking = await booked(
      guest,
      bookingRequest(stay.id, { checkIn: '2026-12-10', checkOut: '2026-12-13' }),
    );
    const other = await signedInAs(app, { role: 'guest' });
    const same = bookingRequest(stay.id, { checkIn: '2026-12-11', checkOut: '2026-12-12' });
    expect((await book(app, other, same)).statusCode).toBe(409);

    expect((await cancel(booking.id)).statusCode).toBe(400);
    const blank = await cancel(booking.id, { reason: '   ' });
    expect(blank.json()).toMatchObject({
      code: 'validation_failed',
      fields: { reason: 'validation.required' },
    });

    clock.set('2026-11-24T12:00:00Z');
    const response = await cancel(booking.id, {
      reason: 'A pipe burst <in the kitchen> & we must repair it',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<HostBooking>()).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      cancelledAt: '2026-11-24T12:00:00.000Z',
      cancelledBy: 'host',
      cancelReason: 'A pipe burst <in the kitchen> & we must repair it',
      canCancel: false,
    });

    const [mail] = await mailsTo(app, guest.email);
    expect(mail?.subject).toBe(
      `Your host cancelled booking ${booking.reference}: Garden floor on Crown Street`,
    );
    expect(mail?.text).toContain(
      'Reason given by the host: A pipe burst <in the kitchen> & we must repair it',
    );
    expect(mail?.text).toContain('Check-in: Thursday, December 10, 2026');
    expect(mail?.html).toContain('A pipe burst &lt;in the kitchen&gt; &amp; we must repair it');
    expect(mail?.html).not.toContain('<in the kitchen>');
    expect(mail?.text).toContain(`https://orchim.example/bookings/${booking.id}`);

    // The guest sees it cancelled by the host, and the nights are free again.
    const seen = await rest(app, 'GET', `/bookings/${booking.id}`, guest);
    expect(seen.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect((await book(app, other, same)).statusCode).toBe(201);

    // A second cancel: 409.
    const again = await cancel(booking.id, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('booking_not_cancellable');
  });

  it('gives a meal’s seats back to the sitting', async () => {
    const seats = async () => {
      const [sitting] = await app.db
        .select()
        .from(mealSittings)
        .where(
          and(
            eq(mealSittings.mealOfferId, meal.id),
            eq(mealSittings.date, '2026-11-28'),
            eq(mealSittings.mealType, 'shabbos_lunch'),
          ),
        );
      return sitting?.seatsTaken;
    };
    const first = await signedInAs(app, { role: 'guest' });
    const second = await signedInAs(app, { role: 'guest' });
    const lunch = mealBookingRequest(meal.id, {
      date: '2026-11-28',
      mealType: 'shabbos_lunch',
      numberOfGuests: 2,
    });
    const booking = await booked(first, lunch);
    expect(await seats()).toBe(2);
    expect((await book(app, second, lunch)).statusCode).toBe(409);

    const response = await cancel(booking.id, { reason: 'We are away that Shabbos' });
    expect(response.json<HostBooking>()).toMatchObject({
      kind: 'meal',
      status: 'cancelled',
      cancelledBy: 'host',
    });
    expect(await seats()).toBe(0);
    expect((await book(app, second, lunch)).statusCode).toBe(201);
    const [mail] = await mailsTo(app, first.email);
    expect(mail?.text).toContain('Reason given by the host: We are away that Shabbos');
  });

  it('cancels a ride until its pickup, and nothing once a booking has begun', async () => {
    const guest = await signedInAs(app, { role: 'guest' });
    const ride = await booked(guest, rideBookingRequest(service.id, { date: '2026-12-02', time: '21:00' }));
    expect((await cancel(ride.id, { reason: 'The car is in the garage' })).json()).toMatchObject({
      status: 'cancelled',
    });

    const stayBooking = await booked(
      guest,
      bookingRequest(stay.id, { checkIn: '2026-11-25', checkOut: '2026-11-27' }),
    );
    // The guest's rule: until the check-in day, included; the day after, it has begun.
    clock.set('2026-11-26T15:00:00Z');
    const begun = await cancel(stayBooking.id, { reason: 'Too late' });
    expect(begun.statusCode).toBe(409);
    expect(begun.json()).toEqual({
      code: 'booking_not_cancellable',
      message: 'This booking can no longer be cancelled.',
    });
  });
});
