import { randomUUID } from 'node:crypto';
import type { CancellationPolicy } from '@orchim/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import { loadEntries } from '../src/domain/stays/catalogue/entries';
import {
  bookings,
  listingImages,
  mealOffers,
  mealSittings,
  ohelListings,
  reviews,
  stays,
  transportServices,
  users,
} from '../src/db/schema';
import { insertPastBooking } from './helpers/past-bookings';
import { createTestDatabase } from './helpers/test-app';

/**
 * The database itself refuses malformed meals, rides, Ohel listings, images, reviews and bookings
 * (migration 0006), whatever the application checks first: rows go in straight through Drizzle.
 */

/** The SQLSTATE and constraint a query failed with (drizzle wraps the driver's error as `cause`). */
async function refusal(
  query: PromiseLike<unknown>,
): Promise<{ code?: string; constraint?: string } | undefined> {
  try {
    await query;
  } catch (error) {
    const { cause } = error as { cause?: { code?: string; constraint?: string } };
    const { code, constraint } = cause ?? (error as { code?: string; constraint?: string });
    return { code, constraint };
  }
  return undefined;
}

const CHECK_VIOLATION = '23514';
const FOREIGN_KEY_VIOLATION = '23503';

let connection: DatabaseConnection;
let dispose: () => Promise<void>;
let db: DatabaseConnection['db'];
let hostId: string;
let guestId: string;
let stayId: string;
let mealOfferId: string;
let serviceId: string;

const mealOffer = (overrides: Partial<typeof mealOffers.$inferInsert> = {}) => ({
  hostId,
  status: 'published',
  title: 'Friday night with the Cohens',
  area: 'President Street',
  address: '1 President Street, Brooklyn, NY 11213',
  description: 'A warm table with songs and a dvar Torah.',
  latitude: 40.6675,
  longitude: -73.9435,
  walkMinutesTo770: 4,
  mealTypes: ['friday_night' as const, 'shabbos_lunch' as const],
  pricePerGuestCents: 0,
  seatsPerMeal: 10,
  kosherStandard: 'chabad',
  tableLanguages: ['en' as const, 'he' as const],
  offeredFrom: '2026-01-01',
  ...overrides,
});

const transportService = (overrides: Partial<typeof transportServices.$inferInsert> = {}) => ({
  hostId,
  status: 'published',
  providerName: 'Kingston Car Service',
  title: 'JFK to Crown Heights',
  description: 'Door to door, with room for luggage.',
  serviceType: 'airport_transfer',
  airports: ['JFK' as const],
  vehicleType: 'minivan',
  maxPassengers: 6,
  maxLuggage: 6,
  pricingModel: 'per_trip',
  priceCents: 75_00,
  tripMinutes: 60,
  ...overrides,
});

const guestDetails = {
  firstName: 'Dovid',
  lastName: 'Levy',
  email: 'dovid@example.com',
  phone: '+1 718 555 0100',
  currency: 'USD',
};

beforeAll(async () => {
  ({ connection, dispose } = await createTestDatabase());
  db = connection.db;
  const [host, guest] = await db
    .insert(users)
    .values([{ email: `host-${randomUUID()}@example.com` }, { email: `guest-${randomUUID()}@example.com` }])
    .returning({ id: users.id });
  hostId = host!.id;
  guestId = guest!.id;
  [{ id: stayId }] = (await db
    .insert(stays)
    .values({
      hostId,
      status: 'published',
      title: 'Near the Ohel',
      area: 'Cambria Heights',
      address: '226-10 Francis Lewis Blvd, Queens, NY 11411',
      description: 'A short walk to the Ohel.',
      latitude: 40.6946,
      longitude: -73.7365,
      walkMinutesTo770: 250,
      propertyType: 'apartment',
      bedrooms: 1,
      beds: 1,
      baths: 1,
      maxGuests: 2,
      pricePerNightCents: 120_00,
      neighbourhood: 'cambria_heights',
    })
    .returning({ id: stays.id })) as [{ id: string }];
  [{ id: mealOfferId }] = (await db
    .insert(mealOffers)
    .values(mealOffer())
    .returning({ id: mealOffers.id })) as [{ id: string }];
  [{ id: serviceId }] = (await db
    .insert(transportServices)
    // A fleet large enough that the rides these tests write at one time meet only the checks they test
    // (ride-fleet.test.ts tests the fleet).
    .values({ ...transportService(), vehicles: 50 })
    .returning({ id: transportServices.id })) as [{ id: string }];
});
afterAll(() => dispose());

