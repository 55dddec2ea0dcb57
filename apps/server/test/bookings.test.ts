import { randomUUID } from 'node:crypto';
import type { Booking, BookingPage } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, stayReservations } from '../src/db/schema';
import { createAccount, PASSWORD, sessionOf, bearer } from './helpers/auth';
import {
  book,
  bookingRequest,
  callAs,
  mailsTo as mailsOf,
  getRest,
  insertStay,
  searchStays,
  signedInAccount,
  type SignedInAccount,
  type StayRow,
} from './helpers/stays';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

// Today in New York is 2026-03-01 (10:00 there); tests that travel in time put the clock back after.
const START = '2026-03-01T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let host: SignedInAccount;
let stay: StayRow;

beforeAll(async () => {
  app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
  host = await signedInAccount(app, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
  stay = await insertStay(app, host.user, {
    title: 'Garden floor on Crown Street',
    area: 'Crown Street',
    address: '512 Crown Street, Brooklyn, NY 11213',
    pricePerNightCents: 150_00,
    cleaningFeeCents: 60_00,
    maxGuests: 4,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    blocked: [['2026-05-01', '2026-05-05']],
  });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

const mailsTo = (to: string) => mailsOf(app, to);

const call = (method: 'GET' | 'POST', path: string, guest: SignedInAccount | null, payload?: object) =>
  callAs(app, method, path, guest, payload);

const cancel = (guest: SignedInAccount | null, id: string, payload: object = {}) =>
  call('POST', `/bookings/${id}/cancel`, guest, payload);

describe('POST /rest/v1/bookings', () => {
  it('books the stay: 201 with a reference, the server price, the account email, and mails to guest and host', async () => {
    const guest = await signedInAccount(app, { fullName: 'Mendel Goldberg' });
    const response = await book(
      app,
      guest,
      bookingRequest(stay.id, {
        checkIn: '2026-03-15',
        checkOut: '2026-03-18',
        numberOfGuests: 3,
        specialRequests: 'A crib, please <3 & thank you',
        // Neither is the caller's to decide: the account's email and the stay's price win.
        email: 'someone-else@example.com',
        totalCents: 1,
        pricePerNightCents: 1,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json<Booking>();
    expect(booking).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^OR-[2-9A-HJ-NP-Z]{6}$/),
      kind: 'stay',
      status: 'confirmed',
      createdAt: START.replace('Z', '.000Z'),
      cancelledAt: null,
      firstName: 'Mendel',
      lastName: 'Goldberg',
      email: guest.email,
      phone: '+1 718 555 0170',
      numberOfGuests: 3,
      specialRequests: 'A crib, please <3 & thank you',
      totalCents: 510_00,
      currency: 'USD',
      canCancel: true,
      // The stay's policy (flexible), from check-in day at its check-in time, New York's (EDT) 15:00.
      cancellation: {
        policy: 'flexible',
        startsAt: '2026-03-15T19:00:00.000Z',
        deadlines: [{ until: '2026-03-14T19:00:00.000Z', percent: 100 }],
        refundNowPercent: 100,
        refundNowCents: 510_00,
        refundedPercent: null,
        refundedCents: null,
      },
      // No Stripe settings: paid to the host on arrival, by the means the host accepts (cash, until they say).
      payment: {
        method: 'on_arrival',
        status: 'on_arrival',
        amountCents: 510_00,
        currency: 'USD',
        acceptedMeans: ['cash'],
        holdExpiresAt: null,
        checkoutUrl: null,
        paidAt: null,
        refund: null,
      },
      stay: {
        id: stay.id,
        title: 'Garden floor on Crown Street',
        area: 'Crown Street',
        address: '512 Crown Street, Brooklyn, NY 11213',
        checkInTime: '15:00',
        checkOutTime: '11:00',
        cover: expect.objectContaining({ src: `/images/stays/${stay.id}/0.webp` }),
        hostName: 'Rivka',
        checkIn: '2026-03-15',
        checkOut: '2026-03-18',
        nights: 3,
        pricePerNightCents: 150_00,
        subtotalCents: 450_00,
        cleaningFeeCents: 60_00,
      },
      meal: null,
      ride: null,
    });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      email: guest.email,
      totalCents: 510_00,
      guestId: guest.user.id,
      hostId: host.user.id,
    });

    const [toGuest] = await mailsTo(guest.email);
    expect(toGuest?.subject).toBe(`Booking confirmed: ${booking.reference}, Garden floor on Crown Street`);
    for (const part of [
      '512 Crown Street, Brooklyn, NY 11213',
      'Check-in: Sunday, March 15, 2026, from 15:00',
      'Check-out: Wednesday, March 18, 2026, by 11:00',
      'Guests: 3 guests',
      '3 nights × $150.00: $450.00',
      'Cleaning fee: $60.00',
      'Total: $510.00',
      'Free cancellation until Saturday, March 14, 2026 at 3:00 PM.',
      `https://orchim.example/bookings/${booking.id}`,
    ]) {
      expect(toGuest?.text).toContain(part);
    }
    expect(toGuest?.html).toContain(`href="https://orchim.example/bookings/${booking.id}"`);

    const [toHost] = await mailsTo(host.email);
    expect(toHost?.subject).toBe(`New booking ${booking.reference}: Garden floor on Crown Street`);
    for (const part of [
      'Guest: Mendel Goldberg',
      `Email: ${guest.email}`,
      'Phone: +1 718 555 0170',
      'Guests: 3 guests',
      'Check-in: Sunday, March 15, 2026',
      'Special requests: A crib, please <3 & thank you',
      'Total: $510.00',
    ]) {
      expect(toHost?.text).toContain(part);
    }
    // What people wrote is escaped in the HTML.
    expect(toHost?.html).toContain('A crib, please &lt;3 &amp; thank you');
    expect(toHost?.html).not.toContain('<3 &');
  });

  it('lets the admin read both mails in the outbox', async () => {
    const admin = await createAccount(app, { appMetadata: { provider: 'email', roles: ['admin'] } });
    const { access_token } = await sessionOf(app, { email: admin.email, password: PASSWORD });
    const guest = await signedInAccount(app);
    const response = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-06-01', checkOut: '2026-06-03' }),
    );
    const { reference } = response.json<Booking>();
    for (const to of [guest.email, host.email]) {
      const outbox = await app.inject({
        method: 'GET',
        url: `/rest/v1/admin/outbox?to=${encodeURIComponent(to)}`,
        headers: { apikey: await apiKey(), ...bearer(access_token) },
      });
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json<{ subject: string }[]>().some((mail) => mail.subject.includes(reference))).toBe(
        true,
      );
    }
  });

  it('needs a signed-in user (401), and an existing published stay (404)', async () => {
    const signedOut = await book(app, null, bookingRequest(stay.id));
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'no_authorization' });

    const guest = await signedInAccount(app);
    expect((await book(app, guest, bookingRequest(randomUUID()))).statusCode).toBe(404);
    const draft = await insertStay(app, host.user, { status: 'draft' });
    expect((await book(app, guest, bookingRequest(draft.id))).json()).toEqual({
      code: 'not_found',
      message: 'Not found',
    });
  });

  it.each([
    ['a check-in in the past', { checkIn: '2026-02-28', checkOut: '2026-03-03' }, { reason: 'past' }],
    [
      'a check-out before the check-in',
      { checkIn: '2026-03-20', checkOut: '2026-03-17' },
      { reason: 'order' },
    ],
    [
      'a check-out on the check-in day',
      { checkIn: '2026-03-20', checkOut: '2026-03-20' },
      { reason: 'order' },
    ],
    [
      'fewer nights than the minimum of 2',
      { checkIn: '2026-03-20', checkOut: '2026-03-21' },
      { reason: 'minimumNights', limit: 2 },
    ],
    [
      'more than 60 nights',
      { checkIn: '2026-03-20', checkOut: '2026-05-25' },
      { reason: 'maximumNights', limit: 60 },
    ],
    [
      'a check-in beyond the booking horizon',
      { checkIn: '2027-09-01', checkOut: '2027-09-04' },
      { reason: 'tooFarAhead', limit: 540 },
    ],
  ])(
    'refuses %s: 400 invalid_dates, "Please select valid dates" and why, nothing booked',
    async (_case, dates, datesProblem) => {
      const guest = await signedInAccount(app);
      const response = await book(app, guest, bookingRequest(stay.id, dates));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid_dates',
        message: 'Please select valid dates',
        fields: { checkIn: 'messages.invalidDates' },
        datesProblem,
      });
      expect(await app.db.select().from(bookings).where(eq(bookings.guestId, guest.user.id))).toEqual([]);
      expect(await mailsTo(guest.email)).toEqual([]);
    },
  );

  it('refuses more guests than the stay takes: 400 too_many_guests, "Too many guests for this accommodation"', async () => {
    const guest = await signedInAccount(app);
    const response = await book(app, guest, bookingRequest(stay.id, { numberOfGuests: 5 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'too_many_guests',
      message: 'Too many guests for this accommodation',
      fields: { numberOfGuests: 'messages.tooManyGuests' },
    });
    expect((await book(app, guest, bookingRequest(stay.id, { numberOfGuests: 0 }))).json()).toMatchObject({
      code: 'validation_failed',
      fields: { numberOfGuests: 'validation.guestsMin' },
    });
  });

  it('refuses taken nights: 409 booking_unavailable, "This booking is no longer available"', async () => {
    const [first, second] = [await signedInAccount(app), await signedInAccount(app)];
    expect(
      (await book(app, first, bookingRequest(stay.id, { checkIn: '2026-04-10', checkOut: '2026-04-14' })))
        .statusCode,
    ).toBe(201);
    for (const dates of [
      { checkIn: '2026-04-10', checkOut: '2026-04-14' }, // the same
      { checkIn: '2026-04-12', checkOut: '2026-04-16' }, // the end
      { checkIn: '2026-04-08', checkOut: '2026-04-11' }, // the start
      { checkIn: '2026-04-11', checkOut: '2026-04-13' }, // inside
      { checkIn: '2026-04-29', checkOut: '2026-05-02' }, // dates the host blocked
    ]) {
      const response = await book(app, second, bookingRequest(stay.id, dates));
      expect(response.statusCode, JSON.stringify(dates)).toBe(409);
      expect(response.json()).toEqual({
        code: 'booking_unavailable',
        message: 'This booking is no longer available',
      });
    }
    expect(await app.db.select().from(bookings).where(eq(bookings.guestId, second.user.id))).toEqual([]);
    // Check-out day is the next guest's check-in day, both ways.
    expect(
      (await book(app, second, bookingRequest(stay.id, { checkIn: '2026-04-14', checkOut: '2026-04-16' })))
        .statusCode,
    ).toBe(201);
    expect(
      (await book(app, second, bookingRequest(stay.id, { checkIn: '2026-04-08', checkOut: '2026-04-10' })))
        .statusCode,
    ).toBe(201);
  });

  it('validates the form fields (product §3) with the shared schema', async () => {
    const guest = await signedInAccount(app);
    const response = await book(app, guest, {
      ...bookingRequest(stay.id),
      firstName: ' ',
      lastName: 'x'.repeat(51),
      phone: '',
      specialRequests: '<script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        firstName: 'validation.required',
        lastName: 'validation.tooLong',
        phone: expect.any(String),
        specialRequests: 'validation.unsafe',
      },
    });
  });

  it('keeps the booking when the mailer fails, and logs it', async () => {
    const guest = await signedInAccount(app);
    const send = app.mailer.send;
    app.mailer.send = async () => {
      throw new Error('SMTP is down');
    };
    try {
      const response = await book(
        app,
        guest,
        bookingRequest(stay.id, { checkIn: '2026-07-01', checkOut: '2026-07-03' }),
      );
      expect(response.statusCode).toBe(201);
      const [row] = await app.db.select().from(bookings).where(eq(bookings.guestId, guest.user.id));
      expect(row?.status).toBe('confirmed');
    } finally {
      app.mailer.send = send;
    }
  });
});

