import { rm } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import { rowsOf, runMigrations } from '../src/db/migrate';
import { migrationsBefore } from './helpers/migrations';
import { createTestDatabase } from './helpers/test-app';

/**
 * Migration 0020 on a database that has bookings already: every stay is flexible, every booking gets the
 * policy of its kind and when it begins for it, and a booking already cancelled got its whole total back.
 * Rows go in as SQL of the schema before 0020.
 */

const BEFORE = '0020_cancellation_policies';

let connection: DatabaseConnection;
let dispose: () => Promise<void>;
let folder: string;

const rows = async <T>(query: SQL) => rowsOf<T>(await connection.db.execute(query));
const id = async (query: SQL) => (await rows<{ id: string }>(query))[0]!.id;

const GUEST = sql`'A', 'B', 'a@example.com', '1', 1, 'USD'`;

beforeAll(async () => {
  ({ connection, dispose } = await createTestDatabase({ migrated: false }));
  folder = await migrationsBefore(BEFORE);
});
afterAll(async () => {
  await dispose();
  await rm(folder, { recursive: true, force: true });
});

describe('migration 0020: cancellation policies', () => {
  it('makes stays flexible and gives every booking its kind’s policy, its start and, once cancelled, a full refund', async () => {
    await runMigrations(connection, folder);

    const host = await id(sql`insert into users (email) values ('host@migration.test') returning id`);
    const stay = await id(sql`insert into stays (host_id, status, title, area, address, description, latitude,
        longitude, walk_minutes_to_770, property_type, bedrooms, beds, baths, max_guests, price_per_night_cents,
        check_in_time)
      values (${host}, 'published', 'Garden floor', 'Crown Street', '512 Crown Street', 'Two bedrooms.', 40.6695,
        -73.9445, 5, 'apartment', 2, 3, 1, 4, 15000, '16:00')
      returning id`);
    const service = await id(sql`insert into transport_services (host_id, status, provider_name, title,
        description, service_type, vehicle_type, max_passengers, max_luggage, pricing_model, price_cents,
        trip_minutes)
      values (${host}, 'published', 'Crown Heights Shuttle', 'Shuttle to the Ohel', 'A van from 770.',
        'ohel_ride', 'van', 12, 0, 'per_passenger', 2500, 150)
      returning id`);
    const meal = await id(sql`insert into meal_offers (host_id, status, title, area, address, description,
        latitude, longitude, walk_minutes_to_770, meal_types, price_per_guest_cents, seats_per_meal,
        kosher_standard, table_languages, offered_from)
      values (${host}, 'published', 'Friday night', 'Crown Street', '512 Crown Street', 'A Shabbos table.',
        40.6695, -73.9445, 5, '{friday_night}', 3600, 10, 'chabad', '{en}', '2026-01-01')
      returning id`);
    await connection.db.execute(sql`insert into meal_sittings (meal_offer_id, date, meal_type, seats)
      values (${meal}, '2026-11-28', 'friday_night', 10)`);

    // Check-in on 10 December (EST) and on 10 June (EDT), one of them cancelled.
    const winter = await id(sql`insert into bookings (reference, kind, host_id, stay_id, check_in, check_out,
        first_name, last_name, email, phone, number_of_guests, currency, unit_price_cents, total_cents)
      values ('OR-MIG001', 'stay', ${host}, ${stay}, '2026-12-10', '2026-12-12', ${GUEST}, 15000, 30000)
      returning id`);
    const cancelled = await id(sql`insert into bookings (reference, kind, status, host_id, stay_id, check_in,
        check_out, cancelled_at, first_name, last_name, email, phone, number_of_guests, currency,
        unit_price_cents, total_cents)
      values ('OR-MIG002', 'stay', 'cancelled', ${host}, ${stay}, '2026-06-10', '2026-06-12', now(), ${GUEST},
        15000, 30000)
      returning id`);
    const ride = await id(sql`insert into bookings (reference, kind, host_id, transport_service_id,
        service_date, pickup_at, pickup, destination, luggage, first_name, last_name, email, phone,
        number_of_guests, currency, unit_price_cents, total_cents)
      values ('OR-MIG003', 'ride', ${host}, ${service}, '2026-12-02', '2026-12-03T02:00:00Z', '770', 'The Ohel',
        0, ${GUEST}, 2500, 2500)
      returning id`);
    const dinner = await id(sql`insert into bookings (reference, kind, host_id, meal_offer_id, service_date,
        meal_type, first_name, last_name, email, phone, number_of_guests, currency, unit_price_cents,
        total_cents)
      values ('OR-MIG004', 'meal', ${host}, ${meal}, '2026-11-28', 'friday_night', ${GUEST}, 3600, 3600)
      returning id`);

    expect(await runMigrations(connection)).toBeGreaterThanOrEqual(1);

    expect(await rows(sql`select cancellation_policy from stays`)).toEqual([
      { cancellation_policy: 'flexible' },
    ]);
    const after = await rows<{
      id: string;
      cancellation_policy: string;
      starts_at: string;
      refunded_percent: number | null;
      refunded_cents: number | null;
    }>(sql`select id, cancellation_policy, to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as starts_at,
        refunded_percent, refunded_cents from bookings order by reference`);
    expect(after).toEqual([
      // 16:00 in New York: 21:00 UTC in winter, 20:00 in summer.
      {
        id: winter,
        cancellation_policy: 'flexible',
        starts_at: '2026-12-10T21:00',
        refunded_percent: null,
        refunded_cents: null,
      },
      {
        id: cancelled,
        cancellation_policy: 'flexible',
        starts_at: '2026-06-10T20:00',
        refunded_percent: 100,
        refunded_cents: 30000,
      },
      {
        id: ride,
        cancellation_policy: 'ride',
        starts_at: '2026-12-03T02:00',
        refunded_percent: null,
        refunded_cents: null,
      },
      // The estimate: 16:00 on the eve in New York, before that Friday's candle lighting (16:12).
      {
        id: dinner,
        cancellation_policy: 'meal',
        starts_at: '2026-11-27T21:00',
        refunded_percent: null,
        refunded_cents: null,
      },
    ]);
  });
});
