import { randomUUID } from 'node:crypto';
import {
  walkingMinutesTo770,
  type Amenity,
  type JewishFeature,
  type StayCancellationPolicy,
  type StayBookingRequestInput,
  type StaySearchQueryInput,
} from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../src/auth/access-tokens';
import { outboxRepository } from '../../src/db/repositories/outbox';
import { sessionsRepository } from '../../src/db/repositories/sessions';
import type { UserRow } from '../../src/db/repositories/users';
import { stayReservations, stays, type ListingTranslations } from '../../src/db/schema';
import { bearer } from './auth';
import {
  createPerson,
  addFixturePhotosAndReviews,
  getList,
  restUrl,
  uniqueIp,
  type FixtureReview,
} from './listings';
import { apiKey } from './test-app';

// Many tests take these from here, where they began.
export { getRest, uniqueIp } from './listings';

export type StayRow = typeof stays.$inferSelect;

export interface StayFixture {
  title?: string;
  area?: string;
  address?: string;
  description?: string;
  houseRules?: string;
  translations?: ListingTranslations;
  status?: 'draft' | 'published' | 'suspended';
  /** Crown Heights by default; 'cambria_heights' for a stay near the Ohel. */
  neighbourhood?: 'crown_heights' | 'cambria_heights';
  latitude?: number;
  longitude?: number;
  /** Computed from the coordinates when not given. */
  walkMinutesTo770?: number;
  propertyType?: string;
  bedrooms?: number;
  beds?: number;
  baths?: number;
  maxGuests?: number;
  pricePerNightCents?: number;
  cleaningFeeCents?: number;
  minimumNights?: number;
  checkInTime?: string;
  checkOutTime?: string;
  /** Flexible by default, as a new stay. */
  cancellationPolicy?: StayCancellationPolicy;
  amenities?: Amenity[];
  jewishFeatures?: JewishFeature[];
  kosherStandard?: string | null;
  mikvahWalkMinutes?: number | null;
  /** How many images (position 0 is the cover); 2 by default. */
  images?: number;
  reviews?: readonly FixtureReview[];
  /** Nights the host blocked, as [first night, check-out day) pairs. */
  blocked?: [string, string][];
}

/**
 * A stay of `host`, with its images, reviews (ratings refreshed as the reviews repository would) and
 * blocked dates, straight in the database: listings are made by hosts in a later issue.
 */
export async function insertStay(
  app: FastifyInstance,
  host: { id: string },
  fixture: StayFixture = {},
): Promise<StayRow> {
  const latitude = fixture.latitude ?? 40.6695;
  const longitude = fixture.longitude ?? -73.9445;
  const jewishFeatures = fixture.jewishFeatures ?? ['urn', 'shabbos_timers'];
  const [stay] = await app.db
    .insert(stays)
    .values({
      hostId: host.id,
      status: fixture.status ?? 'published',
      title: fixture.title ?? 'Sunny garden floor on Crown Street',
      area: fixture.area ?? 'Crown Street',
      address: fixture.address ?? '512 Crown Street, Brooklyn, NY 11213',
      description: fixture.description ?? 'Two bedrooms, a kosher kitchen and a short walk to 770.',
      houseRules: fixture.houseRules ?? 'No smoking. Quiet after 10 pm.',
      translations: fixture.translations ?? {},
      neighbourhood: fixture.neighbourhood ?? 'crown_heights',
      latitude,
      longitude,
      walkMinutesTo770: fixture.walkMinutesTo770 ?? walkingMinutesTo770({ latitude, longitude }),
      propertyType: fixture.propertyType ?? 'apartment',
      bedrooms: fixture.bedrooms ?? 2,
      beds: fixture.beds ?? 3,
      baths: fixture.baths ?? 1,
      maxGuests: fixture.maxGuests ?? 4,
      pricePerNightCents: fixture.pricePerNightCents ?? 150_00,
      cleaningFeeCents: fixture.cleaningFeeCents ?? 60_00,
      minimumNights: fixture.minimumNights ?? 1,
      checkInTime: fixture.checkInTime ?? '15:00',
      checkOutTime: fixture.checkOutTime ?? '11:00',
      cancellationPolicy: fixture.cancellationPolicy ?? 'flexible',
      amenities: fixture.amenities ?? ['wifi'],
      jewishFeatures,
      kosherStandard:
        fixture.kosherStandard !== undefined
          ? fixture.kosherStandard
          : jewishFeatures.includes('kosher_kitchen')
            ? 'chabad'
            : null,
      mikvahWalkMinutes: fixture.mikvahWalkMinutes ?? null,
      publishedAt: new Date('2025-01-01T00:00:00Z'),
    })
    .returning();
  if (!stay) throw new Error('insert returned no stay');

  await addFixturePhotosAndReviews(app, 'stays', stay, {
    images: fixture.images,
    reviews: fixture.reviews,
    reviewerName: () => 'Devorah Klein',
    booked: { kind: 'stay', stayId: stay.id },
  });

  if (fixture.blocked?.length) {
    await app.db
      .insert(stayReservations)
      .values(fixture.blocked.map(([start, end]) => ({ stayId: stay.id, during: `[${start},${end})` })));
  }

  const [fresh] = await app.db.select().from(stays).where(eq(stays.id, stay.id));
  return fresh ?? stay;
}

