import {
  LISTING_GAPS,
  STAY_REQUIRED_STEPS,
  type HostListingKind,
  type ListingGap,
  type ListingStatus,
  type StayImage,
} from '@orchim/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { mealOffers, mealSittings, ohelListings, stays, transportServices } from '../schema';
import { offerGaps } from './host-offers';
import { coverOf } from './listing-images-json';

/** A booking coming up on a listing (hostUpcomingBookingSchema). */
export interface UpcomingBooking {
  id: string;
  reference: string;
  guestName: string;
  startsOn: string;
  endsOn: string;
  numberOfGuests: number;
}

/** A listing of any kind as the host's overview shows it, with what keeps it from being published. */
export interface HostListingRow {
  kind: HostListingKind;
  id: string;
  title: string;
  status: ListingStatus;
  updatedAt: Date;
  cover: StayImage | null;
  nextBookings: UpcomingBooking[];
  upcomingBookingCount: number;
  /**
   * Whether anything points at it that deleting would break (a booking of any status, an Ohel listing
   * offering it): then DELETE archives it instead (docs/decisions/012-host-area.md).
   */
  referenced: boolean;
  /** What keeps it from being published, the host's approval aside. */
  gaps: ListingGap[];
}

export interface HostListingFilters {
  kind?: HostListingKind;
  status?: ListingStatus;
  /** One listing (publish, unpublish, the answer of either). */
  id?: string;
}

/** Each kind's table; all four have id, host_id, status, title, published_at, updated_at. */
export const LISTING_TABLES = {
  stays,
  meals: mealOffers,
  transport: transportServices,
  ohel: ohelListings,
} as const;

/**
 * A column of the listing table, qualified: drizzle leaves column names unqualified in a select from
 * one table, where inside a subquery they would name the subquery's own columns.
 */
const outer = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);

/**
 * The bookings of a listing still to come (confirmed or held for a payment, last day today or later), by the bookings column
 * naming it: bookings_stay_id_idx, bookings_meal_sitting_idx (meal_offer_id leads it),
 * bookings_transport_service_id_idx, bookings_ohel_listing_id_idx.
 */
const upcoming = (column: string, id: SQL, today: string) =>
  sql`b.${sql.raw(column)} = ${id} and b.status in ('pending_payment', 'confirmed') and b.ends_on >= ${today}::date`;

/** The next three, soonest first. */
const nextBookingsOf = (column: string, id: SQL, today: string) =>
  sql<UpcomingBooking[]>`(select coalesce(json_agg(json_build_object('id', n.id, 'reference', n.reference,
      'guestName', n.guest_name, 'startsOn', n.starts_on, 'endsOn', n.ends_on,
      'numberOfGuests', n.number_of_guests) order by n.starts_on, n.created_at, n.id), '[]'::json)
    from (select b.id, b.reference, b.first_name || ' ' || b.last_name as guest_name, b.starts_on, b.ends_on,
            b.number_of_guests, b.created_at
          from bookings b where ${upcoming(column, id, today)}
          order by b.starts_on, b.created_at, b.id limit 3) n)`;

const upcomingCountOf = (column: string, id: SQL, today: string) =>
  sql<number>`(select count(*)::int from bookings b where ${upcoming(column, id, today)})`;

const bookedAtAll = (column: string, id: SQL) =>
  sql`exists (select 1 from bookings b where b.${sql.raw(column)} = ${id})`;

/** Ohel listings offering a stay or a service (their foreign keys restrict deleting it). */
const offeredByOhel = (column: 'stay_id' | 'transport_service_id', id: SQL) =>
  sql`exists (select 1 from ohel_listings o where o.${sql.raw(column)} = ${id})`;

/** What a stay lacks: the required steps of its form not saved yet, and a photo. */
export function stayGaps(setupSteps: readonly string[], hasPhoto: boolean): ListingGap[] {
  const gaps: ListingGap[] = STAY_REQUIRED_STEPS.filter((step) => !setupSteps.includes(step));
  if (!hasPhoto) gaps.push('photo');
  return gaps;
}

/** Gaps in LISTING_GAPS order, each once (what the screens list). */
export const orderedGaps = (gaps: readonly ListingGap[]): ListingGap[] =>
  LISTING_GAPS.filter((gap) => gaps.includes(gap));