describe('stays', () => {
  it('default to Crown Heights and know no other place than Cambria Heights', async () => {
    const [stay] = await db
      .select({ neighbourhood: stays.neighbourhood })
      .from(stays)
      .where(eq(stays.id, stayId));
    expect(stay?.neighbourhood).toBe('cambria_heights');
    expect(
      await refusal(db.execute(sql`update stays set neighbourhood = 'flatbush' where id = ${stayId}`)),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'stays_neighbourhood' });
  });
  it('near the Ohel are left out of the /stays search catalogue', async () => {
    const [crownHeights] = await db
      .insert(stays)
      .values({
        hostId,
        status: 'published',
        title: 'On Crown Street',
        area: 'Crown Street',
        address: '512 Crown Street, Brooklyn, NY 11213',
        description: 'A short walk to 770.',
        latitude: 40.6695,
        longitude: -73.9445,
        walkMinutesTo770: 5,
        propertyType: 'apartment',
        bedrooms: 1,
        beds: 1,
        baths: 1,
        maxGuests: 2,
        pricePerNightCents: 120_00,
      })
      .returning({ id: stays.id, neighbourhood: stays.neighbourhood });
    expect(crownHeights?.neighbourhood).toBe('crown_heights');
    const listed = (await loadEntries(db)).map((entry) => entry.id);
    expect(listed).toContain(crownHeights!.id);
    expect(listed).not.toContain(stayId);
    expect(await loadEntries(db, [stayId])).toEqual([]);
  });
});

describe('meal offers and sittings', () => {
  it('refuse an unknown meal type, no table language, an unknown kashrut and a period ending before it starts', async () => {
    for (const [overrides, constraint] of [
      [{ mealTypes: ['brunch'] }, 'meal_offers_meal_types'],
      [{ mealTypes: [] }, 'meal_offers_meal_types'],
      [{ tableLanguages: [] }, 'meal_offers_table_languages'],
      [{ kosherStandard: 'none' }, 'meal_offers_kosher_standard'],
      [{ dietaryOptions: ['keto'] }, 'meal_offers_dietary_options'],
      [{ seatsPerMeal: 0 }, 'meal_offers_seats'],
      [{ pricePerGuestCents: -1 }, 'meal_offers_price'],
      [{ offeredUntil: '2025-12-31' }, 'meal_offers_period'],
    ] as const) {
      expect(
        await refusal(
          db.insert(mealOffers).values(mealOffer(overrides as Partial<typeof mealOffers.$inferInsert>)),
        ),
        constraint,
      ).toEqual({ code: CHECK_VIOLATION, constraint });
    }
  });

  it('never let a sitting take more seats than it has (23514), nor fewer than none', async () => {
    const [sitting] = await db
      .insert(mealSittings)
      .values({ mealOfferId, date: '2026-03-14', mealType: 'shabbos_lunch', seats: 10 })
      .returning();
    expect(sitting?.seatsTaken).toBe(0);
    await db.update(mealSittings).set({ seatsTaken: 10 }).where(eq(mealSittings.id, sitting!.id));
    expect(
      await refusal(
        db
          .update(mealSittings)
          .set({ seatsTaken: sql`${mealSittings.seatsTaken} + 1` })
          .where(eq(mealSittings.id, sitting!.id)),
      ),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'meal_sittings_seats' });
    expect(
      await refusal(db.update(mealSittings).set({ seatsTaken: -1 }).where(eq(mealSittings.id, sitting!.id))),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'meal_sittings_seats' });
    expect(
      await refusal(
        db
          .insert(mealSittings)
          .values({ mealOfferId, date: '2026-03-21', mealType: 'friday_night', seats: 4, seatsTaken: 5 }),
      ),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'meal_sittings_seats' });
  });

  it('hold one sitting per offer, day and meal', async () => {
    const values = { mealOfferId, date: '2026-03-28', mealType: 'friday_night' as const, seats: 10 };
    await db.insert(mealSittings).values(values);
    expect(await refusal(db.insert(mealSittings).values(values))).toEqual({
      code: '23505',
      constraint: 'meal_sittings_meal_offer_id_date_meal_type_key',
    });
  });
});

