import type { AdminBookingDetail, Booking, HostStay, StayDetail } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { holyDays } from '../src/lib/jewish-calendar';
import { rest, signedInAs } from './helpers/host';
import { insertMeal, mealBookingRequest, type MealOfferRow } from './helpers/meals';
import {
  book,
  bookingRequest,
  getRest,
  insertStay,
  mailsTo,
  type SignedInAccount,
  type StayRow,
} from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService, rideBookingRequest, type TransportServiceRow } from './helpers/transport';

/**
 * Cancellation policies: a booking keeps the policy it was made under and when it begins for it; the
 * guest's cancel refunds what the policy gives at that moment (tested at each deadline's edges), the
 * host's and the admin's everything; the answers and the mails say so.
 */

// Today in New York is Monday 2026-11-23 (10:00 there, EST: UTC-5 until March). Shabbos Vayetzei is
// Saturday 2026-11-28.
const START = '2026-11-23T15:00:00Z';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = testClock(START);
let app: FastifyInstance;
let host: SignedInAccount;
let admin: SignedInAccount;
let flexible: StayRow;
let moderate: StayRow;
let strict: StayRow;
let meal: MealOfferRow;
let service: TransportServiceRow;

beforeAll(async () => {
  app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
  host = await signedInAs(app, { fullName: 'Rivka Mintz' });
  admin = await signedInAs(app, { role: 'admin' });
  flexible = await insertStay(app, host.user, { title: 'Flexible garden floor' });
  // 150.00 a night and 60.00 cleaning: one night is 210.00.
  moderate = await insertStay(app, host.user, {
    title: 'Moderate brownstone',
    cancellationPolicy: 'moderate',
    checkInTime: '16:00',
  });
  // 100.01 a night, no cleaning: half of one night is 50.005, which rounds down to 50.00.
  strict = await insertStay(app, host.user, {
    title: 'Strict attic',
    cancellationPolicy: 'strict',
    pricePerNightCents: 100_01,
    cleaningFeeCents: 0,
  });
  meal = await insertMeal(app, host.user, { title: 'Friday night with the Mintzes', seatsPerMeal: 20 });
  service = await insertTransportService(app, host.user, { title: 'JFK by sedan', vehicles: 5 });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

async function booked(body: object, guest?: SignedInAccount) {
  const account = guest ?? (await signedInAs(app, { role: 'guest', fullName: 'Mendel Goldberg' }));
  const response = await book(app, account, body as Record<string, unknown>);
  expect(response.statusCode, response.body).toBe(201);
  return { guest: account, booking: response.json<Booking>() };
}

/** One night from `checkIn`. */
const oneNight = (stay: StayRow, checkIn: string, checkOut: string) =>
  bookingRequest(stay.id, { checkIn, checkOut, numberOfGuests: 1 });

const rowOf = async (id: string) => {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
};

/** The guest cancels at `at`: answers the booking as it now stands. */
async function guestCancelsAt(guest: SignedInAccount, id: string, at: Date) {
  clock.set(at);
  const response = await rest(app, 'POST', `/bookings/${id}/cancel`, guest, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Booking>();
}

describe('a stay booking', () => {
  it('records its stay’s policy and when it begins (check-in day at the stay’s check-in time, New York)', async () => {
    const { booking } = await booked(oneNight(moderate, '2026-12-10', '2026-12-11'));
    // 16:00 in New York on 10 December (EST) is 21:00 UTC.
    expect(booking.cancellation).toEqual({
      policy: 'moderate',
      startsAt: '2026-12-10T21:00:00.000Z',
      deadlines: [
        { until: '2026-12-05T21:00:00.000Z', percent: 100 },
        { until: '2026-12-09T21:00:00.000Z', percent: 50 },
      ],
      refundNowPercent: 100,
      refundNowCents: 210_00,
      refundedPercent: null,
      refundedCents: null,
    });
    const row = await rowOf(booking.id);
    expect(row.cancellationPolicy).toBe('moderate');
    expect(row.startsAt.toISOString()).toBe('2026-12-10T21:00:00.000Z');

    // The GET answer says the same, and what cancelling would give back at that moment.
    clock.set('2026-12-07T12:00:00Z');
    const read = await rest(app, 'GET', `/bookings/${booking.id}`, host);
    expect(read.json<Booking>().cancellation).toMatchObject({
      policy: 'moderate',
      refundNowPercent: 50,
      refundNowCents: 105_00,
    });
    // Once it cannot be cancelled, nothing would come back.
    clock.set('2026-12-11T12:00:00Z');
    expect((await rest(app, 'GET', `/bookings/${booking.id}`, host)).json<Booking>()).toMatchObject({
      canCancel: false,
      cancellation: { refundNowPercent: 0, refundNowCents: 0 },
    });
  });

  it('keeps its policy when the host picks another for the stay; the stay’s pages answer the new one', async () => {
    const stay = await insertStay(app, host.user, { title: 'Policy-changing parlour' });
    const { booking } = await booked(oneNight(stay, '2026-12-20', '2026-12-21'));
    const pricing = {
      pricePerNightCents: 150_00,
      cleaningFeeCents: 60_00,
      minimumNights: 1,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      cancellationPolicy: 'strict',
    };
    const saved = await rest(app, 'PUT', `/host/stays/${stay.id}/pricing`, host, pricing);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<HostStay>().cancellationPolicy).toBe('strict');
    expect((await rest(app, 'GET', `/host/stays/${stay.id}`, host)).json<HostStay>()).toMatchObject({
      cancellationPolicy: 'strict',
    });
    expect((await getRest(app, `/stays/${stay.id}`)).json<StayDetail>().cancellationPolicy).toBe('strict');

    expect((await rowOf(booking.id)).cancellationPolicy).toBe('flexible');
    const read = await rest(app, 'GET', `/bookings/${booking.id}`, host);
    expect(read.json<Booking>().cancellation.policy).toBe('flexible');
    // A booking made now is under the new policy.
    const later = await booked(oneNight(stay, '2026-12-22', '2026-12-23'));
    expect(later.booking.cancellation.policy).toBe('strict');
  });

  it('refuses a pricing step without a policy, or with one a stay cannot have', async () => {
    const base = {
      pricePerNightCents: 150_00,
      cleaningFeeCents: 0,
      minimumNights: 1,
      checkInTime: '15:00',
      checkOutTime: '11:00',
    };
    for (const body of [base, { ...base, cancellationPolicy: 'meal' }, { ...base, cancellationPolicy: '' }]) {
      const response = await rest(app, 'PUT', `/host/stays/${flexible.id}/pricing`, host, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await getRest(app, `/stays/${flexible.id}`)).json<StayDetail>().cancellationPolicy).toBe(
      'flexible',
    );
  });
});

describe('the guest’s cancel refunds per the policy, at each deadline’s edges', () => {
  // [stay, check-in, instant before check-in the cancel happens, percent, cents]
  const cases = [
    // Flexible: everything until 24 hours before check-in (15:00 New York, 20:00 UTC), then nothing.
    ['flexible', '2026-12-01', DAY + 1, 100, 210_00],
    ['flexible', '2026-12-02', DAY, 0, 0],
    ['flexible', '2026-12-03', DAY - 1, 0, 0],
    // Moderate (16:00 check-in): everything until 5 days before, half until 24 hours before.
    ['moderate', '2026-12-12', 5 * DAY + 1, 100, 210_00],
    ['moderate', '2026-12-13', 5 * DAY, 50, 105_00],
    ['moderate', '2026-12-14', 5 * DAY - 1, 50, 105_00],
    ['moderate', '2026-12-15', DAY + 1, 50, 105_00],
    ['moderate', '2026-12-16', DAY, 0, 0],
    // Strict: everything until 14 days before, half (rounded down to the cent) until 7 days before.
    ['strict', '2026-12-20', 14 * DAY + 1, 100, 100_01],
    ['strict', '2026-12-21', 14 * DAY, 50, 50_00],
    ['strict', '2026-12-22', 7 * DAY + 1, 50, 50_00],
    ['strict', '2026-12-23', 7 * DAY, 0, 0],
    ['strict', '2026-12-24', 7 * DAY - 1, 0, 0],
  ] as const;

  it.each(cases)(
    '%s, check-in %s, %d ms before it: %d%%',
    async (policy, checkIn, before, percent, cents) => {
      const stay = { flexible, moderate, strict }[policy];
      const checkOut = `2026-12-${String(Number(checkIn.slice(8)) + 1).padStart(2, '0')}`;
      const { guest, booking } = await booked(oneNight(stay, checkIn, checkOut));
      const startsAt = Date.parse(booking.cancellation.startsAt);
      const cancelled = await guestCancelsAt(guest, booking.id, new Date(startsAt - before));
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        canCancel: false,
        cancellation: { policy, refundedPercent: percent, refundedCents: cents, refundNowPercent: 0 },
      });
      expect(await rowOf(booking.id)).toMatchObject({ refundedPercent: percent, refundedCents: cents });
    },
  );

  it('mails the guest what comes back: a part under the policy, everything, or nothing', async () => {
    const part = await booked(oneNight(moderate, '2027-01-10', '2027-01-11'));
    await guestCancelsAt(part.guest, part.booking.id, new Date('2027-01-07T12:00:00Z'));
    const [partMail] = await mailsTo(app, part.guest.email);
    expect(partMail?.text).toContain('You will get back $105.00 (50% of $210.00) under the moderate policy.');

    const whole = await booked(oneNight(moderate, '2027-01-12', '2027-01-13'));
    await guestCancelsAt(whole.guest, whole.booking.id, new Date(START));
    const [wholeMail] = await mailsTo(app, whole.guest.email);
    expect(wholeMail?.text).toContain('You will get back the whole amount, $210.00.');

    const none = await booked(oneNight(moderate, '2027-01-14', '2027-01-15'));
    await guestCancelsAt(none.guest, none.booking.id, new Date('2027-01-14T12:00:00Z'));
    const [noneMail] = await mailsTo(app, none.guest.email);
    expect(noneMail?.text).toContain('Nothing will be refunded');
  });

  it('says until when cancelling is free in the confirmation mail, in the guest’s language', async () => {
    const guest = await signedInAs(app, { role: 'guest', fullName: 'Mendel Goldberg' });
    const { booking } = await booked(oneNight(strict, '2027-02-10', '2027-02-11'), guest);
    const [confirmation] = await mailsTo(app, guest.email);
    expect(booking.cancellation.deadlines[0]?.until).toBe('2027-01-27T20:00:00.000Z');
    expect(confirmation?.text).toContain('Free cancellation until Wednesday, January 27, 2027 at 3:00 PM.');
  });
});

