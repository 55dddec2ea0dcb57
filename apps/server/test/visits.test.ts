import type { VisitInput, VisitPlan } from '@orchim/shared/visits';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, stays, visits } from '../src/db/schema';
import { blockOf } from '../src/lib/crown-heights-geocoder';
import { rest, signedInAs } from './helpers/host';
import { insertMeal } from './helpers/meals';
import { insertPastBooking, type BookedListing } from './helpers/past-bookings';
import { getRest, insertStay, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService } from './helpers/transport';

/**
 * Visits (issue 26) through /rest/v1: each guest's own (anyone else gets 404), their dates checked, their
 * page laid out with the guest's bookings inside them, and the read-only link: shared, read signed out,
 * replaced, revoked.
 */

// Today in New York is 1 December 2026.
const clock = testClock('2026-12-01T15:00:00Z');
let app: FastifyInstance;
let guest: SignedInAccount;
let other: SignedInAccount;
let host: SignedInAccount;

/** Thursday 17 to Monday 21 December 2026, landing at JFK on Friday afternoon. */
const SHABBOS_VAYIGASH: VisitInput = {
  title: 'Shabbos Vayigash in Crown Heights',
  arrival: { date: '2026-12-18', time: '15:00', airport: 'JFK', flight: 'ly 1' },
  departure: { date: '2026-12-21', time: '18:00', airport: 'JFK', flight: 'LY 2' },
};

beforeAll(async () => {
  app = await createTestApp({ clock });
  guest = await signedInAs(app, { role: 'guest', fullName: 'Shmuel Katz' });
  other = await signedInAs(app, { role: 'guest', fullName: 'Other Guest' });
  host = await signedInAs(app, { role: 'host', fullName: 'Chana Levin' });
});
afterAll(() => app.close());

async function createVisit(account: SignedInAccount, input: VisitInput = SHABBOS_VAYIGASH) {
  const response = await rest(app, 'POST', '/visits', account, input);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>();
}