describe('transport services', () => {
  it('refuse an airport transfer without airports, an unknown airport, bad hours and a trip too short', async () => {
    for (const [overrides, constraint] of [
      [{ airports: [] }, 'transport_services_airports'],
      [{ airports: ['BOS'] }, 'transport_services_airports'],
      [{ serviceStart: '24:00' }, 'transport_services_hours'],
      [{ serviceEnd: '9:00' }, 'transport_services_hours'],
      [{ tripMinutes: 5 }, 'transport_services_trip_minutes'],
      [{ vehicleType: 'bus' }, 'transport_services_vehicle_type'],
      [{ pricingModel: 'per_hour' }, 'transport_services_pricing_model'],
      [{ priceCents: 0 }, 'transport_services_price'],
      [{ maxPassengers: 0 }, 'transport_services_capacity'],
    ] as const) {
      expect(
        await refusal(
          db
            .insert(transportServices)
            .values(transportService(overrides as Partial<typeof transportServices.$inferInsert>)),
        ),
        constraint,
      ).toEqual({ code: CHECK_VIOLATION, constraint });
    }
    // An hourly service names no airport, and may run past midnight.
    await db
      .insert(transportServices)
      .values(
        transportService({ serviceType: 'hourly', airports: [], serviceStart: '18:00', serviceEnd: '02:00' }),
      );
  });
});

describe('Ohel listings', () => {
  const listing = (overrides: Partial<typeof ohelListings.$inferInsert>) => ({
    hostId,
    status: 'published',
    title: 'To the Ohel',
    description: 'Leaves from 770.',
    kind: 'shuttle',
    ...overrides,
  });

  it('link a shuttle or ride to its transport service and a stay to its stay', async () => {
    for (const [overrides, constraint] of [
      [{ kind: 'shuttle' }, 'ohel_listings_link'],
      [{ kind: 'ride', stayId: 'stay' }, 'ohel_listings_link'],
      [{ kind: 'stay' }, 'ohel_listings_link'],
      [{ kind: 'stay', stayId: 'stay', transportServiceId: 'service' }, 'ohel_listings_link'],
      [{ kind: 'guided_visit', stayId: 'stay' }, 'ohel_listings_link'],
      [{ kind: 'tour', transportServiceId: 'service' }, 'ohel_listings_kind'],
    ] as const) {
      const values = listing({
        ...overrides,
        stayId: 'stayId' in overrides ? stayId : null,
        transportServiceId: 'transportServiceId' in overrides ? serviceId : null,
      });
      expect(await refusal(db.insert(ohelListings).values(values)), JSON.stringify(overrides)).toEqual({
        code: CHECK_VIOLATION,
        constraint,
      });
    }
    await db
      .insert(ohelListings)
      .values([
        listing({ kind: 'shuttle', transportServiceId: serviceId }),
        listing({ kind: 'ride', transportServiceId: serviceId }),
        listing({ kind: 'stay', stayId }),
        listing({ kind: 'guided_visit', priceFromCents: 40_00 }),
        listing({ kind: 'guided_visit', transportServiceId: serviceId }),
      ]);
  });
});

describe('listing images', () => {
  it('belong to exactly one listing', async () => {
    const image = { position: 0, src: '/images/meals/cohen.svg', width: 800, height: 600 };
    expect(
      await refusal(
        db.insert(listingImages).values({ ...image, mealOfferId, transportServiceId: serviceId }),
      ),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'listing_images_one_parent' });
    expect(await refusal(db.insert(listingImages).values(image))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'listing_images_one_parent',
    });
    expect(await refusal(db.insert(listingImages).values({ ...image, position: 10, mealOfferId }))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'listing_images_position',
    });
    await db.insert(listingImages).values([
      { ...image, mealOfferId },
      { ...image, transportServiceId: serviceId },
    ]);
    expect(await refusal(db.insert(listingImages).values({ ...image, mealOfferId }))).toMatchObject({
      code: '23505',
    });
  });
});

