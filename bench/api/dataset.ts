import { CROWN_HEIGHTS_BOUNDS, KOSHER_STANDARDS, type Amenity, type JewishFeature } from '@orchim/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/migrate';
import { refreshStayRatings } from '../../apps/server/src/db/repositories/stay-ratings';

/**
 * The benchmark's data set, made with set-based SQL (generate_series, insert … select): 10,000 stays and
 * 100,000 bookings take seconds on PostgreSQL, under a minute on PGlite. Every size has the same shape:
 * one host per 10 stays, one guest account per stay, 10 bookings per stay (2 past, 8 ahead, at fixed
 * 30-day slots so a stay's bookings never overlap) with their calendar rows, a host block on every fifth
 * stay, five images per stay (cover first), 0–15 reviews per stay (each of a past stay of its author's,
 * before the slots), and 2% extra draft stays search must skip. random() is seeded, so a size gives the same rows on every run of one engine.
 */

export const BOOKINGS_PER_STAY = 10;
const SLOT_DAYS = 30;
/** The first booking slot starts this many days before today: two slots are past, eight ahead. */
const FIRST_SLOT_DAYS_AGO = 60;
/**
 * The data set's last booking ends before this many days from today (the end of the last slot): every
 * night from here to the booking horizon is free on every stay, for the booking run to take.
 */
export const FREE_FROM_DAYS = BOOKINGS_PER_STAY * SLOT_DAYS - FIRST_SLOT_DAYS_AGO;

export interface DatasetSummary {
  stays: number;
  drafts: number;
  hosts: number;
  guests: number;
  bookings: number;
  reservations: number;
  reviews: number;
  images: number;
  seconds: number;
}

/** A version-4-shaped uuid from md5(prefix:n): stable across runs and accepted by z.uuid(). */
const uuidOf = (prefix: string, n: string) =>
  `overlay(overlay(md5('${prefix}:' || (${n})::text) placing '4' from 13) placing '8' from 17)::uuid`;

const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]::text[]`;

/** How often each amenity and feature appears (same order as the shared vocabularies). */
const AMENITY_ODDS: Record<Amenity, number> = {
  wifi: 0.95,
  air_conditioning: 0.85,
  heating: 0.9,
  washer: 0.55,
  dryer: 0.45,
  parking: 0.2,
  crib: 0.35,
  high_chair: 0.3,
  full_kitchen: 0.7,
  dishwasher: 0.35,
  workspace: 0.4,
  elevator: 0.15,
  outdoor_space: 0.3,
  linens: 0.9,
};
const FEATURE_ODDS: Record<JewishFeature, number> = {
  kosher_kitchen: 0.6,
  separate_meat_dairy: 0.55,
  shabbos_hot_plate: 0.7,
  blech: 0.5,
  urn: 0.65,
  shabbos_timers: 0.45,
  shabbos_lamp: 0.3,
  non_electric_key: 0.35,
  fridge_light_off: 0.4,
  no_elevator_needed: 0.6,
  sukkah: 0.15,
  pesach_ready: 0.1,
};

/** A random subset of the keys, each kept with its odds; correlated on `row` so it is drawn per row. */
const subset = (odds: Record<string, number>, row: string) => {
  const values = Object.keys(odds);
  const weights = `array[${Object.values(odds).join(', ')}]::float8[]`;
  return `array(select v from unnest(${textArray(values)}) with ordinality t(v, k)
                where random() < (${weights})[k] and ${row} is not null order by k)`;
};

const STREETS = [
  'Eastern Parkway',
  'President Street',
  'Union Street',
  'Carroll Street',
  'Crown Street',
  'Montgomery Street',
  'Lefferts Avenue',
  'Empire Boulevard',
  'Kingston Avenue',
  'Brooklyn Avenue',
  'New York Avenue',
  'Albany Avenue',
  'Troy Avenue',
  'Schenectady Avenue',
  'Utica Avenue',
  'Sterling Place',
  'St Johns Place',
  'Lincoln Place',
  'Maple Street',
  'Rutland Road',
];
const AREAS = ['Crown Heights', 'Crown Heights North', 'Crown Heights South', 'Near Kingston Avenue'];
const ADJECTIVES = [
  'Sunny',
  'Spacious',
  'Cozy',
  'Renovated',
  'Quiet',
  'Bright',
  'Family-friendly',
  'Charming',
];
const FIRST_NAMES = [
  'Chaya',
  'Mendel',
  'Rivka',
  'Yossi',
  'Mushka',
  'Levi',
  'Sarah',
  'Shmuel',
  'Dina',
  'Moshe',
];
const LAST_NAMES = [
  'Cohen',
  'Levy',
  'Goldberg',
  'Friedman',
  'Katz',
  'Schwartz',
  'Gurary',
  'Raskin',
  'Kaplan',
];
/** Picks one of `values` at random (a fresh draw per row). */
const pick = (values: readonly string[]) =>
  `(${textArray(values)})[1 + floor(random() * ${values.length})::int]`;

const DESCRIPTION =
  `A comfortable home a short walk from 770 Eastern Parkway, close to shuls, kosher groceries and the
