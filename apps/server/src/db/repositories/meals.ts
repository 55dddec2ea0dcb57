import type { MealType, StayImage } from '@orchim/shared';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { rowsOf } from '../migrate';
import { mealClosedDates, mealOffers, mealSittings, users } from '../schema';
import { picturesOf } from './listing-images-json';

export type MealOfferRow = typeof mealOffers.$inferSelect;

/** A published offer with what its card and page need besides its row. */
export interface MealOfferView {
  offer: MealOfferRow;
  hostMetadata: Record<string, unknown>;
  hostSince: Date;
  images: StayImage[];
  /** Dates the family does not host, YYYY-MM-DD. */
  closedDates: string[];
}

/** A sitting's seat counter: absent until the first booking of it. */
export interface SittingSeats {
  mealOfferId: string;
  date: string;
  mealType: MealType;
  seats: number;
  seatsTaken: number;
}

const sittingKey = (mealOfferId: string, date: string, mealType: string) =>
  `${mealOfferId}|${date}|${mealType}`;

/** Shabbos and Yom Tov meal offers, as guests see them (published ones), and their seat counters. */
export function mealsRepository(db: Queryable) {
  const selectViews = () =>
    db
      .select({
        offer: mealOffers,
        hostMetadata: users.userMetadata,
        hostSince: users.createdAt,
        images: picturesOf('meals', mealOffers.id),
        closedDates: sql<string[]>`(select coalesce(json_agg(c.date::text order by c.date), '[]'::json)
          from meal_closed_dates c where c.meal_offer_id = ${mealOffers.id})`,
      })
      .from(mealOffers)
      .innerJoin(users, eq(users.id, mealOffers.hostId));

  return {
    /** Every published offer (tens of them: the list filters in process), newest published first. */
    async listPublished(): Promise<MealOfferView[]> {
      return selectViews()
        .where(eq(mealOffers.status, 'published'))
        .orderBy(sql`${mealOffers.publishedAt} desc nulls last`, mealOffers.id);
    },

    async findPublished(id: string): Promise<MealOfferView | null> {
      const [row] = await selectViews().where(and(eq(mealOffers.id, id), eq(mealOffers.status, 'published')));
      return row ?? null;
    },

    /** The published offer's row (what booking and pricing need), or null. Primary key. */
    async findPublishedRow(id: string): Promise<MealOfferRow | null> {
      const [row] = await db
        .select()
        .from(mealOffers)
        .where(and(eq(mealOffers.id, id), eq(mealOffers.status, 'published')));
      return row ?? null;
    },

    /**
     * findPublishedRow, share-locked until the transaction ends: a booking that reads its offer this way
     * waits for a host's save of it (which locks the row for update), then reads the saved seats, meal
     * types, period and closed dates, so a seat is never taken on what the host just closed or cut.
     */
    async lockPublishedRow(id: string): Promise<MealOfferRow | null> {
      const [row] = await db
        .select()
        .from(mealOffers)
        .where(and(eq(mealOffers.id, id), eq(mealOffers.status, 'published')))
        .for('share');
      return row ?? null;
    },

    async isClosed(mealOfferId: string, date: string): Promise<boolean> {
      const [row] = await db
        .select({ date: mealClosedDates.date })
        .from(mealClosedDates)
        .where(and(eq(mealClosedDates.mealOfferId, mealOfferId), eq(mealClosedDates.date, date)));
      return !!row;
    },

    /** The seat counters of these offers from `from` to `to`, by "offer|date|type". */
    async sittings(
      mealOfferIds: readonly string[],
      from: string,
      to: string,
    ): Promise<Map<string, SittingSeats>> {
      if (mealOfferIds.length === 0) return new Map();
      const rows = await db
        .select({
          mealOfferId: mealSittings.mealOfferId,
          date: mealSittings.date,
          mealType: mealSittings.mealType,
          seats: mealSittings.seats,
          seatsTaken: mealSittings.seatsTaken,
        })
        .from(mealSittings)
        .where(
          and(
            inArray(mealSittings.mealOfferId, [...mealOfferIds]),
            gte(mealSittings.date, from),
            lte(mealSittings.date, to),
          ),
        );
      return new Map(rows.map((row) => [sittingKey(row.mealOfferId, row.date, row.mealType), row]));
    },

    /**
     * Takes `guests` seats of a sitting, making its counter first (with the offer's seats_per_meal)
     * when this is its first booking. The conditional UPDATE holds the row lock until the transaction
     * ends, so racing bookings of one sitting go one after the other, each re-checking the seats left
     * on the committed row: never oversold (and meal_sittings_seats refuses it anyway). Answers the
     * seats left after taking them, or, when there are not enough, null and the seats left now.
     */
    async takeSeats(
      mealOfferId: string,
      date: string,
      mealType: MealType,
      guests: number,
    ): Promise<{ taken: true; seatsLeft: number } | { taken: false; seatsLeft: number }> {
      await db.execute(sql`
        insert into meal_sittings (meal_offer_id, date, meal_type, seats)
        select id, ${date}::date, ${mealType}, seats_per_meal from meal_offers where id = ${mealOfferId}
        on conflict (meal_offer_id, date, meal_type) do nothing`);
      const [taken] = rowsOf<{ seats_left: number }>(
        await db.execute(sql`
          update meal_sittings set seats_taken = seats_taken + ${guests}
          where meal_offer_id = ${mealOfferId} and date = ${date}::date and meal_type = ${mealType}
            and seats_taken + ${guests} <= seats
          returning seats - seats_taken as seats_left`),
      );
      if (taken) return { taken: true, seatsLeft: Number(taken.seats_left) };
      const [now] = rowsOf<{ seats_left: number }>(
        await db.execute(sql`
          select seats - seats_taken as seats_left from meal_sittings
          where meal_offer_id = ${mealOfferId} and date = ${date}::date and meal_type = ${mealType}`),
      );
      return { taken: false, seatsLeft: Number(now?.seats_left ?? 0) };
    },

    /** Gives a cancelled booking's seats back to its sitting (in the cancel's transaction). */
    async releaseSeats(mealOfferId: string, date: string, mealType: MealType, guests: number): Promise<void> {
      await db
        .update(mealSittings)
        .set({ seatsTaken: sql`${mealSittings.seatsTaken} - ${guests}` })
        .where(
          and(
            eq(mealSittings.mealOfferId, mealOfferId),
            eq(mealSittings.date, date),
            eq(mealSittings.mealType, mealType),
          ),
        );
    },
  };
}

export { sittingKey };
