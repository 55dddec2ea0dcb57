import type { Booking, MealType } from '@orchim/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mealSittings } from '../src/db/schema';
import { insertMeal, mealBookingRequest, type MealOfferRow } from './helpers/meals';
import {
  book,
  getRest,
  signedInAccount,
  type SignedInAccount,
  callAs,
  mailsTo as mailsOf,
} from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

// Today in New York is Sunday 2026-03-01. Shabbos Vayakhel-Pekudei is 2026-03-14, its candles at 18:42
// on Friday 13 March (22:42Z); Pesach I and II are 2 and 3 April; 10 March is a Tuesday.
const START = '2026-03-01T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let host: SignedInAccount;
let meal: MealOfferRow;
let free: MealOfferRow;

beforeAll(async () => {
  app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
  host = await signedInAccount(app, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
  meal = await insertMeal(app, host.user, {
    title: 'Friday night with the Mintzes',
    area: 'Crown Street',
    address: '512 Crown Street, Brooklyn, NY 11213',
    mealTypes: ['friday_night', 'shabbos_lunch', 'yom_tov_night'],
    pricePerGuestCents: 36_00,
    seatsPerMeal: 6,
    closedDates: ['2026-03-21'],
  });
  free = await insertMeal(app, host.user, {
    title: 'Free Shabbos lunch',
    pricePerGuestCents: 0,
    seatsPerMeal: 10,
  });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

const mailsTo = (to: string) => mailsOf(app, to);

const call = (method: 'GET' | 'POST', path: string, guest: SignedInAccount | null, payload?: object) =>
  callAs(app, method, path, guest, payload);

async function seatsTaken(offerId: string, date: string, mealType: MealType) {
  const [row] = await app.db
    .select()
    .from(mealSittings)
    .where(
      and(
        eq(mealSittings.mealOfferId, offerId),
        eq(mealSittings.date, date),
        eq(mealSittings.mealType, mealType),
      ),
    );
  return row?.seatsTaken ?? null;
}

const INVALID_DATES = {
  code: 'invalid_dates',
  message: 'Please select valid dates',
  fields: { date: 'messages.invalidDates' },
};

describe('POST /rest/v1/bookings {kind: meal}', () => {
  it('books seats: 201 with the server price, the exact address in the booking, and mails to guest and host', async () => {
    const guest = await signedInAccount(app, { fullName: 'Mendel Goldberg' });
    const response = await book(
      app,
      guest,
      mealBookingRequest(meal.id, {
        numberOfGuests: 3,
        dietaryNeeds: 'One vegetarian',
        specialRequests: 'We may be a few minutes late',
        totalCents: 1,
        pricePerGuestCents: 1,
      }),
    );
    expect(response.statusCode).toBe(201);
    const booking = response.json<Booking>();
    expect(booking).toMatchObject({
      kind: 'meal',
      status: 'confirmed',
      email: guest.email,
      numberOfGuests: 3,
      totalCents: 108_00,
      currency: 'USD',
      canCancel: true,
      stay: null,
      meal: {
        id: meal.id,
        title: 'Friday night with the Mintzes',
        area: 'Crown Street',
        address: '512 Crown Street, Brooklyn, NY 11213',
        hostName: 'Rivka',
        date: '2026-03-14',
        mealType: 'friday_night',
        pricePerGuestCents: 36_00,
        dietaryNeeds: 'One vegetarian',
        cover: expect.objectContaining({ src: `/images/meals/${meal.id}/0.svg` }),
        holyDay: expect.objectContaining({
          date: '2026-03-14',
          kinds: ['shabbos'],
          candleLighting: '2026-03-13T22:42:00.000Z',
        }),
      },
    });
    expect(booking.meal?.holyDay?.names.en).toBe('Vayakhel-Pekudei');
    expect(await seatsTaken(meal.id, '2026-03-14', 'friday_night')).toBe(3);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ serviceDate: '2026-03-14', startsOn: '2026-03-14', endsOn: '2026-03-14' });

    // The address is only in the booking: neither the page nor the list have it.
    const page = await getRest(app, `/meals/${meal.id}`);
    expect(page.body).not.toContain('512 Crown Street');
    const list = await getRest(app, '/meals');
    expect(list.body).not.toContain('512 Crown Street');

    const [toGuest] = await mailsTo(guest.email);
    expect(toGuest?.subject).toBe(`Booking confirmed: ${booking.reference}, Friday night with the Mintzes`);
    expect(toGuest?.text).toContain('Your meal is booked.');
    expect(toGuest?.text).toContain('512 Crown Street, Brooklyn, NY 11213');
    expect(toGuest?.text).toContain('Meal: Friday night dinner, Vayakhel-Pekudei');
    expect(toGuest?.text).toContain('When: Friday, March 13, 2026, evening');
    expect(toGuest?.text).toContain('Candle lighting: 6:42 PM');
    expect(toGuest?.text).toContain('3 guests × $36.00: $108.00');
    const [toHost] = await mailsTo(host.email);
    expect(toHost?.subject).toBe(`New booking ${booking.reference}: Friday night with the Mintzes`);
    expect(toHost?.text).toContain('Dietary needs: One vegetarian');
    expect(toHost?.text).toContain('Special requests: We may be a few minutes late');

    // Read back by the guest and in "My bookings".
    const again = await call('GET', `/bookings/${booking.id}`, guest);
    expect(again.json<Booking>().meal?.address).toBe('512 Crown Street, Brooklyn, NY 11213');
    const mine = await call('GET', '/bookings?scope=upcoming&kind=meal', guest);
    expect(mine.json<{ items: Booking[] }>().items.map((item) => item.id)).toEqual([booking.id]);
  });

  it('books a free meal at no cost', async () => {
    const guest = await signedInAccount(app);
    const response = await book(
      app,
      guest,
      mealBookingRequest(free.id, { mealType: 'shabbos_lunch', numberOfGuests: 4 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Booking>()).toMatchObject({ totalCents: 0, meal: { pricePerGuestCents: 0 } });
    const [toGuest] = await mailsTo(guest.email);
    expect(toGuest?.text).toContain('Price: Free');
  });

  it('needs a signed-in user (401) and a published offer (404)', async () => {
    expect((await book(app, null, mealBookingRequest(meal.id))).statusCode).toBe(401);
    const guest = await signedInAccount(app);
    const draft = await insertMeal(app, host.user, { status: 'draft' });
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await book(app, guest, mealBookingRequest(id));
      expect(response.statusCode).toBe(404);
    }
  });

  const refusals: [string, Record<string, unknown>, string?][] = [
    ['a Tuesday', { date: '2026-03-10' }],
    ['a past Shabbos', { date: '2026-02-28' }],
    ['a closed date', { date: '2026-03-21' }],
    ['a meal type the family does not offer', { mealType: 'seudah_shlishit' }],
    ['a Yom Tov meal on a plain Shabbos', { mealType: 'yom_tov_night' }],
    ['a Shabbos meal on a weekday Yom Tov', { date: '2026-04-02', mealType: 'friday_night' }],
    ['a date beyond the booking horizon', { date: '2026-09-26' }],
    ['after candle lighting', {}, '2026-03-13T23:00:00Z'],
  ];
  for (const [what, overrides, now] of refusals) {
    it(`refuses ${what}: 400 invalid_dates, "Please select valid dates", no seats taken`, async () => {
      if (now) clock.set(now);
      const guest = await signedInAccount(app);
      const body = mealBookingRequest(meal.id, overrides);
      const before = await seatsTaken(meal.id, String(body.date), body.mealType);
      const response = await book(app, guest, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_DATES);
      expect(await seatsTaken(meal.id, String(body.date), body.mealType)).toBe(before);
      expect(await app.db.select().from(bookings).where(eq(bookings.guestId, guest.user.id))).toEqual([]);
    });
  }

  it('books until candle lighting: 18:41 on Friday is still in time', async () => {
    clock.set('2026-03-13T22:41:00Z');
    const guest = await signedInAccount(app);
    const response = await book(
      app,
      guest,
      mealBookingRequest(meal.id, { mealType: 'shabbos_lunch', numberOfGuests: 1 }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('books a Yom Tov meal on Yom Tov', async () => {
    const guest = await signedInAccount(app);
    const response = await book(
      app,
      guest,
      mealBookingRequest(meal.id, { date: '2026-04-03', mealType: 'yom_tov_night', numberOfGuests: 2 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Booking>().meal?.holyDay?.names.en).toBe('Pesach II');
  });

  it("refuses more guests than the family seats: 400 too_many_guests in the product's words", async () => {
    const guest = await signedInAccount(app);
    const response = await book(
      app,
      guest,
      mealBookingRequest(meal.id, { date: '2026-03-28', numberOfGuests: 7 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'too_many_guests',
      message: 'Too many guests for this accommodation',
      fields: { numberOfGuests: 'messages.tooManyGuests' },
    });
  });

  it('says how many seats are left when too few, and 409 when none are', async () => {
    const [a, b, c] = await Promise.all([signedInAccount(app), signedInAccount(app), signedInAccount(app)]);
    const sitting = { date: '2026-04-11', mealType: 'shabbos_lunch' as const };
    expect(
      (await book(app, a, mealBookingRequest(meal.id, { ...sitting, numberOfGuests: 4 }))).statusCode,
    ).toBe(201);

    const tooMany = await book(app, b, mealBookingRequest(meal.id, { ...sitting, numberOfGuests: 3 }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      code: 'too_many_guests',
      message: 'Too many guests for this accommodation',
      fields: { numberOfGuests: 'messages.tooManyGuests' },
      seatsLeft: 2,
    });
    expect(
      (await book(app, b, mealBookingRequest(meal.id, { ...sitting, numberOfGuests: 2 }))).statusCode,
    ).toBe(201);
    expect(await seatsTaken(meal.id, sitting.date, sitting.mealType)).toBe(6);

    const full = await book(app, c, mealBookingRequest(meal.id, { ...sitting, numberOfGuests: 1 }));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      code: 'booking_unavailable',
      message: 'This booking is no longer available',
    });
  });

  it('cancels until candle lighting: the seats are free again at once, and both are told', async () => {
    const guest = await signedInAccount(app, { fullName: 'Chaya Levin' });
    const sitting = { date: '2026-04-18', mealType: 'friday_night' as const };
    const booking = (
      await book(app, guest, mealBookingRequest(meal.id, { ...sitting, numberOfGuests: 6 }))
    ).json<Booking>();
    expect(await seatsTaken(meal.id, sitting.date, sitting.mealType)).toBe(6);
    const other = await signedInAccount(app);
    expect(
      (await book(app, other, mealBookingRequest(meal.id, { ...sitting, numberOfGuests: 1 }))).statusCode,
    ).toBe(409);

    const cancelled = await call('POST', `/bookings/${booking.id}/cancel`, guest, {
      reason: 'Plans changed',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Booking>()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await seatsTaken(meal.id, sitting.date, sitting.mealType)).toBe(0);
    expect(
      (await book(app, other, mealBookingRequest(meal.id, { ...sitting, numberOfGuests: 6 }))).statusCode,
    ).toBe(201);

    const toGuest = (await mailsTo(guest.email)).find((mail) => mail.subject.startsWith('Booking cancelled'));
    expect(toGuest?.subject).toBe(`Booking cancelled: ${booking.reference}, Friday night with the Mintzes`);
    const toHost = (await mailsTo(host.email)).find(
      (mail) =>
        mail.subject ===
        `Booking cancelled by the guest: ${booking.reference}, Friday night with the Mintzes`,
    );
    expect(toHost?.text).toContain('These seats are free again for other guests.');
    expect(toHost?.text).toContain('Reason: Plans changed');
  });

  it('does not cancel after candle lighting (409 booking_not_cancellable), and keeps the seats', async () => {
    const guest = await signedInAccount(app);
    const booking = (
      await book(app, guest, mealBookingRequest(meal.id, { date: '2026-03-07', numberOfGuests: 2 }))
    ).json<Booking>();
    clock.set('2026-03-06T22:33:00Z'); // 17:33 in New York, a minute before candles
    expect((await call('GET', `/bookings/${booking.id}`, guest)).json<Booking>().canCancel).toBe(true);
    clock.set('2026-03-06T22:34:00Z');
    expect((await call('GET', `/bookings/${booking.id}`, guest)).json<Booking>().canCancel).toBe(false);
    const late = await call('POST', `/bookings/${booking.id}/cancel`, guest, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'booking_not_cancellable' });
    expect(await seatsTaken(meal.id, '2026-03-07', 'friday_night')).toBe(2);
  });

  it('validates the meal fields with the shared schema', async () => {
    const guest = await signedInAccount(app);
    const response = await book(app, guest, {
      ...mealBookingRequest(meal.id),
      mealType: 'brunch',
      date: 'soon',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(response.json<{ fields: object }>().fields).sort()).toEqual(['date', 'mealType']);
  });

  it('keeps seats_taken equal to the seats of confirmed bookings', async () => {
    const rows = await app.db.select().from(mealSittings);
    const confirmed = await app.db.select().from(bookings).where(eq(bookings.status, 'confirmed'));
    for (const sitting of rows) {
      const held = confirmed
        .filter(
          (b) =>
            b.mealOfferId === sitting.mealOfferId &&
            b.serviceDate === sitting.date &&
            b.mealType === sitting.mealType,
        )
        .reduce((sum, b) => sum + b.numberOfGuests, 0);
      expect(sitting.seatsTaken, `${sitting.date} ${sitting.mealType}`).toBe(held);
    }
  });
});
