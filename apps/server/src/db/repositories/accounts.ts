import { ADMIN_ROLE } from '@orchim/shared';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../migrate';
import type { Queryable } from '../client';
import { bookings, mealOffers, ohelListings, stays, transportServices, users } from '../schema';
import { HOLDING_STATUSES } from './bookings';
import { isBanned, type UserRow } from './users';

/** What a guest's bookings say in place of their name once the account is deleted (the host's records). */
export const FORMER_GUEST = { firstName: 'Former guest', lastName: '' } as const;

const isAdminAccount = sql`coalesce(${users.appMetadata}->'roles', '[]'::jsonb) @> ${JSON.stringify([ADMIN_ROLE])}::jsonb`;

/**
 * The person's own account as a whole (issue 7): becoming a host, and deleting it. Deleting runs in one
 * transaction that starts with lockForDeletion: the row lock makes a booking or a listing being made for
 * the account at the same moment wait (its foreign key check needs the row), then fail as the row goes.
 */
export function accountsRepository(db: Queryable) {
  return {
    /** The account, locked until the transaction ends, or null when it is gone already. */
    async lockForDeletion(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },

    /**
     * Whether the guest has bookings not yet over (their last day today or later, New York) that hold
     * something: confirmed, or awaiting an online payment that may still come.
     */
    async hasUpcomingBookings(guestId: string, today: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.guestId, guestId),
            inArray(bookings.status, [...HOLDING_STATUSES]),
            gte(bookings.endsOn, today),
          ),
        )
        .limit(1);
      return !!row;
    },

    /**
     * Whether the person hosts anything: a listing of any kind and status, or a booking of one (their
     * foreign keys restrict deleting the account, and guests rely on them).
     */
    async hostsAnything(userId: string): Promise<boolean> {
      const [row] = rowsOf<{ hosts: boolean }>(
        await db.execute(sql`select
        exists (select 1 from ${stays} where ${stays.hostId} = ${userId})
        or exists (select 1 from ${mealOffers} where ${mealOffers.hostId} = ${userId})
        or exists (select 1 from ${transportServices} where ${transportServices.hostId} = ${userId})
        or exists (select 1 from ${ohelListings} where ${ohelListings.hostId} = ${userId})
        or exists (select 1 from ${bookings} where ${bookings.hostId} = ${userId}) as hosts`),
      );
      return row?.hosts === true;
    },

    /**
     * How many other admins could still act (not banned): every admin row is locked first, in id
     * order, so two admins deleting their accounts at once cannot both count on the other.
     */
    async otherActiveAdmins(userId: string, now: Date): Promise<number> {
      const admins = await db.select().from(users).where(isAdminAccount).orderBy(users.id).for('update');
      return admins.filter((admin) => admin.id !== userId && !isBanned(admin, now)).length;
    },

    /**
     * Takes the guest's details out of their bookings, which stay for the hosts' records with their
     * dates, listing, guests and money. Pickup and destination stay too (a ride's record).
     */
    async wipeGuestDetails(guestId: string, now: Date): Promise<void> {
      await db
        .update(bookings)
        .set({
          ...FORMER_GUEST,
          email: '',
          phone: '',
          specialRequests: '',
          dietaryNeeds: '',
          flightNumber: null,
          updatedAt: now,
        })
        .where(eq(bookings.guestId, guestId));
    },

    /**
     * Deletes the account. Its sessions, refresh tokens and recovery link go with it (cascade); bookings
     * (guest_id, cancelled_by), reviews (author_id) and uploaded files (owner_id) keep their rows with
     * the reference set to null.
     */
    async delete(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    /**
     * A guest becomes a host whose application is pending: user_type 'host' (which the person cannot set
     * themselves after sign-up) and app_metadata.host_status 'pending', with the day they applied. Null
     * when the account is a host's already (or gone).
     */
    async applyToHost(id: string, intro: string, now: Date): Promise<UserRow | null> {
      const grant = { host_status: 'pending', host_applied_at: now.toISOString() };
      const becoming = { user_type: 'host', ...(intro ? { host_intro: intro } : {}) };
      const [row] = await db
        .update(users)
        .set({
          userMetadata: sql`${users.userMetadata} || ${JSON.stringify(becoming)}::jsonb`,
          appMetadata: sql`(${users.appMetadata} - 'host_status_reason') || ${JSON.stringify(grant)}::jsonb`,
          updatedAt: now,
        })
        .where(and(eq(users.id, id), sql`${users.userMetadata}->>'user_type' is distinct from 'host'`))
        .returning();
      return row ?? null;
    },
  };
}
