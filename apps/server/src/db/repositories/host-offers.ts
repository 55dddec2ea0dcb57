import {
  mealOfferCompleteSchema,
  ohelListingFormSchema,
  transportServiceFormSchema,
  type ListingGap,
  type MealType,
  type StayImage,
} from '@orchim/shared';
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import {
  listingImages,
  mealClosedDates,
  mealOffers,
  mealSittings,
  ohelListings,
  stayImages,
  stays,
  transportServices,
} from '../schema';
import type { MealOfferRow } from './meals';
import type { OhelListingRow } from './ohel';
import type { TransportServiceRow } from './transport';

/**
 * A host's own meal offers, transport services and Ohel listings, as their forms read and write them
 * (issue 6; docs/decisions/013-host-offers.md). Every read and write names the host: another host's
 * listing is not found.
 */

/** The kinds of listing this module manages, as in the URLs (/rest/v1/host/{kind}). */
export type HostOfferKind = 'meals' | 'transport' | 'ohel';

export type MealOfferValues = Omit<typeof mealOffers.$inferInsert, 'id' | 'hostId'>;
export type TransportServiceValues = Omit<typeof transportServices.$inferInsert, 'id' | 'hostId'>;
export type OhelListingValues = Omit<typeof ohelListings.$inferInsert, 'id' | 'hostId'>;

/** A sitting's seat counter (made by its first booking). */
export interface SittingCounter {
  date: string;
  mealType: MealType;
  seats: number;
  seatsTaken: number;
}

const imageColumn = {
  meals: listingImages.mealOfferId,
  transport: listingImages.transportServiceId,
  ohel: listingImages.ohelListingId,
} as const;

const linkable = (status: typeof stays.status | typeof transportServices.status) => ne(status, 'archived');

export function hostOffersRepository(db: Queryable) {
  return {
    /** The listing's photos, cover first. */
    async images(kind: HostOfferKind, id: string): Promise<StayImage[]> {
      return db
        .select({
          src: listingImages.src,
          width: listingImages.width,
          height: listingImages.height,
          alt: listingImages.alt,
        })
        .from(listingImages)
        .where(eq(imageColumn[kind], id))
        .orderBy(asc(listingImages.position));
    },

    // ---- Meal offers --------------------------------------------------------------------------------

    async findMeal(hostId: string, id: string): Promise<MealOfferRow | null> {
      const [row] = await db
        .select()
        .from(mealOffers)
        .where(and(eq(mealOffers.id, id), eq(mealOffers.hostId, hostId)));
      return row ?? null;
    },

    /** The offer's row, locked until the transaction ends: saves of one offer go one after the other. */
    async lockMeal(hostId: string, id: string): Promise<MealOfferRow | null> {
      const [row] = await db
        .select()
        .from(mealOffers)
        .where(and(eq(mealOffers.id, id), eq(mealOffers.hostId, hostId)))
        .for('update');
      return row ?? null;
    },

    async closedDates(mealOfferId: string): Promise<string[]> {
      const rows = await db
        .select({ date: mealClosedDates.date })
        .from(mealClosedDates)
        .where(eq(mealClosedDates.mealOfferId, mealOfferId))
        .orderBy(asc(mealClosedDates.date));
      return rows.map((row) => row.date);
    },

    async insertMeal(hostId: string, values: MealOfferValues, closedDates: readonly string[]) {
      const [row] = await db
        .insert(mealOffers)
        .values({ ...values, hostId })
        .returning();
      if (!row) throw new Error('insert returned no meal offer');
      await this.replaceClosedDates(row.id, closedDates);
      return row;
    },

    async updateMeal(id: string, values: Partial<MealOfferValues>): Promise<MealOfferRow> {
      const [row] = await db.update(mealOffers).set(values).where(eq(mealOffers.id, id)).returning();
      if (!row) throw new Error(`meal offer ${id} vanished while saved`);
      return row;
    },

    async replaceClosedDates(mealOfferId: string, dates: readonly string[]): Promise<void> {
      await db.delete(mealClosedDates).where(eq(mealClosedDates.mealOfferId, mealOfferId));
      if (dates.length === 0) return;
      await db.insert(mealClosedDates).values(dates.map((date) => ({ mealOfferId, date })));
    },

    /**
     * The offer's seat counters from `from` on, locked until the transaction ends: a booking taking
     * seats of one of them waits, then sees the seats as this save left them.
     */
    async lockSittingsFrom(mealOfferId: string, from: string): Promise<SittingCounter[]> {
      return db
        .select({
          date: mealSittings.date,
          mealType: mealSittings.mealType,
          seats: mealSittings.seats,
          seatsTaken: mealSittings.seatsTaken,
        })
        .from(mealSittings)
        .where(and(eq(mealSittings.mealOfferId, mealOfferId), gte(mealSittings.date, from)))
        .orderBy(asc(mealSittings.date), asc(mealSittings.mealType))
        .for('update');
    },

    /** The offer's seat counters from `from` to `to` (both included), by date. */
    async sittingCounters(mealOfferId: string, from: string, to: string): Promise<SittingCounter[]> {
      return db
        .select({
          date: mealSittings.date,
          mealType: mealSittings.mealType,
          seats: mealSittings.seats,
          seatsTaken: mealSittings.seatsTaken,
        })
        .from(mealSittings)
        .where(
          and(
            eq(mealSittings.mealOfferId, mealOfferId),
            gte(mealSittings.date, from),
            lte(mealSittings.date, to),
          ),
        )
        .orderBy(asc(mealSittings.date), asc(mealSittings.mealType));
    },

    /** The coming sittings take the offer's new seats per meal (never below their bookings: the CHECK). */
    async setSittingSeats(mealOfferId: string, from: string, seats: number): Promise<void> {
      await db
        .update(mealSittings)
        .set({ seats })
        .where(
          and(
            eq(mealSittings.mealOfferId, mealOfferId),
            gte(mealSittings.date, from),
            ne(mealSittings.seats, seats),
          ),
        );
    },

    // ---- Transport services -------------------------------------------------------------------------

    async findTransport(hostId: string, id: string): Promise<TransportServiceRow | null> {
      const [row] = await db
        .select()
        .from(transportServices)
        .where(and(eq(transportServices.id, id), eq(transportServices.hostId, hostId)));
      return row ?? null;
    },

    async insertTransport(hostId: string, values: TransportServiceValues): Promise<TransportServiceRow> {
      const [row] = await db
        .insert(transportServices)
        .values({ ...values, hostId })
        .returning();
      if (!row) throw new Error('insert returned no transport service');
      return row;
    },

    /** Null when the host has no such service. */
    async updateTransport(
      hostId: string,
      id: string,
      values: Partial<TransportServiceValues>,
    ): Promise<TransportServiceRow | null> {
      const [row] = await db
        .update(transportServices)
        .set(values)
        .where(and(eq(transportServices.id, id), eq(transportServices.hostId, hostId)))
        .returning();
      return row ?? null;
    },

    // ---- Ohel listings ------------------------------------------------------------------------------

    async findOhel(hostId: string, id: string): Promise<OhelListingRow | null> {
      const [row] = await db
        .select()
        .from(ohelListings)
        .where(and(eq(ohelListings.id, id), eq(ohelListings.hostId, hostId)));
      return row ?? null;
    },

    async insertOhel(hostId: string, values: OhelListingValues): Promise<OhelListingRow> {
      const [row] = await db
        .insert(ohelListings)
        .values({ ...values, hostId })
        .returning();
      if (!row) throw new Error('insert returned no Ohel listing');
      return row;
    },

    /** Null when the host has no such listing. */
    async updateOhel(
      hostId: string,
      id: string,
      values: Partial<OhelListingValues>,
    ): Promise<OhelListingRow | null> {
      const [row] = await db
        .update(ohelListings)
        .set(values)
        .where(and(eq(ohelListings.id, id), eq(ohelListings.hostId, hostId)))
        .returning();
      return row ?? null;
    },

    /** Whether an Ohel listing of this host may name the service: the host's own, not archived. */
    async canLinkService(hostId: string, serviceId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: transportServices.id })
        .from(transportServices)
        .where(
          and(
            eq(transportServices.id, serviceId),
            eq(transportServices.hostId, hostId),
            linkable(transportServices.status),
          ),
        );
      return !!row;
    },

    /** Whether an Ohel listing of this host may name the stay: the host's own, not archived. */
    async canLinkStay(hostId: string, stayId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stays.id })
        .from(stays)
        .where(and(eq(stays.id, stayId), eq(stays.hostId, hostId), linkable(stays.status)));
      return !!row;
    },

    /** The services and stays the host's Ohel listings may name, by title. */
    async ohelLinks(hostId: string) {
      const [services, ownStays] = await Promise.all([
        db
          .select({
            id: transportServices.id,
            title: transportServices.title,
            status: transportServices.status,
            serviceType: transportServices.serviceType,
          })
          .from(transportServices)
          .where(and(eq(transportServices.hostId, hostId), linkable(transportServices.status)))
          .orderBy(asc(transportServices.title), asc(transportServices.id)),
        db
          .select({ id: stays.id, title: stays.title, status: stays.status, area: stays.area })
          .from(stays)
          .where(and(eq(stays.hostId, hostId), linkable(stays.status)))
          .orderBy(asc(stays.title), asc(stays.id)),
      ]);
      return { transportServices: services, stays: ownStays };
    },
  };
}

