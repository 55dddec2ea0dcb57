import { rm } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import { rowsOf, runMigrations } from '../src/db/migrate';
import { migrationsBefore } from './helpers/migrations';
import { createTestDatabase } from './helpers/test-app';

/**
 * Migration 0013 (decision 022) on a database that has reviews already: each keeps the author's latest
 * ended booking of the listing, made where the review is shown; the others go, and the averages and
 * counts are taken again from what is left. Rows go in as SQL of the schema before 0013.
 */

const BEFORE = '0013_reviews_by_guests';

let connection: DatabaseConnection;
let dispose: () => Promise<void>;
let folder: string;

/** The SQLSTATE a query failed with (drizzle wraps the driver's error as `cause`). */
async function sqlState(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const { cause, code } = error as { cause?: { code?: string }; code?: string };
    return cause?.code ?? code;
  }
  return undefined;
}

const rows = async <T>(query: SQL) => rowsOf<T>(await connection.db.execute(query));
const id = async (query: SQL) => (await rows<{ id: string }>(query))[0]!.id;

const person = (email: string, fullName: string) =>
  id(
    sql`insert into users (email, user_metadata) values (${email}, ${JSON.stringify({ full_name: fullName })}::jsonb) returning id`,
  );

let booked = 0;
/** A booking of the stay by `guestId`, its last night before `checkOut`. */
function stayBooking(
  guestId: string,
  hostId: string,
  stayId: string,
  checkOut: string,
  status = 'confirmed',
) {
  booked += 1;
  return id(sql`insert into bookings (reference, kind, status, guest_id, host_id, stay_id, check_in, check_out,
      first_name, last_name, email, phone, number_of_guests, currency, unit_price_cents, total_cents)
    values (${`OR-MIG${String(booked).padStart(3, '0')}`}, 'stay', ${status}, ${guestId}, ${hostId}, ${stayId},
      (${checkOut}::date - 2), ${checkOut}::date, 'A', 'B', 'a@example.com', '1', 1, 'USD', 0, 0)
    returning id`);
}

/** A ride of the service on `date`, booked from the Ohel listing when one is given. */
function rideBooking(
  guestId: string,
  hostId: string,
  serviceId: string,
  ohelListingId: string | null,
  date: string,
) {
  booked += 1;
  return id(sql`insert into bookings (reference, kind, guest_id, host_id, transport_service_id, ohel_listing_id,
      service_date, pickup_at, pickup, destination, luggage, first_name, last_name, email, phone,
      number_of_guests, currency, unit_price_cents, total_cents)
    values (${`OR-MIG${String(booked).padStart(3, '0')}`}, 'ride', ${guestId}, ${hostId}, ${serviceId},
      ${ohelListingId}, ${date}::date, (${date}::date + time '10:00') at time zone 'America/New_York',
      '770 Eastern Parkway', 'The Ohel', 0, 'A', 'B', 'a@example.com', '1', 1, 'USD', 0, 0)
    returning id`);
}

/** A review as they were before 0013: of a listing (`column` = `listingId`), by a person, with no booking. */
function review(
  column: SQL,
  listingId: string,
  authorId: string,
  authorName: string,
  rating: number,
  hidden = false,
) {
  return id(sql`insert into reviews (${column}, author_id, author_name, rating, text, hidden_at)
    values (${listingId}, ${authorId}, ${authorName}, ${rating}, 'Written before issue 20',
      ${hidden ? sql`now()` : null})
    returning id`);
}

beforeAll(async () => {
  ({ connection, dispose } = await createTestDatabase({ migrated: false }));
  folder = await migrationsBefore(BEFORE);
});
afterAll(async () => {
  await dispose();
  await rm(folder, { recursive: true, force: true });
});