Kingston Avenue shops. The kitchen is fully equipped and the bedrooms are quiet, with blackout curtains and fresh
linens. Families are welcome: there is space for a stroller and the host can lend a crib. Shabbos guests find
everything ready before candle lighting.`.replaceAll('\n', ' ');
const HOUSE_RULES = 'No smoking. Quiet hours from 11 pm. Please keep the kitchen kosher as you found it.';

/**
 * Fills a fresh, migrated database with `stays` published stays and everything around them, then
 * recomputes the ratings and runs VACUUM ANALYZE. Returns the row counts.
 */
export async function generateDataset(db: Database, stays: number): Promise<DatasetSummary> {
  const started = performance.now();
  const hosts = Math.max(1, Math.round(stays / 10));
  const guests = Math.max(stays, 100);
  const drafts = Math.round(stays * 0.02);
  const b = CROWN_HEIGHTS_BOUNDS;
  const run = (statement: string) => db.execute(sql.raw(statement));

  await db.transaction(async (tx) => {
    const exec = (statement: string) => tx.execute(sql.raw(statement));
    await exec('select setseed(0.770)');

    const userRows = (kind: 'host' | 'guest', count: number) => `
      insert into users (id, email, user_metadata, app_metadata, email_confirmed_at, created_at, updated_at)
      select ${uuidOf(kind, 'n')}, '${kind}' || n || '@bench.orchim.test',
             jsonb_build_object('full_name', ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES)},
                                'user_type', '${kind}'),
             jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')
                                ${kind === 'host' ? ", 'host_status', 'approved'" : ''}),
             now(), now() - (random() * 1000) * interval '1 day', now()
      from generate_series(1, ${count}) n`;
    await exec(userRows('host', hosts));
    await exec(userRows('guest', guests));

    // Coordinates spread around 770 inside the Crown Heights box; walking minutes by the shared rule
    // (haversine × 1.3 at 80 m a minute). Size follows the property type, price follows the size.
    await exec(`
      with b as (
        select i,
               least(${b.north}, greatest(${b.south}, 40.66929 + (random() - 0.5) * 0.028)) as lat,
               least(${b.east}, greatest(${b.west}, -73.94251 + (random() - 0.5) * 0.046)) as lng,
               ${pick(['apartment', 'apartment', 'apartment', 'brownstone_floor', 'brownstone_floor', 'basement', 'house', 'studio', 'private_room'])} as property_type,
               random() as size, random() as price, random() as extra
        from generate_series(1, ${stays + drafts}) i
      ), sized as (
        select b.*,
               case when property_type in ('studio', 'private_room') then floor(size * 2)::int
                    when property_type = 'house' then 3 + floor(size * 4)::int
                    else 1 + floor(size * 4)::int end as bedrooms
        from b
      ), shaped as (
        select sized.*,
               greatest(1, bedrooms + floor(extra * 2)::int) as beds,
               ${subset(AMENITY_ODDS, 'sized.i')} as amenities,
               ${subset(FEATURE_ODDS, 'sized.i')} as features,
               2 * 6371000 * asin(sqrt(
                 sin(radians(lat - 40.66929) / 2) ^ 2
                 + cos(radians(lat)) * cos(radians(40.66929)) * sin(radians(lng + 73.94251) / 2) ^ 2)) as meters
        from sized
      )
      insert into stays (id, host_id, status, title, area, address, description, house_rules, latitude, longitude,
                         walk_minutes_to_770, property_type, bedrooms, beds, baths, max_guests,
                         price_per_night_cents, cleaning_fee_cents, minimum_nights, amenities, jewish_features,
                         kosher_standard, mikvah_walk_minutes, published_at, created_at, updated_at)
      select ${uuidOf('stay', 'i')}, ${uuidOf('host', `1 + (i - 1) % ${hosts}`)},
             case when i <= ${stays} then 'published' else 'draft' end,
             ${pick(ADJECTIVES)} || ' ' || replace(property_type, '_', ' ') || ' on ' || street,
             ${pick(AREAS)},
             (100 + floor(random() * 1400)::int) || ' ' || street || ', Brooklyn, NY ' || ${pick(['11213', '11216', '11225', '11238'])},
             '${DESCRIPTION}', '${HOUSE_RULES}', lat, lng,
             greatest(1, round(meters * 1.3 / 80))::int, property_type, bedrooms, beds,
             1 + bedrooms / 2, least(16, greatest(1, beds * 2 - floor(extra * 2)::int)),
             least(1000000, round((7000 + bedrooms * 4500) * (0.7 + price * 0.9) / 100) * 100)::int,
             (floor(random() * 16) * 1000)::int,
             (array[1, 1, 1, 1, 2, 2, 3])[1 + floor(random() * 7)::int],
             amenities, features,
             case when 'kosher_kitchen' = any(features) then ${pick(KOSHER_STANDARDS)} end,
             case when random() < 0.6 then 3 + floor(random() * 20)::int end,
             now() - (random() * 700) * interval '1 day', now() - interval '800 days', now()
      from (select shaped.*, ${pick(STREETS)} as street from shaped) s`);

    await exec(`
      insert into stay_images (stay_id, position, src, width, height, alt)
      select ${uuidOf('stay', 'i')}, p, '/images/stays/bench-' || ((i * 7 + p) % 24 + 1) || '.jpg', 1600, 1067,
             case when p = 0 then 'Living room' else 'Photo ' || (p + 1) end
      from generate_series(1, ${stays + drafts}) i cross join generate_series(0, 4) p`);

    // Booking k of stay i starts 0–20 days into slot k and lasts 2–7 nights (at least the stay's
    // minimum), so it ends before the slot's day 28 and never overlaps its neighbours.
    await exec(`
      insert into bookings (id, reference, kind, status, guest_id, host_id, stay_id, check_in, check_out,
                            first_name, last_name, email, phone, number_of_guests, currency,
                            unit_price_cents, fee_cents, total_cents, created_at, updated_at)
      select ${uuidOf('booking', 'n')}, 'BK' || lpad(n::text, 8, '0'), 'stay', 'confirmed',
             ${uuidOf('guest', `1 + (n * 7919) % ${guests}`)}, s.host_id, s.id, check_in, check_in + nights,
             ${pick(FIRST_NAMES)}, ${pick(LAST_NAMES)}, 'guest' || (1 + (n * 7919) % ${guests}) || '@bench.orchim.test',
             '+1 718 555 ' || lpad((n % 10000)::text, 4, '0'),
             least(s.max_guests, 1 + floor(random() * s.max_guests)::int), 'USD',
             s.price_per_night_cents, s.cleaning_fee_cents, nights * s.price_per_night_cents + s.cleaning_fee_cents,
             check_in - (7 + floor(random() * 60)::int) * interval '1 day', now()
      from (
        select i, (i - 1) * ${BOOKINGS_PER_STAY} + k + 1 as n,
               current_date - ${FIRST_SLOT_DAYS_AGO} + k * ${SLOT_DAYS} + floor(random() * 21)::int as check_in,
               2 + floor(random() * 6)::int as raw_nights
        from generate_series(1, ${stays}) i cross join generate_series(0, ${BOOKINGS_PER_STAY - 1}) k
      ) x
      join stays s on s.id = ${uuidOf('stay', 'x.i')}
      cross join lateral (select greatest(raw_nights, s.minimum_nights) as nights) m`);

    await exec(`
      insert into stay_reservations (stay_id, during, booking_id, created_at)
      select stay_id, daterange(check_in, check_out, '[)'), id, created_at from bookings`);
    // The host of every fifth stay blocked two nights in a gap between bookings (days 27–28 of slot 5).
    await exec(`
      insert into stay_reservations (stay_id, during)
      select ${uuidOf('stay', 'i')},
             daterange(current_date - ${FIRST_SLOT_DAYS_AGO} + 5 * ${SLOT_DAYS} + 27,
                       current_date - ${FIRST_SLOT_DAYS_AGO} + 5 * ${SLOT_DAYS} + 29, '[)')
      from generate_series(5, ${stays}, 5) i`);

    // 0–15 reviews per stay (most stays have a few), rated around a per-stay quality; 2% hidden. Each is
    // of a past stay of its author there (decision 022): nights of their own, a hundred days ago and
    // earlier, three days apart (clear of the slots above), with their calendar rows.
    await exec(`
      create temporary table planned_reviews on commit drop as
      select s.i, j, s.quality, ${uuidOf('review-booking', '(s.i - 1) * 16 + j')} as booking_id,
             (s.i - 1) * 16 + j as n, ${uuidOf('guest', `1 + (s.i * 101 + j * 7919) % ${guests}`)} as guest_id,
             current_date - 100 - 3 * j as check_in
      from (select i, floor(random() ^ 1.5 * 16)::int as reviews, random() as quality
            from generate_series(1, ${stays}) i) s
      cross join lateral generate_series(1, s.reviews) j`);
    await exec(`
      insert into bookings (id, reference, kind, status, guest_id, host_id, stay_id, check_in, check_out,
                            first_name, last_name, email, phone, number_of_guests, currency,
                            unit_price_cents, fee_cents, total_cents, created_at, updated_at)
      select p.booking_id, 'RV' || lpad(p.n::text, 10, '0'), 'stay', 'confirmed', p.guest_id, s.host_id, s.id,
             p.check_in, p.check_in + m.nights, ${pick(FIRST_NAMES)}, ${pick(LAST_NAMES)},
             'reviewer' || p.n || '@bench.orchim.test', '+1 718 555 0100', 1, 'USD', s.price_per_night_cents,
             s.cleaning_fee_cents, m.nights * s.price_per_night_cents + s.cleaning_fee_cents,
             p.check_in - interval '30 days', now()
      from planned_reviews p
      join stays s on s.id = ${uuidOf('stay', 'p.i')}
      cross join lateral (select greatest(2, s.minimum_nights) as nights) m`);
    await exec(`
      insert into stay_reservations (stay_id, during, booking_id, created_at)
      select b.stay_id, daterange(b.check_in, b.check_out, '[)'), b.id, b.created_at
      from bookings b join planned_reviews p on p.booking_id = b.id`);
    await exec(`
      insert into reviews (stay_id, author_id, booking_id, author_name, rating, text, verified, hidden_at,
                           created_at, updated_at)
      select ${uuidOf('stay', 'p.i')}, p.guest_id, p.booking_id,
             ${pick(FIRST_NAMES)} || ' ' || left(${pick(LAST_NAMES)}, 1) || '.',
             greatest(1, least(5, round(2.6 + p.quality * 2.4 + (random() - 0.5) * 1.6)))::int,
             'Lovely place, close to 770, everything we needed for Shabbos.', true,
             case when random() < 0.02 then now() end, t, t
      from planned_reviews p
      cross join lateral (select (p.check_in + 4 + floor(random() * 60)::int)::timestamptz as t) d`);

    // Statistics first (ANALYZE sees this transaction's rows), or the planner may guess a nested loop
    // over all reviews per stay for the ratings' join.
    await exec('analyze stays, reviews');
    await refreshStayRatings(tx);
  });
  // As autovacuum would have by the time anyone searches: statistics, and a visibility map for index-only scans.
  await run('vacuum analyze');

  const [counts] = rowsOf<Record<string, number | string>>(
    await run(`select
      (select count(*) from stays where status = 'published') as stays,
      (select count(*) from stays where status <> 'published') as drafts,
      (select count(*) from bookings) as bookings,
      (select count(*) from stay_reservations) as reservations,
      (select count(*) from reviews) as reviews,
      (select count(*) from stay_images) as images`),
  );
  const n = (key: string) => Number(counts?.[key] ?? 0);
  return {
    stays: n('stays'),
    drafts: n('drafts'),
    hosts,
    guests,
    bookings: n('bookings'),
    reservations: n('reservations'),
    reviews: n('reviews'),
    images: n('images'),
    seconds: (performance.now() - started) / 1000,
  };
}

/** What a booking request needs to know of a published stay to be accepted. */
export interface BookableStay {
  id: string;
  maxGuests: number;
  minimumNights: number;
}

/** The published stays, in id order: their ids for detail and availability requests, the rest for bookings. */
export async function publishedStays(db: Database): Promise<BookableStay[]> {
  const result = await db.execute(sql`
    select id, max_guests as "maxGuests", minimum_nights as "minimumNights"
    from stays where status = 'published' order by id`);
  return rowsOf<BookableStay>(result);
}