export interface SignedInAccount {
  user: UserRow;
  email: string;
  /** Headers of a call as this user: the anon key and a fresh access token (signed at the app's now). */
  headers(): Promise<Record<string, string>>;
}

/**
 * An account with a live session, made straight in the database and without a password hash: much
 * faster than signing up and in when a test needs fifty guests. Tokens are signed at the app's clock,
 * so a test that moves the clock days ahead still gets tokens that are valid then.
 */
export async function signedInAccount(
  app: FastifyInstance,
  options: { name?: string; fullName?: string; userType?: 'guest' | 'host' } = {},
): Promise<SignedInAccount> {
  const user = await createPerson(
    app,
    options.name ?? 'guest',
    options.fullName ?? 'Devorah Klein',
    options.userType,
  );
  const session = await sessionsRepository(app.db).create(user.id, 'password', randomUUID(), app.clock());
  return {
    user,
    email: user.email,
    async headers() {
      const { token } = await signAccessToken(app.config.jwtSecret, {
        user,
        session,
        issuer: 'http://localhost/auth/v1',
        now: app.clock(),
      });
      return { apikey: await apiKey(), ...bearer(token) };
    },
  };
}

/** The query string of a search (lists as comma-separated values). */
export function searchUrl(query: StaySearchQueryInput | Record<string, unknown> = {}): string {
  return restUrl('stays', query);
}

/** GET /rest/v1/stays as an anonymous visitor, from its own client address unless one is given. */
export async function searchStays(
  app: FastifyInstance,
  query: StaySearchQueryInput | Record<string, unknown> = {},
  ip = uniqueIp(),
) {
  return getList(app, searchUrl(query), ip);
}

/** A valid booking request for the stay (override what the test is about). */
export function bookingRequest(
  stayId: string,
  overrides: Partial<StayBookingRequestInput> & Record<string, unknown> = {},
): StayBookingRequestInput {
  return {
    kind: 'stay',
    stayId,
    checkIn: '2026-03-15',
    checkOut: '2026-03-18',
    firstName: 'Mendel',
    lastName: 'Goldberg',
    phone: '+1 718 555 0170',
    numberOfGuests: 2,
    specialRequests: '',
    ...overrides,
  };
}

/** A call of the /rest/v1 API as `guest` (signed in), or as an anonymous visitor when null. */
export async function callAs(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  guest: SignedInAccount | null,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/rest/v1${path}`,
    headers: guest ? await guest.headers() : { apikey: await apiKey() },
    ...(payload ? { payload } : {}),
  });
}

/** POST /rest/v1/bookings as `guest`. */
export const book = (app: FastifyInstance, guest: SignedInAccount | null, body: Record<string, unknown>) =>
  callAs(app, 'POST', '/bookings', guest, body);

/** The mails to `to` in the outbox (no SMTP_URL in tests), newest first. */
export const mailsTo = (app: FastifyInstance, to: string) => outboxRepository(app.db).list({ to, limit: 20 });
