import type { Airport, BookingKind, Language, MealType } from '@orchim/shared';
import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { bookings, mealOffers, stays, transportServices, users, visits } from '../schema';
import { translateFields } from './translations';

export type VisitRow = typeof visits.$inferSelect;

/** The dates, times and flights of a visit, as the guest gives them (already checked). */
export interface VisitFields {
  title: string;
  arrival: { date: string; time: string; airport: Airport | null; flight: string };
  departure: { date: string; time: string; airport: Airport | null; flight: string };
}

const columnsOf = (fields: VisitFields) => ({
  title: fields.title,
  arrivalDate: fields.arrival.date,
  arrivalTime: fields.arrival.time,
  arrivalAirport: fields.arrival.airport,
  arrivalFlight: fields.arrival.flight,
  departureDate: fields.departure.date,
  departureTime: fields.departure.time,
  departureAirport: fields.departure.airport,
  departureFlight: fields.departure.flight,
});

/** A booking of a visit as the plan reads it, its listing's title in the reader's language. */
export interface VisitBookingRow {
  id: string;
  kind: BookingKind;
  status: string;
  title: string;
  startsOn: string;
  endsOn: string;
  mealType: MealType | null;
  pickupAt: Date | null;
  /** A ride's trip, from its service; null for the other kinds. */
  tripMinutes: number | null;
  /** Where a stay or a meal is (the listing's point); null for a ride. */
  point: { latitude: number; longitude: number } | null;
}

/** Held or confirmed bookings matching `where`, in the order they begin, titled in `lang`. */
async function bookingRowsOf(
  db: Queryable,
  where: SQL | undefined,
  lang: Language,
): Promise<VisitBookingRow[]> {
  const rows = await db
    .select({
      id: bookings.id,
      kind: bookings.kind,
      status: bookings.status,
      startsOn: bookings.startsOn,
      endsOn: bookings.endsOn,
      mealType: bookings.mealType,
      pickupAt: bookings.pickupAt,
      tripMinutes: transportServices.tripMinutes,
      latitude: sql<number | null>`coalesce(${stays.latitude}, ${mealOffers.latitude})`,
      longitude: sql<number | null>`coalesce(${stays.longitude}, ${mealOffers.longitude})`,
      title: sql<string>`coalesce(${stays.title}, ${mealOffers.title}, ${transportServices.title})`,
      translations: sql<Partial<Record<Language, { title?: string }>>>`coalesce(${stays.translations},
        ${mealOffers.translations}, ${transportServices.translations})`,
    })
    .from(bookings)
    .leftJoin(stays, eq(stays.id, bookings.stayId))
    .leftJoin(mealOffers, eq(mealOffers.id, bookings.mealOfferId))
    .leftJoin(transportServices, eq(transportServices.id, bookings.transportServiceId))
    .where(and(where, inArray(bookings.status, ['pending_payment', 'confirmed'])))
    .orderBy(asc(bookings.startsAt));
  return rows.map(({ translations, title, latitude, longitude, ...row }) => ({
    ...row,
    point: latitude !== null && longitude !== null ? { latitude, longitude } : null,
    kind: row.kind as BookingKind,
    startsOn: row.startsOn!,
    endsOn: row.endsOn!,
    title: translateFields(translations ?? {}, lang, { title }).title,
  }));
}

/** A guest's visits, each read and written only through its guest's id (or, read-only, its share token). */
export function visitsRepository(db: Queryable) {
  const bookingRows = (where: SQL | undefined, lang: Language) => bookingRowsOf(db, where, lang);
  const own = (guestId: string, id: string) => and(eq(visits.id, id), eq(visits.guestId, guestId));
  return {
    /** The guest's visits, soonest arrival first (visits_guest_id_arrival_date_idx). */
    list(guestId: string): Promise<VisitRow[]> {
      return db
        .select()
        .from(visits)
        .where(eq(visits.guestId, guestId))
        .orderBy(asc(visits.arrivalDate), asc(visits.createdAt));
    },

    /**
     * A new visit, unless the guest already keeps `limit`: then null. Inside a transaction: the guest's
     * row is locked first, so two requests at once cannot both count below the limit.
     */
    async createWithin(
      guestId: string,
      fields: VisitFields,
      now: Date,
      limit: number,
    ): Promise<VisitRow | null> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, guestId)).for('update');
      const [kept] = await db.select({ n: count() }).from(visits).where(eq(visits.guestId, guestId));
      if ((kept?.n ?? 0) >= limit) return null;
      const [row] = await db
        .insert(visits)
        .values({ guestId, ...columnsOf(fields), createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async find(guestId: string, id: string): Promise<VisitRow | null> {
      const [row] = await db.select().from(visits).where(own(guestId, id));
      return row ?? null;
    },

    async update(guestId: string, id: string, fields: VisitFields, now: Date): Promise<VisitRow | null> {
      const [row] = await db
        .update(visits)
        .set({ ...columnsOf(fields), updatedAt: now })
        .where(own(guestId, id))
        .returning();
      return row ?? null;
    },

    async remove(guestId: string, id: string): Promise<boolean> {
      const rows = await db.delete(visits).where(own(guestId, id)).returning({ id: visits.id });
      return rows.length > 0;
    },

    /** Puts out a new read-only link (the old one stops working), or with null takes it back. */
    async setShareToken(guestId: string, id: string, token: string | null): Promise<boolean> {
      const rows = await db
        .update(visits)
        .set({ shareToken: token })
        .where(own(guestId, id))
        .returning({ id: visits.id });
      return rows.length > 0;
    },

    /** The visit behind a read-only link (visits_share_token_key), or null once revoked. */
    async findShared(token: string): Promise<VisitRow | null> {
      const [row] = await db.select().from(visits).where(eq(visits.shareToken, token));
      return row ?? null;
    },

    /**
     * The guest's bookings held or confirmed whose days meet [from, to], in the order they begin, with
     * their listing's title in `lang` (bookings_guest_id_created_at_idx finds the guest's few).
     */
    bookingsWithin(guestId: string, from: string, to: string, lang: Language): Promise<VisitBookingRow[]> {
      return bookingRows(
        and(eq(bookings.guestId, guestId), lte(bookings.startsOn, to), gte(bookings.endsOn, from)),
        lang,
      );
    },

    /** One of the guest's bookings, held or confirmed, as a visit shows it; null for any other. */
    async bookingOf(guestId: string, id: string, lang: Language): Promise<VisitBookingRow | null> {
      const [row] = await bookingRows(and(eq(bookings.guestId, guestId), eq(bookings.id, id)), lang);
      return row ?? null;
    },
  };
}
