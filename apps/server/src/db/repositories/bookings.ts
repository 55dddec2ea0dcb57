import { randomInt } from 'node:crypto';
import type { BookingKind, BookingStatus, PaymentMean, StayImage } from '@orchim/shared';
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import {
  bookings,
  mealOffers,
  ohelListings,
  payments,
  refunds,
  stayReservations,
  stays,
  transportServices,
  users,
  type ListingTranslations,
  type MealTranslations,
  type OhelTranslations,
  type TransportTranslations,
} from '../schema';
import type { PaymentRow, RefundRow } from './payments';
import { coverOf } from './listing-images-json';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'reference'>;

/**
 * A booking with what its guest and host see of the listing (the one of its kind: the others are
 * null), its cover and the host. A new kind adds its listing here (a left join in selectViews).
 */
export interface BookingView {
  booking: BookingRow;
  stay: {
    id: string;
    title: string;
    area: string;
    address: string;
    checkInTime: string;
    checkOutTime: string;
    translations: ListingTranslations;
  } | null;
  meal: {
    id: string;
    title: string;
    area: string;
    address: string;
    translations: MealTranslations;
  } | null;
  ride: {
    id: string;
    title: string;
    providerName: string;
    serviceType: string;
    vehicleType: string;
    pricingModel: string;
    tripMinutes: number;
    translations: TransportTranslations;
  } | null;
  /** The Ohel listing a ride was booked from. */
  ohelListing: { id: string; title: string; translations: OhelTranslations } | null;
  cover: StayImage | null;
  hostMetadata: Record<string, unknown>;
  hostEmail: string;
  /** The language kept with the guest's account (user_metadata.language), for their mails. */
  guestLanguage: string | null;
  /** Its online payment (the Checkout Session), null when paid on arrival or before the session exists. */
  payment: PaymentRow | null;
  /** Its refund through Stripe, null unless one was queued. */
  refund: RefundRow | null;
  /** What the host accepts from guests paying on arrival (users.payment_means). */
  hostPaymentMeans: PaymentMean[];
}

/** The statuses of a booking that holds what it booked: awaiting its payment, or confirmed. */
export const HOLDING_STATUSES = ['pending_payment', 'confirmed'] as const satisfies readonly BookingStatus[];

/** Whether a booking of this status holds what it booked (and so may still be cancelled). */
export const isHolding = (status: string): boolean =>
  (HOLDING_STATUSES as readonly string[]).includes(status);

/** Letters and digits nobody misreads over the phone: no 0/O, 1/I. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;
const REFERENCE_DRAWS = 5;

/** A booking reference, "OR-" and six characters from a cryptographic source: 32^6, about a billion. */
export function newBookingReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1)
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `OR-${code}`;
}

export type BookingListScope = 'upcoming' | 'past' | 'all';

/**
 * Which bookings each list shows, and in which order, by the first and last day every kind has
 * (starts_on, ends_on): upcoming ones (confirmed or awaiting payment, not ended before today) soonest
 * first; past ones (ended, cancelled or expired unpaid) latest first; all of them newest made first. A
 * guest has few bookings: bookings_guest_id_created_at_idx finds them, the rest is in memory.
 */
const LISTS: Record<BookingListScope, (today: string) => { where?: SQL; orderBy: SQL[] }> = {
  upcoming: (today) => ({
    where: and(inArray(bookings.status, [...HOLDING_STATUSES]), gte(bookings.endsOn, today)),
    orderBy: [asc(bookings.startsOn), asc(bookings.createdAt), asc(bookings.id)],
  }),
  past: (today) => ({
    where: or(notInArray(bookings.status, [...HOLDING_STATUSES]), lt(bookings.endsOn, today)),
    orderBy: [desc(bookings.startsOn), desc(bookings.createdAt), desc(bookings.id)],
  }),
  all: () => ({ orderBy: [desc(bookings.createdAt), desc(bookings.id)] }),
};

/**
 * What a host's bookings list may be narrowed to (the days: inclusive, overlapping). Bookings whose hold
 * lapsed unpaid (expired) are never in it: nothing was booked.
 */
export interface HostBookingFilters {
  kind?: BookingKind;
  status?: BookingStatus;
  from?: string;
  to?: string;
}

/**
 * The host's order (docs/decisions/012-host-area.md): what is still to come first, soonest first (the next
 * arrival at the top), then what has ended or was cancelled, latest first.
 */