describe('GET /rest/v1/bookings and /rest/v1/bookings/{id}', () => {
  it('lists my own bookings: upcoming soonest first, past and cancelled latest first, all newest made first', async () => {
    const guest = await signedInAccount(app);
    const other = await signedInAccount(app);
    const made: Record<string, Booking> = {};
    for (const [name, checkIn, checkOut] of [
      ['august', '2026-08-10', '2026-08-12'],
      ['march', '2026-03-03', '2026-03-05'],
      ['june', '2026-06-10', '2026-06-12'],
      ['cancelled', '2026-09-01', '2026-09-03'],
    ] as const) {
      clock.advance(60_000); // made one after the other
      const response = await book(app, guest, bookingRequest(stay.id, { checkIn, checkOut }));
      expect(response.statusCode, response.body).toBe(201);
      made[name] = response.json<Booking>();
    }
    expect((await cancel(guest, made.cancelled!.id)).statusCode).toBe(200);
    await book(app, other, bookingRequest(stay.id, { checkIn: '2026-10-01', checkOut: '2026-10-03' }));

    const list = async (query: string) => {
      const response = await call('GET', `/bookings${query}`, guest);
      expect(response.statusCode).toBe(200);
      return response.json<BookingPage>().items.map((booking) => booking.id);
    };
    expect(await list('')).toEqual(['cancelled', 'june', 'march', 'august'].map((name) => made[name]!.id));
    expect(await list('?scope=upcoming')).toEqual(['march', 'june', 'august'].map((name) => made[name]!.id));
    expect(await list('?scope=past')).toEqual([made.cancelled!.id]);

    // A week later the March stay is over: it moves to past.
    clock.set('2026-03-08T15:00:00Z');
    expect(await list('?scope=upcoming')).toEqual(['june', 'august'].map((name) => made[name]!.id));
    expect(await list('?scope=past&kind=stay')).toEqual(['cancelled', 'march'].map((name) => made[name]!.id));
    const page = (await call('GET', '/bookings?scope=past', guest)).json<BookingPage>();
    expect(page).toMatchObject({ page: 1, hasMore: false });
    expect(page.items[1]).toMatchObject({ status: 'confirmed', canCancel: false });
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/bookings', null)).statusCode).toBe(401);
    expect((await call('GET', `/bookings/${randomUUID()}`, null)).statusCode).toBe(401);
  });

  it('shows a booking to its guest and to the host of the stay, and is 404 to anyone else', async () => {
    const guest = await signedInAccount(app);
    const { id } = (
      await book(app, guest, bookingRequest(stay.id, { checkIn: '2026-06-20', checkOut: '2026-06-22' }))
    ).json<Booking>();
    const asGuest = await call('GET', `/bookings/${id}`, guest);
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json()).toMatchObject({ id, email: guest.email, canCancel: true });
    const asHost = await call('GET', `/bookings/${id}`, host);
    expect(asHost.statusCode).toBe(200);
    expect(asHost.json()).toMatchObject({ id, firstName: 'Mendel' });

    const stranger = await signedInAccount(app);
    const hidden = await call('GET', `/bookings/${id}`, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual((await call('GET', `/bookings/${randomUUID()}`, stranger)).json());
  });
});