describe('a guest’s visits', () => {
  it('need an account', async () => {
    expect((await rest(app, 'GET', '/visits', null)).statusCode).toBe(401);
    expect((await rest(app, 'POST', '/visits', null, SHABBOS_VAYIGASH)).statusCode).toBe(401);
  });

  it('are made, listed soonest first, changed and deleted by their guest', async () => {
    const pesach: VisitInput = {
      title: 'Pesach',
      arrival: { date: '2027-04-19', time: '10:00', airport: null, flight: '' },
      departure: { date: '2027-04-30', time: '12:00', airport: 'EWR', flight: '' },
    };
    const later = await createVisit(guest, pesach);
    const visit = await createVisit(guest);
    expect(visit).toMatchObject({
      title: 'Shabbos Vayigash in Crown Heights',
      arrival: { date: '2026-12-18', time: '15:00', airport: 'JFK', flight: 'LY1' },
      departure: { date: '2026-12-21', time: '18:00', airport: 'JFK', flight: 'LY2' },
      shared: false,
    });
    const list = (await rest(app, 'GET', '/visits', guest)).json<{ items: { id: string }[] }>();
    expect(list.items.map((item) => item.id)).toEqual([visit.id, later.id]);
    expect((await rest(app, 'GET', '/visits', other)).json()).toEqual({ items: [] });

    const moved = await rest(app, 'PUT', `/visits/${later.id}`, guest, {
      ...pesach,
      title: 'Pesach, a day longer',
      departure: { date: '2027-05-01', time: '12:00', airport: 'EWR', flight: '' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ title: 'Pesach, a day longer', departure: { date: '2027-05-01' } });

    expect((await rest(app, 'DELETE', `/visits/${later.id}`, guest)).statusCode).toBe(204);
    expect((await rest(app, 'GET', `/visits/${later.id}`, guest)).statusCode).toBe(404);
  });

  it('are nobody else’s: another guest reads, changes, shares and deletes none (404)', async () => {
    const visit = await createVisit(guest);
    for (const [method, path, body] of [
      ['GET', `/visits/${visit.id}`, undefined],
      ['PUT', `/visits/${visit.id}`, SHABBOS_VAYIGASH],
      ['DELETE', `/visits/${visit.id}`, undefined],
      ['POST', `/visits/${visit.id}/share`, undefined],
      ['DELETE', `/visits/${visit.id}/share`, undefined],
    ] as const) {
      const response = await rest(app, method, path, other, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
    }
    const [row] = await app.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(row).toMatchObject({ title: SHABBOS_VAYIGASH.title, shareToken: null });
  });

  it('refuse dates that cannot be a visit, and keep nothing', async () => {
    const before = (await app.db.select().from(visits)).length;
    const refused = [
      // Leaving before arriving.
      { ...SHABBOS_VAYIGASH, departure: { ...SHABBOS_VAYIGASH.departure, date: '2026-12-17' } },
      // Over already.
      {
        ...SHABBOS_VAYIGASH,
        arrival: { ...SHABBOS_VAYIGASH.arrival, date: '2026-11-20' },
        departure: { ...SHABBOS_VAYIGASH.departure, date: '2026-11-25' },
      },
      // Sixty days or more.
      { ...SHABBOS_VAYIGASH, departure: { ...SHABBOS_VAYIGASH.departure, date: '2027-02-16' } },
    ];
    for (const body of refused) {
      const response = await rest(app, 'POST', '/visits', guest, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_dates', message: 'Please select valid dates' });
    }
    for (const body of [
      { ...SHABBOS_VAYIGASH, arrival: { ...SHABBOS_VAYIGASH.arrival, airport: 'BOS' } },
      { ...SHABBOS_VAYIGASH, arrival: { ...SHABBOS_VAYIGASH.arrival, time: '25:00' } },
      { ...SHABBOS_VAYIGASH, arrival: { ...SHABBOS_VAYIGASH.arrival, flight: 'not a flight' } },
      { ...SHABBOS_VAYIGASH, title: 'x'.repeat(81) },
    ]) {
      const response = await rest(app, 'POST', '/visits', guest, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await app.db.select().from(visits)).length).toBe(before);
  });

  it('are thirty at most per guest (409 too_many_visits)', async () => {
    const busy = await signedInAs(app, { role: 'guest', fullName: 'Busy Planner' });
    for (let index = 0; index < 30; index += 1) await createVisit(busy);
    const response = await rest(app, 'POST', '/visits', busy, SHABBOS_VAYIGASH);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'too_many_visits' });
  });
});

describe('a visit’s page', () => {
  it('lays out the days with the guest’s bookings inside the dates, and what does not fit', async () => {
    const stay = await insertStay(app, host.user, { title: 'Garden apartment on President Street' });
    const meal = await insertMeal(app, host.user, { title: 'Friday night with the Levins' });
    // Bookings of `host`'s stay or meal, ending (a stay: checking out) on `endsOn`.
    const booked = (
      account: SignedInAccount,
      listing: BookedListing,
      endsOn: string,
      status: 'confirmed' | 'cancelled' = 'confirmed',
    ) => insertPastBooking(app.db, account.user.id, host.user.id, listing, { endsOn, status });
    const ourStay = { kind: 'stay', stayId: stay.id } as const;
    const ourMeal = { kind: 'meal', mealOfferId: meal.id } as const;
    const stayBooking = await booked(guest, ourStay, '2026-12-20');
    const mealBooking = await booked(guest, ourMeal, '2026-12-19');
    // Not in the plan: cancelled, after the visit, someone else's.
    const cancelled = await booked(guest, ourStay, '2026-12-19', 'cancelled');
    await booked(guest, ourStay, '2027-01-10');
    await booked(other, ourMeal, '2026-12-19');

    const visit = await createVisit(guest);
    const response = await rest(app, 'GET', `/visits/${visit.id}?lang=en`, guest);
    expect(response.statusCode).toBe(200);
    const plan = response.json<VisitPlan>();
    expect(plan.days.map((day) => day.date)).toEqual([
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
      '2026-12-21',
    ]);
    expect(plan.days[1]!.holyDay).toMatchObject({ kinds: ['shabbos'], names: { en: 'Vayigash' } });
    // What it offers: the stay's search, Shabbos's meals after landing, no ride into Shabbos.
    expect(plan.suggestions).toMatchObject({
      stays: { checkIn: '2026-12-18', checkOut: '2026-12-21' },
      meals: [
        { date: '2026-12-19', mealType: 'shabbos_lunch' },
        { date: '2026-12-19', mealType: 'seudah_shlishit' },
      ],
      arrivalRide: null,
      departureRide: { airport: 'JFK' },
    });
    expect(plan.bookings.map((booking) => [booking.id, booking.kind, booking.title])).toEqual([
      // In the order they begin: the meal on Friday evening, the stay on Saturday.
      [mealBooking, 'meal', 'Friday night with the Levins'],
      [stayBooking, 'stay', 'Garden apartment on President Street'],
    ]);
    expect(plan.days[1]!.bookingIds).toEqual([mealBooking, stayBooking]);
    // On the plan's map, the stay's and the meal's blocks, never their doors (the plan is shared too).
    const [stayPoint] = await app.db
      .select({ latitude: stays.latitude, longitude: stays.longitude })
      .from(stays)
      .where(eq(stays.id, stay.id));
    const stayBlock = plan.bookings.find((booking) => booking.id === stayBooking)!.block!;
    expect(stayBlock).toEqual(blockOf(stayPoint!));
    expect(stayPoint!.latitude).toBeGreaterThanOrEqual(stayBlock.south);
    expect(stayPoint!.latitude).toBeLessThanOrEqual(stayBlock.north);
    expect(JSON.stringify(plan)).not.toContain(String(stayPoint!.latitude));
    expect(JSON.stringify(plan)).not.toContain(String(stayPoint!.longitude));
    expect(plan.bookings.find((booking) => booking.id === mealBooking)!.block).toMatchObject({
      south: expect.any(Number),
      east: expect.any(Number),
    });
    // Landing at 3 PM in December, the ride ends after candle lighting; the Friday night meal has no stay
    // the night before it (the stay begins Saturday).
    expect(plan.warnings).toEqual([
      expect.objectContaining({ kind: 'arrival_in_rest' }),
      { kind: 'meal_without_stay', bookingId: mealBooking, night: '2026-12-18' },
    ]);

    // The same as an iCalendar file: the bookings, and Shabbos's candles and havdalah, in the reader's
    // language; nobody else's to download.
    const file = await rest(app, 'GET', `/visits/${visit.id}/calendar?lang=en`, guest);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="orchim-visit-2026-12-18.ics"');
    const ics = file.body.replace(/\r\n /g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('SUMMARY:Stay: Garden apartment on President Street');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261219');
    expect(ics).toContain('DTEND;VALUE=DATE:20261220');
    expect(ics).toContain('SUMMARY:Meal: Friday night with the Levins');
    expect(ics).toMatch(/SUMMARY:Candle lighting\r\n(?:.*\r\n)*?DTSTART:20261218T21\d{2}00Z/);
    expect(ics).toMatch(/SUMMARY:Havdalah\r\n(?:.*\r\n)*?DTSTART:20261219T22\d{2}00Z/);
    const hebrew = await rest(app, 'GET', `/visits/${visit.id}/calendar?lang=he`, guest);
    expect(hebrew.body).toContain('SUMMARY:הדלקת נרות');
    expect((await rest(app, 'GET', `/visits/${visit.id}/calendar`, other)).statusCode).toBe(404);

    // Each booking has its own file too, its guest's alone, while it stands.
    const stayFile = await rest(app, 'GET', `/bookings/${stayBooking}/calendar?lang=fr`, guest);
    expect(stayFile.statusCode).toBe(200);
    expect(stayFile.headers['content-disposition']).toBe(
      'attachment; filename="orchim-booking-2026-12-19.ics"',
    );
    expect(stayFile.body).toContain('SUMMARY:Séjour: Garden apartment on President Street');
    expect(stayFile.body).not.toContain('Candle');
    expect((await rest(app, 'GET', `/bookings/${stayBooking}/calendar`, other)).statusCode).toBe(404);
    expect((await rest(app, 'GET', `/bookings/${cancelled}/calendar`, guest)).statusCode).toBe(404);
    const van = await insertTransportService(app, host.user, { title: 'Van to Newark', tripMinutes: 75 });
    const rideFile = await rest(
      app,
      'GET',
      `/bookings/${await booked(guest, { kind: 'ride', transportServiceId: van.id }, '2027-01-05')}/calendar`,
      guest,
    );
    const [, start, end] =
      /DTSTART:(\d{8}T\d{6}Z)\r\n(?:.*\r\n)*?DTEND:(\d{8}T\d{6}Z)/.exec(rideFile.body) ?? [];
    const instant = (stamp = '') =>
      Date.parse(stamp.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, '$1-$2-$3T$4:$5:$6Z'));
    expect(rideFile.body).toContain('SUMMARY:Ride: Van to Newark');
    expect(instant(end) - instant(start)).toBe(75 * 60_000);

    // Deleting the visit leaves the bookings.
    expect((await rest(app, 'DELETE', `/visits/${visit.id}`, guest)).statusCode).toBe(204);
    expect(await app.db.select().from(bookings).where(eq(bookings.id, stayBooking))).toHaveLength(1);
  });
});

describe('the read-only link', () => {
  it('is read signed out, replaced when shared again, and dead once revoked', async () => {
    const visit = await createVisit(guest);
    const first = (await rest(app, 'POST', `/visits/${visit.id}/share`, guest)).json<{ token: string }>();
    expect(first.token).toMatch(/^[\w-]{40,}$/);
    expect((await rest(app, 'GET', `/visits/${visit.id}`, guest)).json()).toMatchObject({
      visit: { shared: true },
    });

    const shared = await getRest(app, `/shared-visits/${first.token}?lang=he`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json<VisitPlan>()).toMatchObject({
      visit: { id: visit.id, title: SHABBOS_VAYIGASH.title },
    });
    expect(shared.json<VisitPlan>().days[1]!.holyDay!.names.he).toBe('ויגש');

    const sharedFile = await getRest(app, `/shared-visits/${first.token}/calendar`);
    expect(sharedFile.statusCode).toBe(200);
    expect(sharedFile.body).toMatch(/^BEGIN:VCALENDAR/);

    const second = (await rest(app, 'POST', `/visits/${visit.id}/share`, guest)).json<{ token: string }>();
    expect(second.token).not.toBe(first.token);
    expect((await getRest(app, `/shared-visits/${first.token}`)).statusCode).toBe(404);
    expect((await getRest(app, `/shared-visits/${second.token}`)).statusCode).toBe(200);

    expect((await rest(app, 'DELETE', `/visits/${visit.id}/share`, guest)).statusCode).toBe(204);
    expect((await getRest(app, `/shared-visits/${second.token}/calendar`)).statusCode).toBe(404);
    const revoked = await getRest(app, `/shared-visits/${second.token}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ code: 'not_found', message: 'Not found' });
    expect((await rest(app, 'GET', `/visits/${visit.id}`, guest)).json()).toMatchObject({
      visit: { shared: false },
    });
  });
});