const hostOrder = (today: string) => {
  const upcoming = sql`(${inArray(bookings.status, [...HOLDING_STATUSES])} and ${bookings.endsOn} >= ${today})`;
  return [
    sql`${upcoming} desc`,
    sql`case when ${upcoming} then ${bookings.startsOn} end asc`,
    desc(bookings.startsOn),
    desc(bookings.createdAt),
    desc(bookings.id),
  ];
};

/** Bookings, with the stay calendar rows that hold their nights. */
export function bookingsRepository(db: Queryable) {
  /**
   * The select of a BookingView; the cover through stay_images_stay_id_position_key or the
   * listing_images key of the meal offer or transport service, at position 0.
   */
  const selectViews = () =>
    db
      .select({
        booking: bookings,
        stay: {
          id: stays.id,
          title: stays.title,
          area: stays.area,
          address: stays.address,
          checkInTime: stays.checkInTime,
          checkOutTime: stays.checkOutTime,
          translations: stays.translations,
        },
        meal: {
          id: mealOffers.id,
          title: mealOffers.title,
          area: mealOffers.area,
          address: mealOffers.address,
          translations: mealOffers.translations,
        },
        ride: {
          id: transportServices.id,
          title: transportServices.title,
          providerName: transportServices.providerName,
          serviceType: transportServices.serviceType,
          vehicleType: transportServices.vehicleType,
          pricingModel: transportServices.pricingModel,
          tripMinutes: transportServices.tripMinutes,
          translations: transportServices.translations,
        },
        ohelListing: {
          id: ohelListings.id,
          title: ohelListings.title,
          translations: ohelListings.translations,
        },
        cover: sql<StayImage | null>`coalesce(${coverOf('stays', bookings.stayId)},
          ${coverOf('meals', bookings.mealOfferId)}, ${coverOf('transport', bookings.transportServiceId)})`,
        hostMetadata: users.userMetadata,
        hostEmail: users.email,
        hostPaymentMeans: users.paymentMeans,
        guestLanguage: sql<
          string | null
        >`(select g.user_metadata ->> 'language' from users g where g.id = ${bookings.guestId})`,
        payment: payments,
        refund: refunds,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.hostId))
      // Both keyed by the booking (payments primary key, refunds_booking_id_key): at most one row each.
      .leftJoin(payments, eq(payments.bookingId, bookings.id))
      .leftJoin(refunds, eq(refunds.bookingId, bookings.id))
      .leftJoin(stays, eq(stays.id, bookings.stayId))
      .leftJoin(mealOffers, eq(mealOffers.id, bookings.mealOfferId))
      .leftJoin(transportServices, eq(transportServices.id, bookings.transportServiceId))
      .leftJoin(ohelListings, eq(ohelListings.id, bookings.ohelListingId));

  return {
    /**
     * Inserts a booking under a new reference. A reference already taken (bookings_reference_key) is
     * skipped by ON CONFLICT, which, unlike a failed insert, leaves the caller's transaction usable,
     * and another is drawn.
     */
    async create(values: NewBooking): Promise<BookingRow> {
      for (let draw = 0; draw < REFERENCE_DRAWS; draw += 1) {
        const [row] = await db
          .insert(bookings)
          .values({ ...values, reference: newBookingReference() })
          .onConflictDoNothing({ target: bookings.reference })
          .returning();
        if (row) return row;
      }
      throw new Error(`no free booking reference in ${REFERENCE_DRAWS} draws`);
    },

    /**
     * Holds the nights [checkIn, checkOut) of a stay for a booking. When any of them is taken, the
     * exclusion constraint stay_reservations_no_overlap refuses the insert with SQLSTATE 23P01, also
     * when the other booking is being made at the same moment (the insert waits for it to commit).
     */
    async reserveStay(bookingId: string, stayId: string, checkIn: string, checkOut: string): Promise<void> {
      await db.insert(stayReservations).values({ stayId, bookingId, during: `[${checkIn},${checkOut})` });
    },

    /** A booking its guest or the host of its listing may see, else null (bookings primary key). */
    async findVisibleTo(id: string, userId: string): Promise<BookingView | null> {
      const [view] = await selectViews().where(
        and(eq(bookings.id, id), or(eq(bookings.guestId, userId), eq(bookings.hostId, userId))),
      );
      return view ?? null;
    },

    async findView(id: string): Promise<BookingView | null> {
      const [view] = await selectViews().where(eq(bookings.id, id));
      return view ?? null;
    },

    /** The views of these bookings, in no particular order (bookings primary key). */
    async findViews(ids: readonly string[]): Promise<BookingView[]> {
      if (ids.length === 0) return [];
      return selectViews().where(inArray(bookings.id, [...ids]));
    },

    /** One page of a guest's own bookings (LISTS), reading one more to know whether more follow. */
    async listForGuest(
      guestId: string,
      options: { scope: BookingListScope; kind?: BookingKind; today: string; page: number; pageSize: number },
    ): Promise<{ items: BookingView[]; hasMore: boolean }> {
      const list = LISTS[options.scope](options.today);
      const rows = await selectViews()
        .where(
          and(
            eq(bookings.guestId, guestId),
            options.kind ? eq(bookings.kind, options.kind) : undefined,
            list.where,
          ),
        )
        .orderBy(...list.orderBy)
        .limit(options.pageSize + 1)
        .offset((options.page - 1) * options.pageSize);
      return { items: rows.slice(0, options.pageSize), hasMore: rows.length > options.pageSize };
    },

    /**
     * One page of the bookings of a host's listings, narrowed by `filters`, in the host's order (hostOrder),
     * reading one more to know whether more follow. bookings_host_id_created_at_idx finds the host's rows.
     */
    async listForHost(
      hostId: string,
      options: { filters: HostBookingFilters; today: string; page: number; pageSize: number },
    ): Promise<{ items: BookingView[]; hasMore: boolean }> {
      const { kind, status, from, to } = options.filters;
      const rows = await selectViews()
        .where(
          and(
            eq(bookings.hostId, hostId),
            kind ? eq(bookings.kind, kind) : undefined,
            status ? eq(bookings.status, status) : undefined,
            ne(bookings.status, 'expired'),
            from ? gte(bookings.endsOn, from) : undefined,
            to ? lte(bookings.startsOn, to) : undefined,
          ),
        )
        .orderBy(...hostOrder(options.today))
        .limit(options.pageSize + 1)
        .offset((options.page - 1) * options.pageSize);
      return { items: rows.slice(0, options.pageSize), hasMore: rows.length > options.pageSize };
    },

    /** A booking of the host's listings, locked until the transaction ends (a cancel), or null. */
    async lockForHost(id: string, hostId: string): Promise<BookingRow | null> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.hostId, hostId)))
        .for('update');
      return row ?? null;
    },

    /** The guest's own booking, locked until the transaction ends (two cancels meet here), or null. */
    async lockForGuest(id: string, guestId: string): Promise<BookingRow | null> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.guestId, guestId)))
        .for('update');
      return row ?? null;
    },

    /** A booking, locked until the transaction ends (the webhook's payment, a hold's release), or null. */
    async lock(id: string): Promise<BookingRow | null> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
      return row ?? null;
    },

    /**
     * The bookings awaiting payment whose hold has lapsed at `now`, locked (bookings_hold_expires_at_idx).
     * Locked in one statement, in the order of their ids, so two expiries at once (the sweep, a booking)
     * queue on the first rather than deadlock; the second then finds them expired and skips them.
     */
    async lockLapsedHolds(now: Date, limit: number): Promise<BookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, 'pending_payment'), lte(bookings.holdExpiresAt, now)))
        .orderBy(asc(bookings.id))
        .limit(limit)
        .for('update');
    },

    /** A held booking whose payment never came: expired (what it held is given back by its kind's handler). */
    async expire(id: string, now: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'pending_payment')));
    },

    /** Stripe says the held booking is paid: confirmed. */
    async confirm(id: string, now: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ status: 'confirmed', updatedAt: now })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'pending_payment')));
    },

    /**
     * A booking cancelled while its guest was paying, paid after all: everything goes back, and the
     * booking says so (its cancel had recorded nothing to give back).
     */
    async refundWhole(id: string, now: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ refundedPercent: 100, refundedCents: bookings.totalCents, updatedAt: now })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'cancelled')));
    },

    /** Gives a stay booking's nights back (its calendar row goes), in the cancel's transaction. */
    async releaseStay(bookingId: string): Promise<void> {
      await db.delete(stayReservations).where(eq(stayReservations.bookingId, bookingId));
    },

    /**
     * Marks a booking cancelled, saying who, why and what comes back (bookings_refund holds the cents
     * within the total). What it held (nights, seats) is given back by its kind's handler in the same
     * transaction.
     */
    async cancel(
      id: string,
      cancel: { by: string; reason: string; now: Date; refundedPercent: number; refundedCents: number },
    ): Promise<void> {
      await db
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledAt: cancel.now,
          cancelledBy: cancel.by,
          cancelReason: cancel.reason || null,
          refundedPercent: cancel.refundedPercent,
          refundedCents: cancel.refundedCents,
          updatedAt: cancel.now,
        })
        .where(eq(bookings.id, id));
    },
  };
}
