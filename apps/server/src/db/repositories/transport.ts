import {
  SERVICE_TYPES,
  type Language,
  type PricingModel,
  type ServiceType,
  type TransportDetail,
  type TransportListQuery,
  type TransportStatus,
  type TransportSummary,
  type VehicleType,
} from '@orchim/shared';
import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { listPage, type ListPage, windowTotal } from './window-page';
import { ohelListings, transportServices, users } from '../schema';
import { firstNameOf, roundRating } from './stays';
import { translateFields } from './translations';
import { coverOf, picturesOf } from './listing-images-json';

export type TransportServiceRow = typeof transportServices.$inferSelect;

type Image = TransportSummary['cover'] & {};

const published = eq(transportServices.status, 'published');

/** Airport transfers first, then rides to the Ohel, hourly and intercity service (SERVICE_TYPES order). */
const typeOrder = sql`array_position(array[${sql.join(
  SERVICE_TYPES.map((type) => sql`${type}`),
  sql`, `,
)}]::text[], ${transportServices.serviceType}::text)`;

const cover = coverOf('transport', transportServices.id);

function summaryOf(row: TransportServiceRow, lang: Language, cover: Image | null): TransportSummary {
  return {
    id: row.id,
    title: translateFields(row.translations, lang, { title: row.title }).title,
    providerName: row.providerName,
    serviceType: row.serviceType as ServiceType,
    airports: row.airports,
    vehicleType: row.vehicleType as VehicleType,
    maxPassengers: row.maxPassengers,
    maxLuggage: row.maxLuggage,
    pricingModel: row.pricingModel as PricingModel,
    priceCents: row.priceCents,
    currency: row.currency,
    serviceHours: { start: row.serviceStart, end: row.serviceEnd },
    tripMinutes: row.tripMinutes,
    ratingAverage: roundRating(row.ratingAverage),
    reviewCount: row.reviewCount,
    cover,
  };
}

/** Transport services as visitors see them: published ones only. */
export function transportRepository(db: Queryable) {
  return {
    /**
     * One page of the published services matching the filters (type, an airport served, room for the
     * passengers and bags), airport transfers first, then by price; with the number of matches. Tens of
     * rows: one query with a window count.
     */
    async list(query: TransportListQuery, pageSize: number): Promise<ListPage<TransportSummary>> {
      const conditions: SQL[] = [published];
      if (query.serviceType) conditions.push(eq(transportServices.serviceType, query.serviceType));
      if (query.airport) {
        conditions.push(sql`${transportServices.airports} @> array[${query.airport}]::text[]`);
      }
      if (query.passengers !== undefined) {
        conditions.push(gte(transportServices.maxPassengers, query.passengers));
      }
      if (query.luggage !== undefined) conditions.push(gte(transportServices.maxLuggage, query.luggage));
      return listPage(
        query.page,
        pageSize,
        (limit, offset) =>
          db
            .select({
              service: transportServices,
              cover,
              total: windowTotal(),
            })
            .from(transportServices)
            .where(and(...conditions))
            .orderBy(asc(typeOrder), asc(transportServices.priceCents), asc(transportServices.id))
            .limit(limit)
            .offset(offset),
        (row) => summaryOf(row.service, query.lang, row.cover),
      );
    },

    /** A published service in the reader's language, with its images and provider, or null. */
    async findPublished(id: string, lang: Language): Promise<TransportDetail | null> {
      const [row] = await db
        .select({
          service: transportServices,
          providerMetadata: users.userMetadata,
          providerSince: users.createdAt,
          images: picturesOf('transport', transportServices.id),
        })
        .from(transportServices)
        .innerJoin(users, eq(users.id, transportServices.hostId))
        .where(and(eq(transportServices.id, id), published));
      if (!row) return null;
      const { service } = row;
      const { cover: _cover, ...summary } = summaryOf(service, lang, null);
      return {
        ...summary,
        description: translateFields(service.translations, lang, { description: service.description })
          .description,
        defaultPickup: service.defaultPickup,
        defaultDestination: service.defaultDestination,
        images: row.images,
        provider: {
          firstName: firstNameOf(row.providerMetadata),
          memberSince: row.providerSince.toISOString(),
        },
        status: service.status as TransportStatus,
      };
    },

    /** The published service's row (what the ride rules need), or null. Primary key. */
    async findPublishedRow(id: string): Promise<TransportServiceRow | null> {
      const [row] = await db
        .select()
        .from(transportServices)
        .where(and(eq(transportServices.id, id), published));
      return row ?? null;
    },

    /**
     * Whether the service has a vehicle for a ride picked up at `pickupAt` with `passengers`, counted by the
     * database's own ride_fleet_needed (migration 0016), which the booking's trigger applies: a quote that
     * says yes is refused at booking only if someone else booked in between. Through
     * bookings_ride_fleet_idx.
     */
    async fleetHasRoom(serviceId: string, pickupAt: Date, passengers: number): Promise<boolean> {
      const [row] = await db
        .select({
          room: sql<boolean>`ride_fleet_needed(${serviceId}, ${pickupAt.toISOString()}::timestamptz, ${passengers}) <= ${transportServices.vehicles}`,
        })
        .from(transportServices)
        .where(eq(transportServices.id, serviceId));
      return row?.room ?? false;
    },

    /**
     * The published Ohel listing (a shuttle or ride) that is booked through this service, or null: a
     * ride booked from /ohel/{id} names its listing. Primary key.
     */
    async findOhelListingOf(
      ohelListingId: string,
      serviceId: string,
    ): Promise<{ id: string; hostId: string } | null> {
      const [row] = await db
        .select({ id: ohelListings.id, hostId: ohelListings.hostId })
        .from(ohelListings)
        .where(
          and(
            eq(ohelListings.id, ohelListingId),
            eq(ohelListings.transportServiceId, serviceId),
            eq(ohelListings.status, 'published'),
          ),
        );
      return row ?? null;
    },
  };
}

/**
 * Recomputes rating_average and review_count of the given transport services (all when omitted) from
 * their visible reviews. Call it in the transaction that changed the reviews.
 */
export async function refreshTransportRatings(db: Queryable, serviceIds?: readonly string[]): Promise<void> {
  if (serviceIds && serviceIds.length === 0) return;
  const only = serviceIds
    ? sql`where t.id in (${sql.join(
        serviceIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    update transport_services t set rating_average = r.average, review_count = r.count
    from (
      select t.id, avg(v.rating)::real as average, count(v.id)::int as count
      from transport_services t
      left join reviews v on v.transport_service_id = t.id and v.hidden_at is null
      ${only}
      group by t.id
    ) r
    where t.id = r.id`);
}
