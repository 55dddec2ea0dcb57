import {
  OHEL_ADDRESS,
  OHEL_EXCERPT_LENGTH,
  OHEL_LISTING_KINDS,
  STAY_CURRENCY,
  walkingMinutesToOhel,
  type Language,
  type OhelBooking,
  type OhelListingDetail,
  type OhelListingKind,
  type OhelListingsQuery,
  type OhelListingSummary,
  type PricingModel,
  type ServiceType,
  type StayImage,
  type VehicleType,
} from '@orchim/shared';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { listPage, type ListPage, windowTotal } from './window-page';
import { ohelListings, stays, transportServices, users } from '../schema';
import type { ReviewTarget } from './reviews';
import { firstNameOf, roundRating } from './stays';
import { translateFields } from './translations';
import type { TransportServiceRow } from './transport';
import { coverOf, picturesOf } from './listing-images-json';
import { blockOf } from '../../lib/crown-heights-geocoder';

/**
 * The Ohel listings as visitors see them: published ones, each with what it is booked as. A shuttle or
 * a ride (and a guided visit that names one) is booked as a ride of its transport service, a place to
 * stay as its stays row (Cambria Heights, decision 009); either only while that service or stay is
 * published. A stay's listing shows the stay's own reviews and rating (its guests book and review the
 * stay at /stays/:id), and its photos after the listing's own.
 */

export type OhelListingRow = typeof ohelListings.$inferSelect;

const published = eq(ohelListings.status, 'published');

/** Shuttles first, then private rides, places to stay and guided visits (OHEL_LISTING_KINDS order). */
const kindOrder = sql`array_position(array[${sql.join(
  OHEL_LISTING_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)}]::text[], ${ohelListings.kind}::text)`;

/** The listing's first image, else (a stay) the stay's cover. */
const cover = sql<StayImage | null>`coalesce(${coverOf('ohel', ohelListings.id)},
  ${coverOf('stays', ohelListings.stayId)})`;

/** What a listing reads of its stay (the row's long texts are not needed). */
const stayColumns = {
  id: stays.id,
  status: stays.status,
  latitude: stays.latitude,
  longitude: stays.longitude,
  maxGuests: stays.maxGuests,
  pricePerNightCents: stays.pricePerNightCents,
  currency: stays.currency,
  ratingAverage: stays.ratingAverage,
  reviewCount: stays.reviewCount,
};

interface JoinedListing {
  listing: OhelListingRow;
  service: TransportServiceRow | null;
  stay: {
    id: string;
    status: string;
    latitude: number;
    longitude: number;
    maxGuests: number;
    pricePerNightCents: number;
    currency: string;
    ratingAverage: number | null;
    reviewCount: number;
  } | null;
}

/**
 * The beginning of a description for a card: whole when short, else cut at the last space before
 * `max` characters, without a dangling comma, and ended with "…".
 */
