import { walkingMinutesToOhel, type Language, type StayDetail } from '@orchim/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { rowsOf } from '../migrate';
import { stays, users, type ListingTranslations } from '../schema';
import { blockOf } from '../../lib/crown-heights-geocoder';
import { picturesOf } from './listing-images-json';

export type StayRow = typeof stays.$inferSelect;

/** A taken range of nights, [start, end): end is the check-out day of the last night taken. */
export interface TakenRange {
  start: string;
  end: string;
}

/** The nights [checkIn, checkOut) as a daterange. */
const nightsRange = (checkIn: string, checkOut: string) =>
  sql`daterange(${checkIn}::date, ${checkOut}::date, '[)')`;

/** Averages are float4: two decimals are all a reader needs (and all that is exact). */
export const roundRating = (average: number | null) =>
  average === null ? null : Math.round(average * 100) / 100;

/** A listing's text in the reader's language: the host's translation when there is one, else the original. */
export function translate(
  translations: ListingTranslations,
  lang: Language,
  original: { title: string; area: string; description: string; houseRules: string },
) {
  const own = translations[lang] ?? {};
  const pick = (field: keyof typeof original) => own[field] || original[field];
  return {
    title: pick('title'),
    area: pick('area'),
    description: pick('description'),
    houseRules: pick('houseRules'),
  };
}

/** The first word of a person's full name, as hosts are introduced to guests. */
export function firstNameOf(userMetadata: Record<string, unknown>): string {
  const fullName = userMetadata.full_name;
  return typeof fullName === 'string' ? (fullName.trim().split(/\s+/)[0] ?? '') : '';
}

/** Places to stay, as guests see them: only published ones. */
export function staysRepository(db: Queryable) {
  return {
    /** A published stay in the reader's language, with its images and host, or null. */
    async findPublished(id: string, lang: Language): Promise<StayDetail | null> {
      const [row] = await db
        .select({
          stay: stays,
          hostMetadata: users.userMetadata,
          hostSince: users.createdAt,
          images: picturesOf('stays', stays.id),
        })
        .from(stays)
        .innerJoin(users, eq(users.id, stays.hostId))
        .where(and(eq(stays.id, id), eq(stays.status, 'published')));
      if (!row) return null;
      const { stay } = row;
      return {
        id: stay.id,
        ...translate(stay.translations, lang, stay),
        propertyType: stay.propertyType as StayDetail['propertyType'],
        bedrooms: stay.bedrooms,
        beds: stay.beds,
        baths: stay.baths,
        maxGuests: stay.maxGuests,
        pricePerNightCents: stay.pricePerNightCents,
        cleaningFeeCents: stay.cleaningFeeCents,
        currency: stay.currency,
        minimumNights: stay.minimumNights,
        walkMinutesTo770: stay.walkMinutesTo770,
        // The block, not the point: the page is public (docs/decisions/041-map.md).
        block: blockOf(stay),
        amenities: stay.amenities,
        jewishFeatures: stay.jewishFeatures,
        kosherStandard: stay.kosherStandard as StayDetail['kosherStandard'],
        ratingAverage: roundRating(stay.ratingAverage),
        reviewCount: stay.reviewCount,
        checkInTime: stay.checkInTime,
        checkOutTime: stay.checkOutTime,
        cancellationPolicy: stay.cancellationPolicy,
        mikvahWalkMinutes: stay.mikvahWalkMinutes,
        walkMinutesToOhel: stay.neighbourhood === 'cambria_heights' ? walkingMinutesToOhel(stay) : null,
        images: row.images,
        host: { firstName: firstNameOf(row.hostMetadata), memberSince: row.hostSince.toISOString() },
        status: stay.status as StayDetail['status'],
      };
    },

    /** The published stay's row (what booking and pricing need), or null. Primary key. */
    async findPublishedRow(id: string): Promise<StayRow | null> {
      const [row] = await db
        .select()
        .from(stays)
        .where(and(eq(stays.id, id), eq(stays.status, 'published')));
      return row ?? null;
    },

    /**
     * The published stay's row, locked until the transaction ends, so that bookings of one stay take
     * its calendar one after the other. Without it, racing inserts into stay_reservations wait on each
     * other inside the exclusion check and PostgreSQL breaks the cycle only after deadlock_timeout, one
     * guest at a time (50 guests took over 30 s). NO KEY UPDATE leaves foreign-key checks unblocked.
     */
    async lockPublishedRow(id: string): Promise<StayRow | null> {
      const [row] = await db
        .select()
        .from(stays)
        .where(and(eq(stays.id, id), eq(stays.status, 'published')))
        .for('no key update');
      return row ?? null;
    },

    /**
     * The taken nights of a stay overlapping [from, to), booked and blocked alike, with ranges that
     * touch merged (range_agg), in date order. The GiST index of stay_reservations_no_overlap.
     */
    async takenRanges(stayId: string, from: string, to: string): Promise<TakenRange[]> {
      return rowsOf<TakenRange>(
        await db.execute(sql`
          select lower(taken)::text as start, upper(taken)::text as end
          from unnest((select range_agg(during) from stay_reservations
                       where stay_id = ${stayId} and during && ${nightsRange(from, to)})) taken
          order by lower(taken)`),
      );
    },

    /** Whether no night of [checkIn, checkOut) is taken: a hint for the browser, not the booking's check. */
    async isFree(stayId: string, checkIn: string, checkOut: string): Promise<boolean> {
      const [row] = rowsOf<{ taken: boolean }>(
        await db.execute(sql`select exists (select 1 from stay_reservations
          where stay_id = ${stayId} and during && ${nightsRange(checkIn, checkOut)}) as taken`),
      );
      return !row?.taken;
    },
  };
}
