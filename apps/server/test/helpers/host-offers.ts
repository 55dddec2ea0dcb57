import type { MealOfferFormInput, OhelListingFormInput, TransportServiceFormInput } from '@orchim/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mealOffers, ohelListings, transportServices, users } from '../../src/db/schema';
import { signedInAccount, type SignedInAccount } from './stays';
import { apiKey } from './test-app';

/** A host account with a live session: approved by an admin unless `pending`. */
export async function hostAccount(
  app: FastifyInstance,
  options: { name?: string; fullName?: string; pending?: boolean } = {},
): Promise<SignedInAccount> {
  const host = await signedInAccount(app, {
    name: options.name ?? 'host',
    fullName: options.fullName ?? 'Rivka Mintz',
    userType: 'host',
  });
  if (!options.pending) {
    await app.db
      .update(users)
      .set({ appMetadata: sql`${users.appMetadata} || '{"host_status": "approved"}'::jsonb` })
      .where(eq(users.id, host.user.id));
  }
  return host;
}

/** A call of /rest/v1 as `who` (signed in), or with the anon key only when null. */
export async function callHost(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  who: SignedInAccount | null,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/rest/v1${path}`,
    headers: who ? await who.headers() : { apikey: await apiKey() },
    ...(payload ? { payload } : {}),
  });
}

/** A complete meal offer form (override what the test is about): Friday night and Shabbos lunch, 8 seats. */
export function mealForm(overrides: Record<string, unknown> = {}) {
  const form = {
    title: 'Friday night with the Mintzes',
    familyDescription: 'A family of six who love guests.',
    description: 'Challah, fish, chicken soup and plenty of singing at the table.',
    area: 'Crown Street',
    address: '512 Crown Street, Brooklyn, NY 11213',
    latitude: 40.6661,
    longitude: -73.9423,
    mealTypes: ['friday_night', 'shabbos_lunch'],
    pricePerGuestCents: 36_00,
    seatsPerMeal: 8,
    kosherStandard: 'chabad',
    dietaryOptions: ['vegetarian'],
    tableLanguages: ['en', 'he'],
    childrenWelcome: true,
    accessibility: [],
    offeredFrom: '2026-11-01',
    offeredUntil: null,
    closedDates: [],
  } satisfies MealOfferFormInput;
  return { ...form, ...overrides };
}

/** A complete transport service form: a JFK sedan around the clock, $75 a trip. */
export function transportForm(overrides: Record<string, unknown> = {}) {
  const form = {
    providerName: 'Kingston Car Service',
    title: 'JFK to Crown Heights by sedan',
    description: 'A driver meets you in the arrivals hall and helps with the bags.',
    serviceType: 'airport_transfer',
    airports: ['JFK'],
    vehicleType: 'sedan',
    maxPassengers: 3,
    maxLuggage: 3,
    pricingModel: 'per_trip',
    priceCents: 75_00,
    serviceStart: '00:00',
    serviceEnd: '00:00',
    tripMinutes: 45,
    defaultPickup: 'JFK Airport, arrivals hall',
    defaultDestination: '770 Eastern Parkway, Brooklyn, NY 11213',
  } satisfies TransportServiceFormInput;
  return { ...form, ...overrides };
}

/** A complete Ohel listing form: a guided visit arranged off the site, from $50. */
export function ohelForm(overrides: Record<string, unknown> = {}) {
  const form = {
    kind: 'guided_visit',
    title: 'A first visit to the Ohel',
    description: 'A first visit, prepared: the customs, writing the letter, the way in and out.',
    details: 'About two hours.\nIn English or Hebrew.',
    transportServiceId: null,
    stayId: null,
    priceFromCents: 50_00,
  } satisfies OhelListingFormInput;
  return { ...form, ...overrides };
}

const TABLES = { meals: mealOffers, transport: transportServices, ohel: ohelListings } as const;

/**
 * Publishes a listing straight in the database, as an approved host's publish would (that route is the
 * host area's, with its own tests): for the public pages and bookings a test needs.
 */
export async function publishDirectly(app: FastifyInstance, kind: keyof typeof TABLES, id: string) {
  const table = TABLES[kind];
  await app.db.update(table).set({ status: 'published', publishedAt: app.clock() }).where(eq(table.id, id));
}
