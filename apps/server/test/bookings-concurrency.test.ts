import { addDays } from '@orchim/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../src/db/sql-state';
import { bookings, stayReservations } from '../src/db/schema';
import { createAccount } from './helpers/auth';
import { bookingRequest, insertStay, signedInAccount, type StayRow } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

// On PGlite the transactions run one after the other; on PostgreSQL (DATABASE_URL) they really race,
// over the pool's several connections, and the exclusion constraint is what decides.

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let stay: StayRow;
let other: StayRow;

beforeAll(async () => {
  app = await createTestApp({ clock });
  const host = (await createAccount(app, { name: 'host', userType: 'host' })).user;
  stay = await insertStay(app, host, { maxGuests: 4 });
  other = await insertStay(app, host, { maxGuests: 4 });
});
afterAll(() => app.close());

describe('double booking is impossible', () => {
  it('of 50 guests booking overlapping nights at the same moment, exactly one gets them', async () => {
    const guests = await Promise.all(Array.from({ length: 50 }, () => signedInAccount(app)));
    const headers = await Promise.all(guests.map((guest) => guest.headers()));
    const responses = await Promise.all(
      headers.map((guestHeaders, i) =>
        app.inject({
          method: 'POST',
          url: '/rest/v1/bookings',
          headers: guestHeaders,
          // Three different ranges, all sharing the night of 3 April.
          payload: bookingRequest(stay.id, {
            checkIn: addDays('2026-04-01', i % 3),
            checkOut: addDays('2026-04-04', i % 3),
          }),
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        code: 'booking_unavailable',
        message: 'This booking is no longer available',
      });
    }

    const confirmed = await app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.stayId, stay.id), eq(bookings.status, 'confirmed')));
    expect(confirmed).toHaveLength(1);
    expect(await app.db.select().from(bookings).where(eq(bookings.stayId, stay.id))).toHaveLength(1);
    const reservations = await app.db
      .select()
      .from(stayReservations)
      .where(eq(stayReservations.stayId, stay.id));
    expect(reservations).toHaveLength(1);
    expect(reservations[0]?.bookingId).toBe(confirmed[0]?.id);
  });

  it('lets 20 guests book 20 different nights of one stay at the same moment', async () => {
    const guests = await Promise.all(Array.from({ length: 20 }, () => signedInAccount(app)));
    const responses = await Promise.all(
      guests.map(async (guest, i) =>
        app.inject({
          method: 'POST',
          url: '/rest/v1/bookings',
          headers: await guest.headers(),
          payload: bookingRequest(other.id, {
            checkIn: addDays('2026-05-01', i),
            checkOut: addDays('2026-05-02', i),
          }),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    const references = new Set(responses.map((response) => response.json<{ reference: string }>().reference));
    expect(references.size).toBe(20);
  });
});

describe('stay_reservations_no_overlap (the database itself)', () => {
  const reserve = (stayId: string, during: string) =>
    app.db.insert(stayReservations).values({ stayId, during });

  it('refuses an overlapping range of the same stay with SQLSTATE 23P01, and takes adjacent ones', async () => {
    const host = (await createAccount(app, { userType: 'host' })).user;
    const [one, two] = [await insertStay(app, host), await insertStay(app, host)];
    await reserve(one.id, '[2026-06-10,2026-06-13)');

    for (const overlapping of [
      '[2026-06-10,2026-06-13)',
      '[2026-06-12,2026-06-15)',
      '[2026-06-01,2026-06-11)',
    ]) {
      const failure = await reserve(one.id, overlapping).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(sqlStateOf(failure), overlapping).toBe('23P01');
    }
    // The check-out day is free for the next check-in, and the night before check-in for a check-out.
    await reserve(one.id, '[2026-06-13,2026-06-15)');
    await reserve(one.id, '[2026-06-08,2026-06-10)');
    // Another stay's calendar is its own.
    await reserve(two.id, '[2026-06-10,2026-06-13)');
    expect(
      await app.db.select().from(stayReservations).where(eq(stayReservations.stayId, one.id)),
    ).toHaveLength(3);
  });

  it('refuses an empty range', async () => {
    const host = (await createAccount(app, { userType: 'host' })).user;
    const stayOf = await insertStay(app, host);
    const failure = await reserve(stayOf.id, '[2026-06-10,2026-06-10)').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(sqlStateOf(failure)).toBe('23514');
  });
});