describe('migration 0013: only real guests review', () => {
  it('keeps the reviews an ended booking backs, removes the others, signs with first name and initial, and counts again', async () => {
    await runMigrations(connection, folder);

    const host = await person('host@migration.test', 'Rivka Mintz');
    const stay = await id(sql`insert into stays (host_id, status, title, area, address, description, latitude,
        longitude, walk_minutes_to_770, property_type, bedrooms, beds, baths, max_guests, price_per_night_cents)
      values (${host}, 'published', 'Garden floor', 'Crown Street', '512 Crown Street', 'Two bedrooms.', 40.6695,
        -73.9445, 5, 'apartment', 2, 3, 1, 4, 15000)
      returning id`);
    const service = await id(sql`insert into transport_services (host_id, status, provider_name, title,
        description, service_type, vehicle_type, max_passengers, max_luggage, pricing_model, price_cents,
        trip_minutes)
      values (${host}, 'published', 'Crown Heights Shuttle', 'Shuttle to the Ohel', 'A van from 770.',
        'ohel_ride', 'van', 12, 0, 'per_passenger', 2500, 150)
      returning id`);
    const shuttle = await id(sql`insert into ohel_listings (host_id, status, kind, title, description,
        transport_service_id)
      values (${host}, 'published', 'shuttle', 'Sunday shuttle', 'To the Ohel.', ${service})
      returning id`);

    const stayed = await person('stayed@migration.test', 'Sarah Chaya Cohen');
    const twice = await person('twice@migration.test', 'Mendel Goldberg');
    const stranger = await person('stranger@migration.test', 'Troll Account');
    const coming = await person('coming@migration.test', 'Levi Friedman');
    const cancelled = await person('cancelled@migration.test', 'Leah Schwartz');
    const visitor = await person('visitor@migration.test', 'Shira Levi');

    await stayBooking(stayed, host, stay, '2025-01-10');
    await stayBooking(twice, host, stay, '2024-06-10');
    const latest = await stayBooking(twice, host, stay, '2025-02-10');
    await stayBooking(coming, host, stay, '2099-01-10');
    await stayBooking(cancelled, host, stay, '2025-03-10', 'cancelled');
    const visit = await rideBooking(visitor, host, service, shuttle, '2025-04-10');

    const kept = await review(sql`stay_id`, stay, stayed, 'Sarah Chaya Cohen', 5);
    const keptHidden = await review(sql`stay_id`, stay, twice, 'Mendel Goldberg', 1, true);
    await review(sql`stay_id`, stay, stranger, 'Troll Account', 1);
    await review(sql`stay_id`, stay, coming, 'Levi Friedman', 2);
    await review(sql`stay_id`, stay, cancelled, 'Leah Schwartz', 2);
    const keptVisit = await review(sql`ohel_listing_id`, shuttle, visitor, 'Shira Levi', 4);
    // Her ride was booked from the Ohel listing: reviewed there, not on the service's page.
    await review(sql`transport_service_id`, service, visitor, 'Shira Levi', 1);
    // The figures as the old rule kept them: every review counted.
    await connection.db.execute(
      sql`update stays set rating_average = 2.5, review_count = 4, recommended_score = 3.14`,
    );
    await connection.db.execute(sql`update transport_services set rating_average = 1, review_count = 1`);
    await connection.db.execute(sql`update ohel_listings set rating_average = 4, review_count = 1`);

    expect(await runMigrations(connection)).toBeGreaterThanOrEqual(1);

    const left = await rows<{ id: string; booking_id: string; author_name: string; verified: boolean }>(
      sql`select id, booking_id, author_name, verified from reviews order by author_name`,
    );
    expect(left).toEqual([
      { id: keptHidden, booking_id: latest, author_name: 'Mendel G.', verified: true },
      { id: kept, booking_id: expect.any(String), author_name: 'Sarah C.', verified: true },
      { id: keptVisit, booking_id: visit, author_name: 'Shira L.', verified: true },
    ]);
    // Only the visible five-star review counts; the service lost its only one.
    expect(
      await rows(sql`select rating_average, review_count, recommended_score from stays where id = ${stay}`),
    ).toEqual([{ rating_average: 5, review_count: 1, recommended_score: 4.25 }]);
    expect(await rows(sql`select rating_average, review_count from transport_services`)).toEqual([
      { rating_average: null, review_count: 0 },
    ]);
    expect(await rows(sql`select rating_average, review_count from ohel_listings`)).toEqual([
      { rating_average: 4, review_count: 1 },
    ]);

    // From now on the database holds the rule: a booking, and one review of it.
    const again = connection.db.execute(sql`insert into reviews (stay_id, author_id, booking_id, author_name,
        rating, text) values (${stay}, ${twice}, ${latest}, 'Mendel G.', 5, 'Again')`);
    expect(await sqlState(again)).toBe('23505');
    const without = connection.db
      .execute(sql`insert into reviews (stay_id, author_id, author_name, rating, text)
      values (${stay}, ${stranger}, 'Troll A.', 1, 'No booking')`);
    expect(await sqlState(without)).toBe('23502');
  });
});