describe('POST /rest/v1/bookings/{id}/cancel', () => {
  it('cancels: the nights are free again at once, for search and for a new booking, and both are told', async () => {
    const guest = await signedInAccount(app);
    const dates = { checkIn: '2026-03-25', checkOut: '2026-03-28' };
    const booking = (await book(app, guest, bookingRequest(stay.id, dates))).json<Booking>();
    expect((await searchStays(app, dates)).json().items).toEqual([]);

    clock.advance(3_600_000);
    const response = await cancel(guest, booking.id, { reason: 'Our flight moved' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      cancelledAt: '2026-03-01T16:00:00.000Z',
      canCancel: false,
    });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ cancelledBy: guest.user.id, cancelReason: 'Our flight moved' });
    expect(
      await app.db.select().from(stayReservations).where(eq(stayReservations.bookingId, booking.id)),
    ).toEqual([]);

    expect((await searchStays(app, dates)).json().items.map((item: { id: string }) => item.id)).toEqual([
      stay.id,
    ]);
    expect(
      (await getRest(app, `/stays/${stay.id}/quote?checkIn=2026-03-25&checkOut=2026-03-28`)).json(),
    ).toMatchObject({
      available: true,
    });
    const again = await book(app, await signedInAccount(app), bookingRequest(stay.id, dates));
    expect(again.statusCode).toBe(201);

    const [toGuest] = await mailsTo(guest.email);
    expect(toGuest?.subject).toBe(`Booking cancelled: ${booking.reference}, Garden floor on Crown Street`);
    // The host's newest mail is the new booking of the same nights; the cancellation came just before.
    const toHost = (await mailsTo(host.email)).find((mail) => mail.subject.startsWith('Booking cancelled'));
    expect(toHost?.subject).toBe(
      `Booking cancelled by the guest: ${booking.reference}, Garden floor on Crown Street`,
    );
    expect(toHost?.text).toContain('Reason: Our flight moved');
  });

  it('takes a cancel without a body', async () => {
    const guest = await signedInAccount(app);
    const { id } = (
      await book(app, guest, bookingRequest(stay.id, { checkIn: '2026-07-10', checkOut: '2026-07-12' }))
    ).json<Booking>();
    const response = await app.inject({
      method: 'POST',
      url: `/rest/v1/bookings/${id}/cancel`,
      headers: await guest.headers(),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('is 404 to anyone but the guest, the host included, and 401 signed out', async () => {
    const guest = await signedInAccount(app);
    const { id } = (
      await book(app, guest, bookingRequest(stay.id, { checkIn: '2026-07-20', checkOut: '2026-07-22' }))
    ).json<Booking>();
    expect((await cancel(await signedInAccount(app), id)).statusCode).toBe(404);
    expect((await cancel(host, id)).statusCode).toBe(404);
    expect((await cancel(null, id)).statusCode).toBe(401);
    expect((await call('GET', `/bookings/${id}`, guest)).json()).toMatchObject({ status: 'confirmed' });
  });

  it('refuses once check-in day has passed, and a second cancel: 409 booking_not_cancellable', async () => {
    const guest = await signedInAccount(app);
    const { id } = (
      await book(app, guest, bookingRequest(stay.id, { checkIn: '2026-03-05', checkOut: '2026-03-07' }))
    ).json<Booking>();

    // On check-in day (New York) it can still be cancelled; the day after it cannot.
    clock.set('2026-03-06T04:59:00Z'); // 23:59 on 5 March in New York
    expect((await call('GET', `/bookings/${id}`, guest)).json()).toMatchObject({ canCancel: true });
    clock.set('2026-03-06T05:00:00Z');
    expect((await call('GET', `/bookings/${id}`, guest)).json()).toMatchObject({ canCancel: false });
    const late = await cancel(guest, id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'booking_not_cancellable',
      message: 'This booking can no longer be cancelled.',
    });

    clock.set(START);
    const other = await signedInAccount(app);
    const second = (
      await book(app, other, bookingRequest(stay.id, { checkIn: '2026-08-20', checkOut: '2026-08-22' }))
    ).json<Booking>();
    expect((await cancel(other, second.id)).statusCode).toBe(200);
    expect((await cancel(other, second.id)).json()).toMatchObject({ code: 'booking_not_cancellable' });
  });
});
