import type { Airport, RideQuoteQueryInput, TransportListQueryInput } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refreshTransportRatings } from '../../src/db/repositories/transport';
import { usersRepository } from '../../src/db/repositories/users';
import { emailAppMetadata } from '../../src/db/repositories/users';
import { listingImages, reviews, transportServices, type TransportTranslations } from '../../src/db/schema';
import { uniqueSender } from './auth';
import { uniqueIp } from './stays';
import { apiKey } from './test-app';

export type TransportServiceRow = typeof transportServices.$inferSelect;

export interface TransportFixture {
  status?: 'draft' | 'published' | 'suspended';
  providerName?: string;
  title?: string;
  description?: string;
  translations?: TransportTranslations;
  serviceType?: 'airport_transfer' | 'ohel_ride' | 'hourly' | 'intercity';
  airports?: Airport[];
  vehicleType?: 'sedan' | 'suv' | 'minivan' | 'van' | 'minibus';
  maxPassengers?: number;
  maxLuggage?: number;
  pricingModel?: 'per_trip' | 'per_passenger';
  priceCents?: number;
  serviceStart?: string;
  serviceEnd?: string;
  tripMinutes?: number;
  defaultPickup?: string;
  defaultDestination?: string;
  /** How many images (position 0 is the cover); 2 by default. */
  images?: number;
  reviews?: { rating: number; text?: string; authorName?: string; createdAt?: Date; hidden?: boolean }[];
}

/** An account in the database (no password), as a provider or a reviewer. */
export async function createPerson(app: FastifyInstance, name: string, fullName: string, userType = 'guest') {
  const { email } = uniqueSender(name);
  const user = await usersRepository(app.db).create(
    {
      email,
      encryptedPassword: null,
      userMetadata: { full_name: fullName, user_type: userType },
      appMetadata: emailAppMetadata(),
    },
    app.clock(),
  );
  if (!user) throw new Error(`${email} exists`);
  return user;
}

/**
 * A transport service of `provider`, with its images and reviews (ratings refreshed), straight in the
 * database: services are made by providers in a later issue. By default a JFK sedan around the clock.
 */
export async function insertTransportService(
  app: FastifyInstance,
  provider: { id: string },
  fixture: TransportFixture = {},
): Promise<TransportServiceRow> {
  const serviceType = fixture.serviceType ?? 'airport_transfer';
  const [service] = await app.db
    .insert(transportServices)
    .values({
      hostId: provider.id,
      status: fixture.status ?? 'published',
      providerName: fixture.providerName ?? 'Parkway Car Service',
      title: fixture.title ?? 'JFK to Crown Heights by sedan',
      description: fixture.description ?? 'A driver meets you in the arrivals hall.',
      translations: fixture.translations ?? {},
      serviceType,
      airports: fixture.airports ?? (serviceType === 'airport_transfer' ? ['JFK'] : []),
      vehicleType: fixture.vehicleType ?? 'sedan',
      maxPassengers: fixture.maxPassengers ?? 3,
      maxLuggage: fixture.maxLuggage ?? 3,
      pricingModel: fixture.pricingModel ?? 'per_trip',
      priceCents: fixture.priceCents ?? 75_00,
      serviceStart: fixture.serviceStart ?? '00:00',
      serviceEnd: fixture.serviceEnd ?? '00:00',
      tripMinutes: fixture.tripMinutes ?? 45,
      defaultPickup: fixture.defaultPickup ?? 'JFK Airport, arrivals hall',
      defaultDestination: fixture.defaultDestination ?? '770 Eastern Parkway, Brooklyn, NY 11213',
      publishedAt: new Date('2025-01-01T00:00:00Z'),
    })
    .returning();
  if (!service) throw new Error('insert returned no service');

  const imageCount = fixture.images ?? 2;
  if (imageCount > 0) {
    await app.db.insert(listingImages).values(
      Array.from({ length: imageCount }, (_, position) => ({
        transportServiceId: service.id,
        position,
        src: `/images/transport/${service.id}/${position}.webp`,
        width: 1200,
        height: 800,
        alt: `${service.title}, photo ${position + 1}`,
      })),
    );
  }

  if (fixture.reviews?.length) {
    const authors = await Promise.all(
      fixture.reviews.map((_, i) => createPerson(app, 'reviewer', `Reviewer ${i + 1}`)),
    );
    await app.db.insert(reviews).values(
      fixture.reviews.map((review, i) => ({
        transportServiceId: service.id,
        authorId: authors[i]?.id,
        authorName: review.authorName ?? `Reviewer ${i + 1}`,
        rating: review.rating,
        text: review.text ?? `Review ${i + 1}`,
        hiddenAt: review.hidden ? new Date('2025-06-01T00:00:00Z') : null,
        createdAt: review.createdAt ?? new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    );
  }
  await refreshTransportRatings(app.db, [service.id]);

  const [fresh] = await app.db.select().from(transportServices).where(eq(transportServices.id, service.id));
  return fresh ?? service;
}

const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
};

/** GET /rest/v1/transport as an anonymous visitor, from its own client address unless one is given. */
export async function listTransport(
  app: FastifyInstance,
  query: TransportListQueryInput | Record<string, unknown> = {},
  ip = uniqueIp(),
) {
  return app.inject({
    method: 'GET',
    url: `/rest/v1/transport${queryString(query)}`,
    headers: { apikey: await apiKey() },
    remoteAddress: ip,
  });
}

/** GET /rest/v1/transport/{id}/quote as an anonymous visitor. */
export async function quoteRide(
  app: FastifyInstance,
  serviceId: string,
  query: RideQuoteQueryInput | Record<string, unknown>,
) {
  return app.inject({
    method: 'GET',
    url: `/rest/v1/transport/${serviceId}/quote${queryString(query)}`,
    headers: { apikey: await apiKey() },
  });
}
