import type {
  Airport,
  RideBookingRequestInput,
  RideQuoteQueryInput,
  TransportListQueryInput,
} from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { transportServices, type TransportTranslations } from '../../src/db/schema';
import { addFixturePhotosAndReviews, getList, restUrl, uniqueIp, type FixtureReview } from './listings';
import { apiKey } from './test-app';

// The transport tests make their providers with it.
export { createPerson } from './listings';

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
  /** The fleet; 1 by default. */
  vehicles?: number;
  pricingModel?: 'per_trip' | 'per_passenger';
  priceCents?: number;
  serviceStart?: string;
  serviceEnd?: string;
  tripMinutes?: number;
  defaultPickup?: string;
  defaultDestination?: string;
  /** How many images (position 0 is the cover); 2 by default. */
  images?: number;
  reviews?: readonly FixtureReview[];
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
      vehicles: fixture.vehicles ?? 1,
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

  await addFixturePhotosAndReviews(app, 'transport', service, {
    images: fixture.images,
    reviews: fixture.reviews,
    reviewerName: (i) => `Reviewer ${i + 1}`,
    booked: { kind: 'ride', transportServiceId: service.id },
  });

  const [fresh] = await app.db.select().from(transportServices).where(eq(transportServices.id, service.id));
  return fresh ?? service;
}

/** GET /rest/v1/transport as an anonymous visitor, from its own client address unless one is given. */
export async function listTransport(
  app: FastifyInstance,
  query: TransportListQueryInput | Record<string, unknown> = {},
  ip = uniqueIp(),
) {
  return getList(app, restUrl('transport', query), ip);
}

/** GET /rest/v1/transport/{id}/quote as an anonymous visitor. */
export async function quoteRide(
  app: FastifyInstance,
  serviceId: string,
  query: RideQuoteQueryInput | Record<string, unknown>,
) {
  return app.inject({
    method: 'GET',
    url: restUrl(`transport/${serviceId}/quote`, query),
    headers: { apikey: await apiKey() },
  });
}

/** A ride booking body for `serviceId`: a Wednesday-evening pickup (11 March 2026, 21:00) by default. */
export function rideBookingRequest(
  serviceId: string,
  overrides: Partial<RideBookingRequestInput> & Record<string, unknown> = {},
): RideBookingRequestInput {
  return {
    kind: 'ride',
    transportServiceId: serviceId,
    date: '2026-03-11',
    time: '21:00',
    pickup: 'JFK Terminal 4, arrivals',
    destination: '770 Eastern Parkway, Brooklyn',
    numberOfGuests: 2,
    luggage: 2,
    flightNumber: 'LY 1',
    firstName: 'Mendel',
    lastName: 'Goldberg',
    phone: '+1 718 555 0170',
    specialRequests: '',
    ...overrides,
  };
}