export function excerptOf(text: string, max = OHEL_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/** The service a listing is booked through, when there is one and it is published. */
const bookableService = (row: JoinedListing) =>
  row.service && row.service.status === 'published' ? row.service : null;
/** The stay a listing is, when it is published. */
const bookableStay = (row: JoinedListing) => (row.stay && row.stay.status === 'published' ? row.stay : null);

function summaryOf(row: JoinedListing, lang: Language, cover: StayImage | null): OhelListingSummary {
  const { listing } = row;
  const service = bookableService(row);
  const stay = bookableStay(row);
  const texts = translateFields(listing.translations, lang, {
    title: listing.title,
    description: listing.description,
  });
  // A place to stay is rated by its guests on the stay itself.
  const rated = listing.kind === 'stay' && row.stay ? row.stay : listing;
  return {
    id: listing.id,
    kind: listing.kind as OhelListingKind,
    title: texts.title,
    excerpt: excerptOf(texts.description),
    cover,
    ratingAverage: roundRating(rated.ratingAverage),
    reviewCount: rated.reviewCount,
    priceFromCents: service?.priceCents ?? stay?.pricePerNightCents ?? listing.priceFromCents,
    currency: service?.currency ?? stay?.currency ?? STAY_CURRENCY,
    ride: service && {
      vehicleType: service.vehicleType as VehicleType,
      maxPassengers: service.maxPassengers,
      pricingModel: service.pricingModel as PricingModel,
      priceCents: service.priceCents,
    },
    stay: stay && {
      pricePerNightCents: stay.pricePerNightCents,
      maxGuests: stay.maxGuests,
      walkMinutesToOhel: walkingMinutesToOhel(stay),
    },
    // The stay's block, not its door (docs/decisions/041-map.md).
    block: stay && blockOf(stay),
  };
}

/** How the listing is booked (ohelBookingSchema), in the reader's language. */
function bookingOf(row: JoinedListing, lang: Language): OhelBooking {
  const service = bookableService(row);
  if (service) {
    return {
      type: 'ride',
      service: {
        id: service.id,
        title: translateFields(service.translations, lang, { title: service.title }).title,
        providerName: service.providerName,
        serviceType: service.serviceType as ServiceType,
        vehicleType: service.vehicleType as VehicleType,
        maxPassengers: service.maxPassengers,
        maxLuggage: service.maxLuggage,
        pricingModel: service.pricingModel as PricingModel,
        priceCents: service.priceCents,
        currency: service.currency,
        serviceHours: { start: service.serviceStart, end: service.serviceEnd },
        tripMinutes: service.tripMinutes,
        defaultPickup: service.defaultPickup,
        defaultDestination: service.defaultDestination || OHEL_ADDRESS,
      },
    };
  }
  const stay = bookableStay(row);
  return stay ? { type: 'stay', stayId: stay.id } : null;
}

/** The listing's images, then (a stay) the stay's that are not among them: ten at most, cover first. */
function imagesOf(own: StayImage[], stay: StayImage[]): StayImage[] {
  const seen = new Set(own.map((image) => image.src));
  return [...own, ...stay.filter((image) => !seen.has(image.src))].slice(0, 10);
}

/** A listing with its service and stay (left joins: either may be missing). */
const joinedFields = { listing: ohelListings, service: transportServices, stay: stayColumns };

export function ohelRepository(db: Queryable) {
  return {
    /**
     * One page of the published listings (of a kind), shuttles first, then rides, stays and guided
     * visits, each kind oldest first; with the number of matches. Tens of rows: one query with a window
     * count.
     */
    async list(query: OhelListingsQuery, pageSize: number): Promise<ListPage<OhelListingSummary>> {
      const conditions: SQL[] = [published];
      if (query.kind) conditions.push(eq(ohelListings.kind, query.kind));
      return listPage(
        query.page,
        pageSize,
        (limit, offset) =>
          db
            .select({ ...joinedFields, cover, total: windowTotal() })
            .from(ohelListings)
            .leftJoin(transportServices, eq(transportServices.id, ohelListings.transportServiceId))
            .leftJoin(stays, eq(stays.id, ohelListings.stayId))
            .where(and(...conditions))
            .orderBy(asc(kindOrder), sql`${ohelListings.publishedAt} asc nulls last`, asc(ohelListings.id))
            .limit(limit)
            .offset(offset),
        (row) => summaryOf(row, query.lang, row.cover),
      );
    },

    /** A published listing in the reader's language, with its images, host and booking, or null. */
    async findPublished(id: string, lang: Language): Promise<OhelListingDetail | null> {
      const [row] = await db
        .select({
          ...joinedFields,
          hostMetadata: users.userMetadata,
          hostSince: users.createdAt,
          ownImages: picturesOf('ohel', ohelListings.id),
          stayImages: picturesOf('stays', ohelListings.stayId),
        })
        .from(ohelListings)
        .leftJoin(transportServices, eq(transportServices.id, ohelListings.transportServiceId))
        .leftJoin(stays, eq(stays.id, ohelListings.stayId))
        .innerJoin(users, eq(users.id, ohelListings.hostId))
        .where(and(eq(ohelListings.id, id), published));
      if (!row) return null;
      const { listing } = row;
      const { cover: _cover, excerpt: _excerpt, ...summary } = summaryOf(row, lang, null);
      const texts = translateFields(listing.translations, lang, {
        description: listing.description,
        details: listing.details,
      });
      return {
        ...summary,
        description: texts.description,
        details: texts.details,
        images: imagesOf(row.ownImages, row.stayImages),
        host: { firstName: firstNameOf(row.hostMetadata), memberSince: row.hostSince.toISOString() },
        booking: bookingOf(row, lang),
      };
    },

    /**
     * What a published listing's reviews are of, with the average and count that go with them: the
     * stay's for a place to stay, else the listing's own. Null when it is not published.
     */
    async findReviewed(
      id: string,
    ): Promise<{ target: ReviewTarget; ratingAverage: number | null; reviewCount: number } | null> {
      const [row] = await db
        .select({
          listing: {
            id: ohelListings.id,
            kind: ohelListings.kind,
            ratingAverage: ohelListings.ratingAverage,
            reviewCount: ohelListings.reviewCount,
          },
          stay: { id: stays.id, ratingAverage: stays.ratingAverage, reviewCount: stays.reviewCount },
        })
        .from(ohelListings)
        .leftJoin(stays, eq(stays.id, ohelListings.stayId))
        .where(and(eq(ohelListings.id, id), published));
      if (!row) return null;
      if (row.listing.kind === 'stay' && row.stay) {
        const { stay } = row;
        return {
          target: { stayId: stay.id },
          ratingAverage: stay.ratingAverage,
          reviewCount: stay.reviewCount,
        };
      }
      const { listing } = row;
      return {
        target: { ohelListingId: listing.id },
        ratingAverage: listing.ratingAverage,
        reviewCount: listing.reviewCount,
      };
    },
  };
}
