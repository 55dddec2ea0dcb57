import type { AdminBooking, AdminBookingDetail, AdminBookingPage } from '@orchim/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate';
import { bookings, mealSittings } from '../src/db/schema';
import { auditRows, expectAdminOnly, expectError } from './helpers/admin';
import { rest, signedInAs } from './helpers/host';
import { insertMeal, mealBookingRequest, type MealOfferRow } from './helpers/meals';
import { insertOhelListing } from './helpers/ohel';
import { insertPastBooking } from './helpers/past-bookings';
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

/**
 * The admin's bookings: every kind found by reference, guest or listing; one read whole; and the admin's
 * cancel, which is the guest's and host's own (what the booking held is free again), audited, and mailed
 * to the guest and the host.
 */

// Today in New York is Monday 2026-11-23 (10:00 there); Shabbos Vayetzei is Saturday 2026-11-28.
const START = '2026-11-23T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let admin: SignedInAccount;
let host: SignedInAccount;
let guest: SignedInAccount;
let stay: StayRow;
let meal: MealOfferRow;
let service: TransportServiceRow;
const MISSING = '4b5ff0bb-2f7b-4a0e-9a64-5d1f7e0b6c11';
const REASON = 'The host’s building is closed <by the city> & cannot take guests';

beforeAll(async () => {
  app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
  admin = await signedInAs(app, { role: 'admin' });
  host = await signedInAs(app, { fullName: 'Rivka Mintz', name: 'rivka' });
  guest = await signedInAs(app, { role: 'guest', fullName: 'Mendel Goldberg', name: 'mendel' });
  stay = await insertStay(app, host.user, {
    title: 'Quinceprobe garden floor on Crown Street',
    maxGuests: 4,
    pricePerNightCents: 150_00,
    cleaningFeeCents: 40_00,
    reviews: [],
  });
  meal = await insertMeal(app, host.user, {
    title: 'Quinceprobe Friday night with the Mintzes',
    seatsPerMeal: 2,
    reviews: [],
  });
  service = await insertTransportService(app, host.user, {
    title: 'Quinceprobe JFK by sedan',
    vehicles: 1,
    reviews: [],
  });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

async function booked(account: SignedInAccount, body: object) {
  const response = await book(app, account, body as Record<string, unknown>);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; reference: string }>();
}

const list = async (query: Record<string, string> = {}) => {
  const response = await rest(app, 'GET', `/admin/bookings?${new URLSearchParams(query)}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminBookingPage>();
};
const found = async (q: string, query: Record<string, string> = {}) =>
  (await list({ q, ...query })).items.map((item) => item.id);
const detail = async (id: string) => {
  const response = await rest(app, 'GET', `/admin/bookings/${id}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminBookingDetail>();
};
const cancel = (id: string, payload?: object) =>
  rest(app, 'POST', `/admin/bookings/${id}/cancel`, admin, payload);
const rowOf = async (id: string) => (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
/** The team's cancellation mail to `to` (newest first; later mails may have followed it). */
const cancelledMailTo = async (to: string) =>
  (await mailsTo(app, to)).find((mail) => mail.subject.startsWith('Booking cancelled by Orchim'));

describe('GET /rest/v1/admin/bookings', () => {
  it('finds bookings of every kind by reference, guest email, guest name and listing title, newest first', async () => {
    const levi = await signedInAs(app, { role: 'guest', name: 'levi.katz' });
    const stayBooking = await booked(
      levi,
      bookingRequest(stay.id, {
        checkIn: '2027-01-10',
        checkOut: '2027-01-12',
        firstName: 'Levi',
        lastName: 'Quincekatz',
      }),
    );
    clock.advance(60_000);
    const mealBooking = await booked(
      guest,
      mealBookingRequest(meal.id, { date: '2026-11-28', numberOfGuests: 1, lastName: 'Quincegold' }),
    );
    clock.advance(60_000);
    const rideBooking = await booked(
      guest,
      rideBookingRequest(service.id, { date: '2026-12-02', time: '09:00', lastName: 'Quincegold' }),
    );

    // A part of the reference, in any case.
    const code = stayBooking.reference.slice(3, 8).toLowerCase();
    expect(await found(code)).toContain(stayBooking.id);
    expect(await found(stayBooking.reference)).toEqual([stayBooking.id]);
    // The guest's email, as booked (the account's), in another case.
    expect(await found(levi.email.toUpperCase())).toEqual([stayBooking.id]);
    // The guest's name as booked, first and last together.
    expect(await found('levi quincekatz')).toEqual([stayBooking.id]);
    expect(await found('Quincegold')).toEqual([rideBooking.id, mealBooking.id]);
    // The title of what was booked, every kind; newest made first.
    expect(await found('quinceprobe')).toEqual([rideBooking.id, mealBooking.id, stayBooking.id]);
    expect(await found('Friday night with the Mintzes')).toEqual([mealBooking.id]);
    // Narrowed by kind and status; LIKE's wildcards are taken as they are.
    expect(await found('quinceprobe', { kind: 'meal' })).toEqual([mealBooking.id]);
    expect(await found('quinceprobe', { status: 'cancelled' })).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('quince_probe')).toEqual([]);

    const page = await list({ q: 'quinceprobe' });
    expect(page).toMatchObject({ page: 1, hasMore: false, total: 3 });
    expect(page.items[2]).toEqual<AdminBooking>({
      id: stayBooking.id,
      reference: stayBooking.reference,
      kind: 'stay',
      status: 'confirmed',
      listing: { kind: 'stays', id: stay.id, title: 'Quinceprobe garden floor on Crown Street' },
      ohelListing: null,
      guest: { id: levi.user.id, name: 'Levi Quincekatz', email: levi.email },
      host: { id: host.user.id, email: host.email, fullName: 'Rivka Mintz' },
      startsOn: '2027-01-10',
      endsOn: '2027-01-12',
      pickupAt: null,
      numberOfGuests: 2,
      totalCents: 2 * 150_00 + 40_00,
      currency: 'USD',
      createdAt: '2026-11-23T15:00:00.000Z',
      cancelledAt: null,
      canCancel: true,
    });
    expect(page.items[0]).toMatchObject({
      kind: 'ride',
      listing: { kind: 'transport', id: service.id },
      pickupAt: '2026-12-02T14:00:00.000Z',
      startsOn: '2026-12-02',
    });
  });

  it('finds a ride by the Ohel listing it was booked from', async () => {
    const shuttle = await insertTransportService(app, host.user, { title: 'Queens shuttle', reviews: [] });
    const ohel = await insertOhelListing(app, host.user, {
      kind: 'shuttle',
      title: 'Quincevisit shuttle to the Ohel',
      transportServiceId: shuttle.id,
      priceFromCents: null,
      reviews: [],
    });
    const ride = await booked(
      guest,
      rideBookingRequest(shuttle.id, { date: '2026-12-03', time: '10:00', ohelListingId: ohel.id }),
    );
    const [item] = (await list({ q: 'quincevisit' })).items;
    expect(item).toMatchObject({
      id: ride.id,
      listing: { kind: 'transport', id: shuttle.id, title: 'Queens shuttle' },
      ohelListing: { id: ohel.id, title: 'Quincevisit shuttle to the Ohel' },
    });
  });

  it('pages by 20 with the total', async () => {
    const pager = await signedInAs(app, { role: 'guest', name: 'pager' });
    const pagedStay = await insertStay(app, host.user, { title: 'Paging stay', reviews: [], images: 0 });
    const made: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      const day = String(1 + i).padStart(2, '0');
      const next = String(2 + i).padStart(2, '0');
      clock.advance(1_000);
      made.push(
        (
          await booked(
            pager,
            bookingRequest(pagedStay.id, {
              checkIn: `2027-03-${day}`,
              checkOut: `2027-03-${next}`,
              lastName: 'Pagingprobe',
            }),
          )
        ).id,
      );
    }
    const first = await list({ q: 'pagingprobe' });
    expect(first).toMatchObject({ page: 1, hasMore: true, total: 21 });
    expect(first.items.map((item) => item.id)).toEqual(made.slice(1).reverse());
    const second = await list({ q: 'pagingprobe', page: '2' });
    expect(second).toMatchObject({ page: 2, hasMore: false, total: 21 });
    expect(second.items.map((item) => item.id)).toEqual([made[0]]);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['?kind=stays', '?status=gone', '?page=0', `?q=${'x'.repeat(101)}`]) {
      expectError(await rest(app, 'GET', `/admin/bookings${query}`, admin), 400, 'validation_failed');
    }
  });

  it('can read the search from its trigram indexes', async () => {
    // Whatever the planner prefers on a table this small, each branch of the search has an index it can use.
    const plan = (where: ReturnType<typeof sql>) =>
      app.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = rowsOf<Record<string, string>>(
          await tx.execute(sql`explain select id from bookings where ${where}`),
        );
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
    expect(await plan(sql`reference ilike '%7K3M%'`)).toContain('bookings_reference_trgm_idx');
    expect(await plan(sql`email ilike '%mendel%'`)).toContain('bookings_email_trgm_idx');
    expect(await plan(sql`(first_name || ' ' || last_name) ilike '%levi k%'`)).toContain(
      'bookings_guest_name_trgm_idx',
    );
  });
});