/** The host's listings of every kind, and the publish / unpublish / archive / delete of one. */
export function hostListingsRepository(db: Queryable) {
  /** The listing's own row conditions: the host's, and the filters. */
  const owned = (
    table: (typeof LISTING_TABLES)[HostListingKind],
    hostId: string,
    filters: HostListingFilters,
  ) =>
    and(
      eq(table.hostId, hostId),
      filters.status ? eq(table.status, filters.status) : undefined,
      filters.id ? eq(table.id, filters.id) : undefined,
    );

  /** Each kind's query: one statement per kind, whatever the number of listings. */
  const QUERIES: Record<
    HostListingKind,
    (hostId: string, filters: HostListingFilters, today: string) => Promise<HostListingRow[]>
  > = {
    async stays(hostId, filters, today) {
      const stay = outer('stays', 'id');
      const rows = await db
        .select({
          id: stays.id,
          title: stays.title,
          status: stays.status,
          updatedAt: stays.updatedAt,
          setupSteps: stays.setupSteps,
          cover: coverOf('stays', stay),
          nextBookings: nextBookingsOf('stay_id', stay, today),
          upcomingBookingCount: upcomingCountOf('stay_id', stay, today),
          referenced: sql<boolean>`(${bookedAtAll('stay_id', stay)} or ${offeredByOhel('stay_id', stay)})`,
        })
        .from(stays)
        .where(owned(stays, hostId, filters));
      return rows.map(({ setupSteps, ...row }) => ({
        ...row,
        kind: 'stays' as const,
        status: row.status as ListingStatus,
        gaps: stayGaps(setupSteps, row.cover !== null),
      }));
    },

    async meals(hostId, filters, today) {
      const offer = outer('meal_offers', 'id');
      const rows = await db
        .select({
          row: mealOffers,
          cover: coverOf('meals', offer),
          images: sql<number>`(select count(*)::int from listing_images i where i.meal_offer_id = ${offer})`,
          nextBookings: nextBookingsOf('meal_offer_id', offer, today),
          upcomingBookingCount: upcomingCountOf('meal_offer_id', offer, today),
          referenced: sql<boolean>`${bookedAtAll('meal_offer_id', offer)}`,
        })
        .from(mealOffers)
        .where(owned(mealOffers, hostId, filters));
      return rows.map(({ row, images, ...rest }) => ({
        ...rest,
        kind: 'meals' as const,
        id: row.id,
        title: row.title,
        status: row.status as ListingStatus,
        updatedAt: row.updatedAt,
        gaps: offerGaps('meals', row, images),
      }));
    },

    async transport(hostId, filters, today) {
      const service = outer('transport_services', 'id');
      const rows = await db
        .select({
          row: transportServices,
          cover: coverOf('transport', service),
          images: sql<number>`(select count(*)::int from listing_images i where i.transport_service_id = ${service})`,
          nextBookings: nextBookingsOf('transport_service_id', service, today),
          upcomingBookingCount: upcomingCountOf('transport_service_id', service, today),
          referenced: sql<boolean>`(${bookedAtAll('transport_service_id', service)} or ${offeredByOhel('transport_service_id', service)})`,
        })
        .from(transportServices)
        .where(owned(transportServices, hostId, filters));
      return rows.map(({ row, images, ...rest }) => ({
        ...rest,
        kind: 'transport' as const,
        id: row.id,
        title: row.title,
        status: row.status as ListingStatus,
        updatedAt: row.updatedAt,
        gaps: offerGaps('transport', row, images),
      }));
    },

    async ohel(hostId, filters, today) {
      const listing = outer('ohel_listings', 'id');
      // A place to stay by the Ohel shows its stay's photos after its own.
      const rows = await db
        .select({
          row: ohelListings,
          cover: sql<StayImage | null>`coalesce(${coverOf('ohel', listing)},
            ${coverOf('stays', outer('ohel_listings', 'stay_id'))})`,
          images: sql<number>`((select count(*)::int from listing_images i where i.ohel_listing_id = ${listing})
            + (select count(*)::int from stay_images i where i.stay_id = ${outer('ohel_listings', 'stay_id')}))`,
          nextBookings: nextBookingsOf('ohel_listing_id', listing, today),
          upcomingBookingCount: upcomingCountOf('ohel_listing_id', listing, today),
          referenced: sql<boolean>`${bookedAtAll('ohel_listing_id', listing)}`,
        })
        .from(ohelListings)
        .where(owned(ohelListings, hostId, filters));
      return rows.map(({ row, images, ...rest }) => ({
        ...rest,
        kind: 'ohel' as const,
        id: row.id,
        title: row.title,
        status: row.status as ListingStatus,
        updatedAt: row.updatedAt,
        gaps: offerGaps('ohel', row, images),
      }));
    },
  };

  return {
    /**
     * The host's listings (one kind, or all four: four statements, however many listings), newest
     * update first. `today` (New York) says which bookings are still to come.
     */
    async list(hostId: string, filters: HostListingFilters, today: string): Promise<HostListingRow[]> {
      const kinds = filters.kind ? [filters.kind] : (Object.keys(QUERIES) as HostListingKind[]);
      const found = await Promise.all(kinds.map((kind) => QUERIES[kind](hostId, filters, today)));
      return found
        .flat()
        .map((row) => ({ ...row, gaps: orderedGaps(row.gaps) }))
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.id.localeCompare(b.id));
    },

    async find(
      kind: HostListingKind,
      id: string,
      hostId: string,
      today: string,
    ): Promise<HostListingRow | null> {
      const [row] = await QUERIES[kind](hostId, { id }, today);
      return row ? { ...row, gaps: orderedGaps(row.gaps) } : null;
    },

    /**
     * The host's listing's status, its row locked until the transaction ends (publish, unpublish and
     * delete of one listing take turns), or null when it is not theirs or not there.
     */
    async lock(kind: HostListingKind, id: string, hostId: string): Promise<{ status: ListingStatus } | null> {
      const table = LISTING_TABLES[kind];
      const [row] = await db
        .select({ status: table.status })
        .from(table)
        .where(and(eq(table.id, id), eq(table.hostId, hostId)))
        .for('update');
      return row ? { status: row.status as ListingStatus } : null;
    },

    /** Sets the status; the first publish dates it (published_at orders the public lists). */
    async setStatus(kind: HostListingKind, id: string, status: ListingStatus, now: Date): Promise<void> {
      const table = LISTING_TABLES[kind];
      await db
        .update(table)
        .set({
          status,
          updatedAt: now,
          ...(status === 'published' ? { publishedAt: sql`coalesce(${table.publishedAt}, ${now})` } : {}),
        })
        .where(eq(table.id, id));
    },

    /**
     * Deletes a listing nothing points at (see HostListingRow.referenced): its photos, reviews, blocked
     * dates and closed dates go with it (cascades). A meal offer's seat counters are made by bookings,
     * so one without bookings has only empty ones, which go first (their foreign key restricts).
     */
    async delete(kind: HostListingKind, id: string): Promise<void> {
      if (kind === 'meals') await db.delete(mealSittings).where(eq(mealSittings.mealOfferId, id));
      const table = LISTING_TABLES[kind];
      await db.delete(table).where(eq(table.id, id));
    },
  };
}