describe('the host’s and the admin’s cancel', () => {
  it('refund everything, even past every deadline of the policy', async () => {
    const byHost = await booked(oneNight(strict, '2026-11-30', '2026-12-01'));
    const byAdmin = await booked(oneNight(moderate, '2026-11-29', '2026-11-30'));
    clock.set('2026-11-30T12:00:00Z');
    const hostCancel = await rest(app, 'POST', `/host/bookings/${byHost.booking.id}/cancel`, host, {
      reason: 'A burst pipe',
    });
    expect(hostCancel.statusCode, hostCancel.body).toBe(200);
    expect(hostCancel.json<Booking>().cancellation).toMatchObject({
      refundedPercent: 100,
      refundedCents: 100_01,
    });
    const [hostMail] = await mailsTo(app, byHost.guest.email);
    expect(hostMail?.text).toContain('You will get back the whole amount, $100.01.');

    clock.set('2026-11-29T12:00:00Z');
    const adminCancel = await rest(app, 'POST', `/admin/bookings/${byAdmin.booking.id}/cancel`, admin, {
      reason: 'The building is closed',
    });
    expect(adminCancel.statusCode, adminCancel.body).toBe(200);
    expect(adminCancel.json<AdminBookingDetail>().cancellation).toMatchObject({
      policy: 'moderate',
      refundedPercent: 100,
      refundedCents: 210_00,
    });
    expect(await rowOf(byAdmin.booking.id)).toMatchObject({ refundedPercent: 100, refundedCents: 210_00 });
    const [adminMail] = await mailsTo(app, byAdmin.guest.email);
    expect(adminMail?.text).toContain('You will get back the whole amount, $210.00.');
  });
});

