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

/**
 * A host's own meal offers, transport services and Ohel listings, as their forms read and write them
 * (issue 6; docs/decisions/013-host-offers.md). One find, insert and update serve the three kinds, by
 * their table; every read and write names the host: another host's listing is not found.
 */

/** The kinds of listing this module manages, as in the URLs (/rest/v1/host/{kind}), and each one's table. */
const OFFER_TABLES = { meals: mealOffers, transport: transportServices, ohel: ohelListings } as const;

export type HostOfferKind = keyof typeof OFFER_TABLES;
type OfferTable = (typeof OFFER_TABLES)[HostOfferKind];

/** A saved offer of the kind: a meal offer, a transport service or an Ohel listing. */
export type OfferRowOf<K extends HostOfferKind> = (typeof OFFER_TABLES)[K]['$inferSelect'];
/** What a host's form writes of an offer of the kind (its id and host are the server's). */
export type OfferValuesOf<K extends HostOfferKind> = Omit<
  (typeof OFFER_TABLES)[K]['$inferInsert'],
  'id' | 'hostId'
>;

/** The host's own offer of the table; the union of tables is one table to the query builder. */
const ownOffer = (table: OfferTable, hostId: string, id: string) =>
  and(eq(table.id, id), eq(table.hostId, hostId));

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

    /**
     * The host's offer of the kind, or null (another host's is not found). With `lock`, its row is locked
     * until the transaction ends: saves of one offer go one after the other.
     */
    async find<K extends HostOfferKind>(
      kind: K,
      hostId: string,
      id: string,
      { lock = false } = {},
    ): Promise<OfferRowOf<K> | null> {
      const table: OfferTable = OFFER_TABLES[kind];
      const query = db
        .select()
        .from(table)
        .where(ownOffer(table, hostId, id));
      const [row] = await (lock ? query.for('update') : query);
      return (row as OfferRowOf<K> | undefined) ?? null;
    },

    async insert<K extends HostOfferKind>(
      kind: K,
      hostId: string,
      values: OfferValuesOf<K>,
    ): Promise<OfferRowOf<K>> {
      const table: OfferTable = OFFER_TABLES[kind];
      const [row] = await db
        .insert(table)
        .values({ ...values, hostId } as typeof table.$inferInsert)
        .returning();
      if (!row) throw new Error(`insert returned no ${kind} offer`);
      return row as OfferRowOf<K>;
    },

    /** Null when the host has no such offer. */
    async update<K extends HostOfferKind>(
      kind: K,
      hostId: string,
      id: string,
      values: Partial<OfferValuesOf<K>>,
    ): Promise<OfferRowOf<K> | null> {
      const table: OfferTable = OFFER_TABLES[kind];
      const [row] = await db
        .update(table)
        .set(values as Partial<typeof table.$inferInsert>)
        .where(ownOffer(table, hostId, id))
        .returning();
      return (row as OfferRowOf<K> | undefined) ?? null;
    },

    // ---- Meal offers: closed days and seat counters -------------------------------------------------

    async closedDates(mealOfferId: string): Promise<string[]> {
      const rows = await db
        .select({ date: mealClosedDates.date })
        .from(mealClosedDates)
        .where(eq(mealClosedDates.mealOfferId, mealOfferId))
        .orderBy(asc(mealClosedDates.date));
      return rows.map((row) => row.date);
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

    // ---- Ohel listings: what they may name ----------------------------------------------------------

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

type OfferRow = OfferRowOf<HostOfferKind>;

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
