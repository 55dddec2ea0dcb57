import type { Booking, MealType } from '@orchim/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../src/db/sql-state';
import { bookings, mealSittings } from '../src/db/schema';
import { createAccount } from './helpers/auth';
import { insertMeal, mealBookingRequest, type MealOfferRow } from './helpers/meals';
import { signedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

// On PGlite the transactions run one after the other; on PostgreSQL (DATABASE_URL) they really race,
// over the pool's several connections, and the sitting's row lock (and its CHECK) is what decides.

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let meal: MealOfferRow;

beforeAll(async () => {
  app = await createTestApp({ clock });
  const host = (await createAccount(app, { name: 'host', userType: 'host' })).user;
  meal = await insertMeal(app, host, { seatsPerMeal: 10, mealTypes: ['friday_night', 'shabbos_lunch'] });
});
afterAll(() => app.close());

async function sitting(date: string, mealType: 'friday_night' | 'shabbos_lunch') {
  const [row] = await app.db
    .select()
    .from(mealSittings)
    .where(
      and(
        eq(mealSittings.mealOfferId, meal.id),
        eq(mealSittings.date, date),
        eq(mealSittings.mealType, mealType),
      ),
    );
  return row;
}

async function confirmedGuests(date: string, mealType: MealType) {
  const rows = await app.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.mealOfferId, meal.id),
        eq(bookings.serviceDate, date),
        eq(bookings.mealType, mealType),
        eq(bookings.status, 'confirmed'),
      ),
    );
  return rows.reduce((sum, row) => sum + row.numberOfGuests, 0);
}

/** 50 guests posting their bookings of one sitting at the same moment. */
async function race(
  guestsOf: (i: number) => number,
  date: string,
  mealType: 'friday_night' | 'shabbos_lunch',
) {
  const guests = await Promise.all(Array.from({ length: 50 }, () => signedInAccount(app)));
  const headers = await Promise.all(guests.map((guest) => guest.headers()));
  return Promise.all(
    headers.map((guestHeaders, i) =>
      app.inject({
        method: 'POST',
        url: '/rest/v1/bookings',
        headers: guestHeaders,
        payload: mealBookingRequest(meal.id, { date, mealType, numberOfGuests: guestsOf(i) }),
      }),
    ),
  );
}

describe('seats are never oversold', () => {
  it('of 50 guests booking one seat each of 10 at the same moment, exactly 10 get one', async () => {
    const responses = await race(() => 1, '2026-03-14', 'friday_night');
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        code: 'booking_unavailable',
        message: 'This booking is no longer available',
      });
    }
    expect(await sitting('2026-03-14', 'friday_night')).toMatchObject({ seats: 10, seatsTaken: 10 });
    expect(await confirmedGuests('2026-03-14', 'friday_night')).toBe(10);
    const references = new Set(
      responses.filter((r) => r.statusCode === 201).map((r) => r.json<Booking>().reference),
    );
    expect(references.size).toBe(10);
  });

  it('with parties of 1 to 3, the seats taken are the confirmed guests, never more than 10', async () => {
    const responses = await race((i) => 1 + (i % 3), '2026-03-14', 'shabbos_lunch');
    for (const response of responses) {
      if (response.statusCode === 201) continue;
      expect([400, 409]).toContain(response.statusCode);
      expect(['too_many_guests', 'booking_unavailable']).toContain(response.json<{ code: string }>().code);
    }
    const row = await sitting('2026-03-14', 'shabbos_lunch');
    expect(row?.seatsTaken).toBeLessThanOrEqual(10);
    expect(row?.seatsTaken).toBe(await confirmedGuests('2026-03-14', 'shabbos_lunch'));
    // A party refused with 409 found the sitting full; one refused with 400 found too few seats.
    if (responses.some((response) => response.statusCode === 409)) expect(row?.seatsTaken).toBe(10);
  });
});

describe('meal_sittings_seats (the database itself)', () => {
  it('refuses more seats taken than the sitting has with SQLSTATE 23514', async () => {
    await app.db
      .insert(mealSittings)
      .values({ mealOfferId: meal.id, date: '2026-03-21', mealType: 'friday_night', seats: 10 });
    const failure = await app.db
      .update(mealSittings)
      .set({ seatsTaken: 11 })
      .where(and(eq(mealSittings.mealOfferId, meal.id), eq(mealSittings.date, '2026-03-21')))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(sqlStateOf(failure)).toBe('23514');
  });
});