describe('reviews', () => {
  const review = { authorName: 'Chaya', rating: 5, text: 'Wonderful.' };

  it('are of exactly one listing and one booking, one review per booking (decision 022)', async () => {
    const stayBooking = await insertPastBooking(db, guestId, hostId, { kind: 'stay', stayId });
    const mealBooking = await insertPastBooking(db, guestId, hostId, { kind: 'meal', mealOfferId });
    const rideBooking = await insertPastBooking(db, guestId, hostId, {
      kind: 'ride',
      transportServiceId: serviceId,
    });
    const secondMeal = await insertPastBooking(
      db,
      guestId,
      hostId,
      { kind: 'meal', mealOfferId },
      {
        endsOn: '2024-12-20',
      },
    );
    const mine = { ...review, authorId: guestId };
    expect(
      await refusal(db.insert(reviews).values({ ...mine, bookingId: stayBooking, stayId, mealOfferId })),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'reviews_one_target' });
    expect(await refusal(db.insert(reviews).values({ ...mine, bookingId: stayBooking }))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'reviews_one_target',
    });
    // Without a booking, or of a booking that is not there.
    expect(
      await refusal(db.insert(reviews).values({ ...mine, stayId } as typeof reviews.$inferInsert)),
    ).toMatchObject({ code: '23502' });
    expect(await refusal(db.insert(reviews).values({ ...mine, bookingId: randomUUID(), stayId }))).toEqual({
      code: FOREIGN_KEY_VIOLATION,
      constraint: 'reviews_booking_id_bookings_id_fk',
    });
    await db.insert(reviews).values([
      { ...mine, bookingId: stayBooking, stayId },
      { ...mine, bookingId: mealBooking, mealOfferId },
      { ...mine, bookingId: rideBooking, transportServiceId: serviceId },
      // The same person's second meal there: a second review of the same listing.
      { ...mine, bookingId: secondMeal, mealOfferId },
    ]);
    expect(
      await refusal(db.insert(reviews).values({ ...mine, bookingId: mealBooking, mealOfferId })),
    ).toEqual({ code: '23505', constraint: 'reviews_booking_id_key' });
    // A booking with a review stays: bookings are kept for good. (PostgreSQL 15 says 23503, PGlite's
    // newer PostgreSQL 23001 restrict_violation.)
    const deleted = await refusal(db.delete(bookings).where(eq(bookings.id, stayBooking)));
    expect(deleted?.constraint).toBe('reviews_booking_id_bookings_id_fk');
    expect(['23001', FOREIGN_KEY_VIOLATION]).toContain(deleted?.code);
  });
});