// ---- What stops publishing --------------------------------------------------------------------------

type OfferRow = MealOfferRow | TransportServiceRow | OhelListingRow;

/** The form's rules for each kind's saved fields (a listing made otherwise, e.g. the demo's, may fail them). */
const completeSchemas = {
  meals: mealOfferCompleteSchema,
  transport: transportServiceFormSchema,
  ohel: ohelListingFormSchema,
} as const;

/**
 * What keeps a meal offer, transport service or Ohel listing from being published (for POST
 * /rest/v1/host/{kind}/{id}/publish and the listings overview): 'details' when its saved fields fail
 * the form's rules, 'photo' without a photo (count them with countOfferImages: an Ohel place to stay
 * shows its stay's photos too). Whether the host is approved ('approval') is the caller's.
 */
export function offerGaps(kind: HostOfferKind, row: OfferRow, imageCount: number): ListingGap[] {
  const gaps: ListingGap[] = [];
  if (!completeSchemas[kind].safeParse(row).success) gaps.push('details');
  if (imageCount === 0) gaps.push('photo');
  return gaps;
}

/** The photos a listing shows: its own, and for an Ohel place to stay its stay's as well. */
export async function countOfferImages(db: Queryable, kind: HostOfferKind, id: string): Promise<number> {
  const [own] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listingImages)
    .where(eq(imageColumn[kind], id));
  let total = Number(own?.count ?? 0);
  if (kind === 'ohel') {
    const [stay] = await db
      .select({ count: sql<number>`count(${stayImages.id})::int` })
      .from(ohelListings)
      .innerJoin(stayImages, eq(stayImages.stayId, ohelListings.stayId))
      .where(eq(ohelListings.id, id));
    total += Number(stay?.count ?? 0);
  }
  return total;
}