describe('meals and rides', () => {
  it('puts a meal under the meal policy, from the candle lighting that begins its day', async () => {
    const { guest, booking } = await booked(mealBookingRequest(meal.id, { date: '2026-11-28' }));
    const candles = holyDays('2026-11-28', '2026-11-28')[0]!.candleLighting;
    const startsAt = new Date(candles).toISOString();
    // Friday 27 November, 16:12 in New York.
    expect(startsAt).toBe('2026-11-27T21:12:00.000Z');
    expect(booking.cancellation).toMatchObject({
      policy: 'meal',
      startsAt,
      deadlines: [{ until: '2026-11-26T21:12:00.000Z', percent: 100 }],
    });
    // At the deadline it is too late for a refund, though the guest may still cancel.
    const cancelled = await guestCancelsAt(guest, booking.id, new Date('2026-11-26T21:12:00Z'));
    expect(cancelled.cancellation).toMatchObject({ refundedPercent: 0, refundedCents: 0 });

    const early = await booked(mealBookingRequest(meal.id, { date: '2026-11-28' }));
    const refunded = await guestCancelsAt(early.guest, early.booking.id, new Date('2026-11-26T21:11:59Z'));
    expect(refunded.cancellation).toMatchObject({ refundedPercent: 100 });
    expect(refunded.cancellation.refundedCents).toBe(refunded.totalCents);
  });

  it('puts a ride under the ride policy, from its pickup', async () => {
    const { guest, booking } = await booked(
      rideBookingRequest(service.id, { date: '2026-12-02', time: '21:00' }),
    );
    // 21:00 in New York on 2 December is 02:00 UTC on the 3rd.
    expect(booking.cancellation).toMatchObject({
      policy: 'ride',
      startsAt: '2026-12-03T02:00:00.000Z',
      deadlines: [{ until: '2026-12-02T02:00:00.000Z', percent: 100 }],
    });
    expect((await rowOf(booking.id)).startsAt.toISOString()).toBe(booking.ride?.pickupAt);
    const cancelled = await guestCancelsAt(guest, booking.id, new Date('2026-12-02T01:59:59.999Z'));
    expect(cancelled.cancellation).toMatchObject({ refundedPercent: 100, refundedCents: booking.totalCents });

    const late = await booked(rideBookingRequest(service.id, { date: '2026-12-02', time: '21:00' }));
    const lateCancel = await guestCancelsAt(late.guest, late.booking.id, new Date('2026-12-02T02:00:00Z'));
    expect(lateCancel.cancellation).toMatchObject({ refundedPercent: 0, refundedCents: 0 });
  });
});