describe('GET /rest/v1/admin/bookings/{id}', () => {
  it('reads a booking whole: the guest’s contact and requests, the price, the kind’s details', async () => {
    const stayBooking = await booked(
      guest,
      bookingRequest(stay.id, {
        checkIn: '2027-02-01',
        checkOut: '2027-02-04',
        numberOfGuests: 3,
        specialRequests: 'A crib, please',
      }),
    );
    expect(await detail(stayBooking.id)).toMatchObject({
      reference: stayBooking.reference,
      kind: 'stay',
      guest: { name: 'Mendel Goldberg', email: guest.email, phone: '+1 718 555 0170' },
      host: { email: host.email, fullName: 'Rivka Mintz' },
      startsOn: '2027-02-01',
      endsOn: '2027-02-04',
      numberOfGuests: 3,
      specialRequests: 'A crib, please',
      nights: 3,
      unitPriceCents: 150_00,
      feeCents: 40_00,
      totalCents: 3 * 150_00 + 40_00,
      mealType: null,
      ride: null,
      status: 'confirmed',
      cancelReason: null,
      cancelledBy: null,
      canCancel: true,
    });

    const lunch = await booked(
      guest,
      mealBookingRequest(meal.id, {
        date: '2026-11-28',
        mealType: 'shabbos_lunch',
        numberOfGuests: 1,
        dietaryNeeds: 'No sesame',
      }),
    );
    expect(await detail(lunch.id)).toMatchObject({
      kind: 'meal',
      listing: { kind: 'meals', id: meal.id },
      mealType: 'shabbos_lunch',
      dietaryNeeds: 'No sesame',
      startsOn: '2026-11-28',
      nights: null,
    });

    const ride = await booked(
      guest,
      rideBookingRequest(service.id, { date: '2026-12-09', time: '21:00', luggage: 1 }),
    );
    expect(await detail(ride.id)).toMatchObject({
      kind: 'ride',
      pickupAt: '2026-12-10T02:00:00.000Z',
      ride: {
        pickup: 'JFK Terminal 4, arrivals',
        destination: '770 Eastern Parkway, Brooklyn',
        luggage: 1,
        flightNumber: 'LY1',
        perPassenger: false,
      },
    });

    expectError(await rest(app, 'GET', `/admin/bookings/${MISSING}`, admin), 404, 'not_found');
  });
});