describe('bookings', () => {
  let n = 0;
  // Each kind's policy (a stay's: flexible), unless a test says otherwise.
  const POLICY_OF: Record<string, CancellationPolicy> = { stay: 'flexible', meal: 'meal', ride: 'ride' };
  const booking = (values: Partial<typeof bookings.$inferInsert>) => ({
    reference: `T${String((n += 1)).padStart(7, '0')}`,
    kind: 'meal',
    guestId,
    hostId,
    numberOfGuests: 2,
    unitPriceCents: 0,
    totalCents: 0,
    cancellationPolicy: POLICY_OF[values.kind ?? 'meal'] ?? 'ride',
    startsAt: new Date('2026-04-10T23:00:00Z'),
    ...guestDetails,
    ...values,
  });
  const ride = {
    kind: 'ride',
    transportServiceId: '',
    serviceDate: '2026-03-11',
    pickupAt: new Date('2026-03-12T01:00:00Z'),
    pickup: '770 Eastern Parkway',
    destination: 'JFK Terminal 4',
    luggage: 2,
  };

  it('keep a policy that fits the kind, and a refund only on a cancelled booking, within its total', async () => {
    const stay = { kind: 'stay', stayId, checkIn: '2026-06-01', checkOut: '2026-06-03', totalCents: 300_00 };
    for (const cancellationPolicy of ['meal', 'ride', 'lenient'] as CancellationPolicy[]) {
      expect(
        await refusal(db.insert(bookings).values(booking({ ...stay, cancellationPolicy }))),
        cancellationPolicy,
      ).toEqual({ code: CHECK_VIOLATION, constraint: 'bookings_cancellation_policy' });
    }
    for (const cancellationPolicy of ['flexible', 'meal'] as const) {
      expect(
        await refusal(
          db.insert(bookings).values(booking({ ...ride, transportServiceId: serviceId, cancellationPolicy })),
        ),
        cancellationPolicy,
      ).toEqual({ code: CHECK_VIOLATION, constraint: 'bookings_cancellation_policy' });
    }
    const [made] = await db
      .insert(bookings)
      .values(booking({ ...stay, cancellationPolicy: 'strict' }))
      .returning();
    const update = (set: string) =>
      refusal(db.execute(sql`update bookings set ${sql.raw(set)} where id = ${made!.id}`));
    // A confirmed booking has refunded nothing yet.
    expect(await update('refunded_percent = 100, refunded_cents = 30000')).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'bookings_refund',
    });
    expect(await update(`cancellation_policy = 'meal'`)).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'bookings_cancellation_policy',
    });
    for (const refund of [
      'refunded_percent = 50, refunded_cents = null',
      'refunded_percent = null, refunded_cents = 0',
      'refunded_percent = 101, refunded_cents = 30000',
      'refunded_percent = -1, refunded_cents = 0',
      'refunded_percent = 100, refunded_cents = 30001',
      'refunded_percent = 0, refunded_cents = -1',
    ]) {
      expect(await update(`status = 'cancelled', ${refund}`), refund).toEqual({
        code: CHECK_VIOLATION,
        constraint: 'bookings_refund',
      });
    }
    expect(
      await update(`status = 'cancelled', refunded_percent = 50, refunded_cents = 15000`),
    ).toBeUndefined();
    // A stay itself is under one of the three a host picks from.
    expect(
      await refusal(db.execute(sql`update stays set cancellation_policy = 'meal' where id = ${stayId}`)),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'stays_cancellation_policy' });
  });

  it('hold a meal booking to a real sitting', async () => {
    const meal = { mealOfferId, serviceDate: '2026-04-11', mealType: 'shabbos_lunch' as const };
    expect(await refusal(db.insert(bookings).values(booking(meal)))).toEqual({
      code: FOREIGN_KEY_VIOLATION,
      constraint: 'bookings_meal_sitting_fk',
    });
    await db
      .insert(mealSittings)
      .values({ mealOfferId, date: '2026-04-11', mealType: 'shabbos_lunch', seats: 10 });
    const [made] = await db.insert(bookings).values(booking(meal)).returning();
    // starts_on and ends_on are the meal's day.
    expect([made?.startsOn, made?.endsOn]).toEqual(['2026-04-11', '2026-04-11']);
    expect(
      await refusal(db.insert(bookings).values(booking({ mealOfferId, serviceDate: '2026-04-11' }))),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'bookings_meal_fields' });
  });

  it('refuse a ride without its pickup, destination, time or luggage', async () => {
    for (const missing of ['pickup', 'destination', 'pickupAt', 'luggage', 'serviceDate'] as const) {
      expect(
        await refusal(
          db.insert(bookings).values(booking({ ...ride, transportServiceId: serviceId, [missing]: null })),
        ),
        missing,
      ).toEqual({ code: CHECK_VIOLATION, constraint: 'bookings_ride_fields' });
    }
    expect(
      await refusal(
        db.insert(bookings).values(booking({ ...ride, transportServiceId: serviceId, pickup: '' })),
      ),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'bookings_ride_fields' });
    const [made] = await db
      .insert(bookings)
      .values(booking({ ...ride, transportServiceId: serviceId, flightNumber: 'B6 123' }))
      .returning();
    expect(made?.startsOn).toBe('2026-03-11');
  });

  it('name one listing, of a known kind, and come from /ohel only as a stay or a ride', async () => {
    const [shuttle] = await db
      .insert(ohelListings)
      .values({
        hostId,
        kind: 'shuttle',
        title: 'Sunday shuttle',
        description: 'From 770.',
        transportServiceId: serviceId,
      })
      .returning({ id: ohelListings.id });
    expect(
      await refusal(db.insert(bookings).values(booking({ ...ride, transportServiceId: serviceId, stayId }))),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'bookings_one_listing' });
    expect(
      await refusal(
        db.insert(bookings).values(booking({ ...ride, kind: 'visit', transportServiceId: serviceId })),
      ),
    ).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'bookings_kind',
    });
    await db.execute(
      sql`insert into meal_sittings (meal_offer_id, date, meal_type, seats) values (${mealOfferId}, '2026-04-18', 'friday_night', 10)`,
    );
    expect(
      await refusal(
        db.insert(bookings).values(
          booking({
            mealOfferId,
            serviceDate: '2026-04-18',
            mealType: 'friday_night',
            ohelListingId: shuttle!.id,
          }),
        ),
      ),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'bookings_ohel_kind' });
    await db
      .insert(bookings)
      .values(booking({ ...ride, transportServiceId: serviceId, ohelListingId: shuttle!.id }));
    // A stay booking as before, with its dates as starts_on and ends_on.
    const [stay] = await db
      .insert(bookings)
      .values(booking({ kind: 'stay', stayId, checkIn: '2026-05-01', checkOut: '2026-05-03' }))
      .returning();
    expect([stay?.startsOn, stay?.endsOn]).toEqual(['2026-05-01', '2026-05-03']);
    expect(
      await refusal(
        db
          .insert(bookings)
          .values(booking({ kind: 'stay', stayId, checkIn: '2026-05-03', checkOut: '2026-05-03' })),
      ),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'bookings_stay_fields' });
  });
});
