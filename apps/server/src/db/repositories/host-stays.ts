import {
  CROWN_HEIGHTS,
  STAY_CURRENCY,
  walkingMinutesTo770,
  type StayFormStep,
  type StayImage,
} from '@orchim/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { rowsOf } from '../migrate';
import { stayReservations, stays } from '../schema';
import type { StayRow } from './stays';
import { picturesOf } from './listing-images-json';

/** The columns a step of the stay form writes (the route maps each step's body to them). */
export type StayStepValues = Partial<
  Pick<
    typeof stays.$inferInsert,
    | 'title'
    | 'description'
    | 'propertyType'
    | 'address'
    | 'area'
    | 'latitude'
    | 'longitude'
    | 'walkMinutesTo770'
    | 'neighbourhood'
    | 'bedrooms'
    | 'beds'
    | 'baths'
    | 'maxGuests'
    | 'pricePerNightCents'
    | 'cleaningFeeCents'
    | 'minimumNights'
    | 'checkInTime'
    | 'checkOutTime'
    | 'cancellationPolicy'
    | 'amenities'
    | 'jewishFeatures'
    | 'kosherStandard'
    | 'mikvahWalkMinutes'
    | 'houseRules'
  >
>;

/** A stay as its host edits it: the row and its photos in order. */
export interface HostStayRecord {
  stay: StayRow;
  images: StayImage[];
}

/** A range of taken nights on the host's calendar: blocked by the host (bookingId null) or booked. */
export interface CalendarRow {
  id: string;
  bookingId: string | null;
  start: string;
  end: string;
  reference: string | null;
  guestName: string | null;
}

/**
 * A new draft's columns besides its basics. The table wants every column; until the host saves the other
 * steps these neutral values stand in (the form shows them as defaults), and the draft cannot be
 * published without those steps (stays_published_complete). The place is 770 itself.
 */
const DRAFT_PLACEHOLDERS = {
  address: '',
  area: '',
  latitude: CROWN_HEIGHTS.seven70.latitude,
  longitude: CROWN_HEIGHTS.seven70.longitude,
  walkMinutesTo770: walkingMinutesTo770(CROWN_HEIGHTS.seven70),
  bedrooms: 1,
  beds: 1,
  baths: 1,
  maxGuests: 2,
  pricePerNightCents: 100_00,
  currency: STAY_CURRENCY,
} as const;

/** The stay's photos in order. */
const images = () => picturesOf('stays', stays.id);

/** A host's own stays, through the stay form, and their blocked dates. */
export function hostStaysRepository(db: Queryable) {
  return {
    /** A new draft with its basics, its first saved step. */
    async create(
      hostId: string,
      basics: Pick<StayRow, 'title' | 'description' | 'propertyType'>,
      now: Date,
    ): Promise<StayRow> {
      const [row] = await db
        .insert(stays)
        .values({
          ...DRAFT_PLACEHOLDERS,
          ...basics,
          hostId,
          status: 'draft',
          setupSteps: ['basics'],
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no stay');
      return row;
    },

    /** The host's stay with its photos, or null when it is not theirs (stays primary key). */
    async find(id: string, hostId: string): Promise<HostStayRecord | null> {
      const [row] = await db
        .select({ stay: stays, images: images() })
        .from(stays)
        .where(and(eq(stays.id, id), eq(stays.hostId, hostId)));
      return row ?? null;
    },

    /** Whether the stay is the host's (stays primary key). */
    async owns(id: string, hostId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stays.id })
        .from(stays)
        .where(and(eq(stays.id, id), eq(stays.hostId, hostId)));
      return !!row;
    },

    /**
     * The host's stay, whatever its status, locked until the transaction ends, or null when it is not
     * theirs. Blocking dates takes it first, as bookings do (staysRepository.lockPublishedRow): racing
     * inserts into stay_reservations then queue instead of deadlocking in the exclusion check. NO KEY
     * UPDATE leaves foreign-key checks (a booking's insert) unblocked.
     */
    async lockOwned(id: string, hostId: string): Promise<StayRow | null> {
      const [row] = await db
        .select()
        .from(stays)
        .where(and(eq(stays.id, id), eq(stays.hostId, hostId)))
        .for('no key update');
      return row ?? null;
    },

    /** Writes one step's columns and marks the step saved, in the form's order. */
    async saveStep(
      id: string,
      values: StayStepValues,
      setupSteps: readonly StayFormStep[],
      now: Date,
    ): Promise<void> {
      await db
        .update(stays)
        .set({ ...values, setupSteps: [...setupSteps], updatedAt: now })
        .where(eq(stays.id, id));
    },

    /**
     * The taken ranges of a stay overlapping the days [from, to], blocked and booked, each as its own
     * entry (unlike the public calendar, which merges them), in date order. The GiST index of
     * stay_reservations_no_overlap finds them.
     */
    async calendar(stayId: string, from: string, to: string): Promise<CalendarRow[]> {
      const rows = rowsOf<{
        id: string | number;
        booking_id: string | null;
        start: string;
        end: string;
        reference: string | null;
        guest_name: string | null;
      }>(
        await db.execute(sql`
          select r.id, r.booking_id, lower(r.during)::text as start, upper(r.during)::text as end,
                 b.reference, case when b.id is null then null else b.first_name || ' ' || b.last_name end as guest_name
          from stay_reservations r left join bookings b on b.id = r.booking_id
          where r.stay_id = ${stayId} and r.during && daterange(${from}::date, ${to}::date, '[]')
          order by lower(r.during), r.id`),
      );
      return rows.map((row) => ({
        id: String(row.id),
        bookingId: row.booking_id,
        start: row.start,
        end: row.end,
        reference: row.reference,
        guestName: row.guest_name,
      }));
    },

    /**
     * Blocks the nights [start, end). Nights already taken (booked or blocked) make the exclusion
     * constraint refuse the insert with SQLSTATE 23P01: the caller's transaction is then over.
     */
    async block(
      stayId: string,
      start: string,
      end: string,
    ): Promise<{ id: string; start: string; end: string }> {
      const [row] = await db
        .insert(stayReservations)
        .values({ stayId, during: `[${start},${end})` })
        .returning({ id: stayReservations.id });
      if (!row) throw new Error('insert returned no block');
      return { id: String(row.id), start, end };
    },

    /** Unblocks: deletes the block, never a booking's nights. Whether there was such a block. */
    async unblock(stayId: string, blockId: number): Promise<boolean> {
      const removed = await db
        .delete(stayReservations)
        .where(
          and(
            eq(stayReservations.id, blockId),
            eq(stayReservations.stayId, stayId),
            isNull(stayReservations.bookingId),
          ),
        )
        .returning({ id: stayReservations.id });
      return removed.length > 0;
    },
  };
}