describe('POST /rest/v1/admin/bookings/{id}/cancel', () => {
  it('cancels with a reason: the nights are free again, the audit log says so, the guest and host are mailed', async () => {
    const booking = await booked(
      guest,
      bookingRequest(stay.id, { checkIn: '2026-12-14', checkOut: '2026-12-17' }),
    );
    const other = await signedInAs(app, { role: 'guest' });
    const same = bookingRequest(stay.id, { checkIn: '2026-12-15', checkOut: '2026-12-16' });
    expect((await book(app, other, same)).statusCode).toBe(409);

    clock.set('2026-11-24T12:00:00Z');
    const response = await cancel(booking.id, { reason: REASON });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminBookingDetail>()).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      cancelledAt: '2026-11-24T12:00:00.000Z',
      cancelledBy: 'admin',
      cancelReason: REASON,
      canCancel: false,
    });
    expect(await rowOf(booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: admin.user.id,
      cancelReason: REASON,
    });

    // The nights are free: another guest books them.
    expect((await book(app, other, same)).statusCode).toBe(201);

    const [entry] = await auditRows(app);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      action: 'booking.cancel',
      targetType: 'booking',
      targetId: booking.id,
      targetLabel: `${booking.reference} (Quinceprobe garden floor on Crown Street)`,
      reason: REASON,
    });

    const toGuest = await cancelledMailTo(guest.email);
    expect(toGuest?.subject).toBe(
      `Booking cancelled by Orchim: ${booking.reference}, Quinceprobe garden floor on Crown Street`,
    );
    expect(toGuest?.text).toContain('Hello Mendel,');
    expect(toGuest?.text).toContain(`Reason: ${REASON}`);
    expect(toGuest?.text).toContain('Check-in: Monday, December 14, 2026');
    expect(toGuest?.text).toContain(`https://orchim.example/bookings/${booking.id}`);
    expect(toGuest?.html).toContain('&lt;by the city&gt; &amp; cannot');
    expect(toGuest?.html).not.toContain('<by the city>');

    const toHost = await cancelledMailTo(host.email);
    expect(toHost?.subject).toBe(
      `Booking cancelled by Orchim: ${booking.reference}, Quinceprobe garden floor on Crown Street`,
    );
    expect(toHost?.text).toContain('Hello Rivka,');
    expect(toHost?.text).toContain(`Reason: ${REASON}`);
    expect(toHost?.text).toContain('These nights are free again for other guests.');
    expect(toHost?.text).toContain('https://orchim.example/host/bookings');

    // The guest and the host see it cancelled by the team.
    expect((await rest(app, 'GET', `/bookings/${booking.id}`, guest)).json()).toMatchObject({
      status: 'cancelled',
      canCancel: false,
    });
    const hostPage = await rest(app, 'GET', '/host/bookings?status=cancelled', host);
    expect(
      hostPage.json<{ items: { id: string }[] }>().items.find((item) => item.id === booking.id),
    ).toMatchObject({ cancelledBy: 'admin', cancelReason: REASON });
  });

  it('refuses a second cancel with 409, and mails and records nothing more', async () => {
    const booking = await booked(
      guest,
      bookingRequest(stay.id, { checkIn: '2026-12-20', checkOut: '2026-12-22' }),
    );
    expect((await cancel(booking.id, { reason: 'First time' })).statusCode).toBe(200);
    const mails = (await mailsTo(app, guest.email)).length;
    const hostMails = (await mailsTo(app, host.email)).length;
    const audits = (await auditRows(app)).length;
    const before = await rowOf(booking.id);

    clock.advance(60_000);
    expectError(await cancel(booking.id, { reason: 'Twice' }), 409, 'booking_not_cancellable');
    expect((await mailsTo(app, guest.email)).length).toBe(mails);
    expect((await mailsTo(app, host.email)).length).toBe(hostMails);
    expect((await auditRows(app)).length).toBe(audits);
    expect(await rowOf(booking.id)).toEqual(before);
  });

  it('refuses a booking that has begun or ended with 409, and changes nothing', async () => {
    const past = await insertPastBooking(app.db, guest.user.id, host.user.id, {
      kind: 'stay',
      stayId: stay.id,
    });
    const begun = await booked(
      guest,
      bookingRequest(stay.id, { checkIn: '2026-11-25', checkOut: '2026-11-27' }),
    );
    clock.set('2026-11-26T15:00:00Z');
    const audits = (await auditRows(app)).length;
    for (const id of [past, begun.id]) {
      const before = await rowOf(id);
      expectError(await cancel(id, { reason: 'Too late' }), 409, 'booking_not_cancellable');
      expect(await rowOf(id)).toEqual(before);
      expect((await detail(id)).canCancel).toBe(false);
    }
    expect((await auditRows(app)).length).toBe(audits);
  });

  it('needs a reason: 400, and the booking, the log and the outbox stay as they were', async () => {
    const booking = await booked(
      guest,
      bookingRequest(stay.id, { checkIn: '2027-01-20', checkOut: '2027-01-22' }),
    );
    const before = await rowOf(booking.id);
    const mails = (await mailsTo(app, guest.email)).length;
    const audits = (await auditRows(app)).length;
    for (const payload of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      expectError(await cancel(booking.id, payload), 400, 'validation_failed');
    }
    const blank = await cancel(booking.id, { reason: '  ' });
    expect(blank.json()).toMatchObject({ fields: { reason: 'validation.required' } });
    expect(await rowOf(booking.id)).toEqual(before);
    expect((await mailsTo(app, guest.email)).length).toBe(mails);
    expect((await auditRows(app)).length).toBe(audits);
    expectError(await cancel(MISSING, { reason: 'Gone' }), 404, 'not_found');
  });

  it('gives a meal’s seats and a ride’s vehicle back', async () => {
    const seats = async () => {
      const [sitting] = await app.db
        .select()
        .from(mealSittings)
        .where(
          and(
            eq(mealSittings.mealOfferId, meal.id),
            eq(mealSittings.date, '2026-12-05'),
            eq(mealSittings.mealType, 'shabbos_lunch'),
          ),
        );
      return sitting?.seatsTaken;
    };
    const other = await signedInAs(app, { role: 'guest' });
    const lunch = mealBookingRequest(meal.id, {
      date: '2026-12-05',
      mealType: 'shabbos_lunch',
      numberOfGuests: 2,
    });
    const mealBooking = await booked(guest, lunch);
    expect((await book(app, other, lunch)).statusCode).toBe(409);
    expect((await cancel(mealBooking.id, { reason: 'The family is away' })).statusCode).toBe(200);
    expect(await seats()).toBe(0);
    expect((await book(app, other, lunch)).statusCode).toBe(201);
    const toHost = await cancelledMailTo(host.email);
    expect(toHost?.text).toContain('These seats are free again for other guests.');

    // A fleet of one: the same pickup is taken until the team cancels the ride.
    const pickup = rideBookingRequest(service.id, { date: '2026-12-16', time: '11:00' });
    const ride = await booked(guest, pickup);
    expect((await book(app, other, pickup)).statusCode).toBe(409);
    expect((await cancel(ride.id, { reason: 'The driver is unwell' })).statusCode).toBe(200);
    expect((await book(app, other, pickup)).statusCode).toBe(201);
  });

  it('is for admins only, and a refusal changes nothing', async () => {
    const booking = await booked(
      guest,
      bookingRequest(stay.id, { checkIn: '2027-02-20', checkOut: '2027-02-22' }),
    );
    const before = await rowOf(booking.id);
    await expectAdminOnly(app, 'GET', '/admin/bookings');
    await expectAdminOnly(app, 'GET', `/admin/bookings/${booking.id}`);
    await expectAdminOnly(app, 'POST', `/admin/bookings/${booking.id}/cancel`, { reason: 'Not mine' });
    // Not even the booking's own host or guest, through the admin's route.
    for (const account of [host, guest]) {
      expectError(
        await rest(app, 'POST', `/admin/bookings/${booking.id}/cancel`, account, { reason: 'Mine' }),
        403,
        'not_admin',
      );
    }
    expect(await rowOf(booking.id)).toEqual(before);
  });
});
