import type { BookingKind, BookingStatus } from '@orchim/shared';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { rowsOf } from '../migrate';
import { bookings, refunds } from '../schema';
import { containsText, pageOf, type Page } from './admin-pages';
import { bookingsRepository, type BookingRow, type BookingView } from './bookings';
import type { RefundRow } from './payments';
import { windowTotal } from './window-page';

export interface AdminBookingFilters {
  kind?: BookingKind;
  status?: BookingStatus;
  q?: string;
  page: number;
}

/** The guest's name as the booking keeps it, one expression with bookings_guest_name_trgm_idx's. */
export const guestNameOf = sql`(${bookings.firstName} || ' ' || ${bookings.lastName})`;

/** The listings whose title contains the text, by the column of bookings that names them. */
interface TitleMatches {
  stayId: string[];
  mealOfferId: string[];
  transportServiceId: string[];
  ohelListingId: string[];
}

/**
 * The listings of every kind (and the Ohel listings rides and stays are booked from) whose title contains
 * `text`. Listings are few next to bookings: their titles are scanned, as the admin's listings search does.
 */
async function listingsTitled(db: Queryable, text: string): Promise<TitleMatches> {
  const branch = (column: keyof TitleMatches, table: string) =>
    sql`select ${column}::text as column_name, id from ${sql.identifier(table)} where ${containsText(sql`title`, text)}`;
  const rows = rowsOf<{ column_name: keyof TitleMatches; id: string }>(
    await db.execute(
      sql.join(
        [
          branch('stayId', 'stays'),
          branch('mealOfferId', 'meal_offers'),
          branch('transportServiceId', 'transport_services'),
          branch('ohelListingId', 'ohel_listings'),
        ],
        sql` union all `,
      ),
    ),
  );
  const matches: TitleMatches = { stayId: [], mealOfferId: [], transportServiceId: [], ohelListingId: [] };
  for (const row of rows) matches[row.column_name].push(row.id);
  return matches;
}

/**
 * The search: a part of the reference, of the guest's email or name (trigram indexes, migration 0015),
 * or a booking of a listing whose title matches (the indexes on each listing column). Every branch can
 * be read from an index, so the database may combine them (a BitmapOr) rather than read every booking.
 */
async function searchOf(db: Queryable, text: string): Promise<SQL | undefined> {
  const titled = await listingsTitled(db, text);
  const byListing = (Object.keys(titled) as (keyof TitleMatches)[])
    .filter((column) => titled[column].length > 0)
    .map((column) => inArray(bookings[column], titled[column]));
  return or(
    containsText(bookings.reference, text),
    containsText(bookings.email, text),
    containsText(guestNameOf, text),
    ...byListing,
  );
}

/** Bookings of every kind as the admin finds them, and the one the admin cancels. */
export function adminBookingsRepository(db: Queryable) {
  return {
    /**
     * A page of bookings, newest made first (bookings_created_at_idx), narrowed by kind, status and text:
     * the page's ids with the count of all matching, then their views (as the guest's and host's lists
     * read them).
     */
    async list(filters: AdminBookingFilters): Promise<Page<BookingView>> {
      const search = filters.q ? await searchOf(db, filters.q) : undefined;
      const page = await pageOf(filters.page, (limit, offset) =>
        db
          .select({ id: bookings.id, total: windowTotal() })
          .from(bookings)
          .where(
            and(
              filters.kind ? eq(bookings.kind, filters.kind) : undefined,
              filters.status ? eq(bookings.status, filters.status) : undefined,
              search,
            ),
          )
          .orderBy(desc(bookings.createdAt), desc(bookings.id))
          .limit(limit)
          .offset(offset),
      );
      const views = await bookingsRepository(db).findViews(page.items.map((row) => row.id));
      const byId = new Map(views.map((view) => [view.booking.id, view]));
      return {
        ...page,
        items: page.items.flatMap((row) => {
          const view = byId.get(row.id);
          return view ? [view] : [];
        }),
      };
    },

    /**
     * A booking's refund through Stripe, locked until the transaction ends (the admin's retry meets the
     * sweep's attempt there), or null when it has none (refunds_booking_id_key).
     */
    async lockRefund(bookingId: string): Promise<RefundRow | null> {
      const [refund] = await db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).for('update');
      return refund ?? null;
    },

    /** Any booking, locked until the transaction ends (the admin's cancel meets the guest's and host's here). */
    async lock(id: string): Promise<BookingRow | null> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
      return row ?? null;
    },
  };
}
