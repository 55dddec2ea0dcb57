import { hostStatusOf, isAdminUser, type AdminUser, type AdminUserDetail } from '@orchim/shared';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { bookings, mealOffers, ohelListings, reviews, stays, transportServices, users } from '../schema';
import { hostStatusReasonOf } from './admin-hosts';
import { containsText, pageOf, type Page } from './admin-pages';
import { isBanned, type UserRow } from './users';
import { windowTotal } from './window-page';

/**
 * How long "disabled" lasts: for good, until an admin enables the account again. banned_until is
 * GoTrue's column, which sign-in and every request already check (isBanned).
 */
export const DISABLED_UNTIL = new Date('9999-12-31T00:00:00Z');

export interface AdminUserFilters {
  /** guest: not a host (an admin is one too unless they host); host: user_type host; admin: the role. */
  role?: 'guest' | 'host' | 'admin';
  disabled?: boolean;
  q?: string;
  page: number;
}

const isHost = sql`${users.userMetadata}->>'user_type' = 'host'`;
/** As isAdminUser reads app_metadata.roles: an array holding 'admin'. */
const isAdmin = sql`(jsonb_typeof(${users.appMetadata}->'roles') = 'array'
  and ${users.appMetadata}->'roles' @> '["admin"]'::jsonb)`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toAdminUser(row: UserRow, now: Date): AdminUser {
  const claims = { user_metadata: row.userMetadata, app_metadata: row.appMetadata };
  return {
    id: row.id,
    email: row.email,
    fullName: text(row.userMetadata.full_name),
    userType: row.userMetadata.user_type === 'host' ? 'host' : 'guest',
    hostStatus: hostStatusOf(claims),
    isAdmin: isAdminUser(claims),
    disabled: isBanned(row, now),
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** Accounts as the admin sees them: lists, one account's detail, disabling and enabling. */
export function adminUsersRepository(db: Queryable) {
  const count = (query: Promise<{ n: number }[]>) => query.then(([row]) => row?.n ?? 0);
  const counted = sql<number>`count(*)::int`;

  return {
    /** A page, newest first (users_created_at_idx; users_banned_idx for disabled accounts). */
    async list(filters: AdminUserFilters, now: Date): Promise<Page<AdminUser>> {
      const role =
        filters.role === 'host'
          ? isHost
          : filters.role === 'admin'
            ? isAdmin
            : filters.role === 'guest'
              ? sql`not coalesce(${isHost}, false)`
              : undefined;
      const disabled =
        filters.disabled === undefined
          ? undefined
          : filters.disabled
            ? gt(users.bannedUntil, now)
            : or(isNull(users.bannedUntil), lte(users.bannedUntil, now));
      const search = filters.q
        ? or(
            containsText(users.email, filters.q),
            containsText(sql`${users.userMetadata}->>'full_name'`, filters.q),
          )
        : undefined;
      const page = await pageOf(filters.page, (limit, offset) =>
        db
          .select({ user: users, total: windowTotal() })
          .from(users)
          .where(and(role, disabled, search))
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset),
      );
      return { ...page, items: page.items.map(({ user }) => toAdminUser(user, now)) };
    },

    /** The account, its row locked until the transaction ends (changes to one account take turns). */
    async lock(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },

    /** The account with what it holds: bookings made, listings of every kind, reviews written. */
    async detail(row: UserRow, now: Date): Promise<AdminUserDetail> {
      const [bookingCount, reviewCount, ...listingCounts] = await Promise.all([
        count(db.select({ n: counted }).from(bookings).where(eq(bookings.guestId, row.id))),
        count(db.select({ n: counted }).from(reviews).where(eq(reviews.authorId, row.id))),
        ...[stays, mealOffers, transportServices, ohelListings].map((table) =>
          count(db.select({ n: counted }).from(table).where(eq(table.hostId, row.id))),
        ),
      ]);
      return {
        ...toAdminUser(row, now),
        phone: text(row.userMetadata.phone),
        bookings: bookingCount,
        listings: listingCounts.reduce((sum, n) => sum + n, 0),
        reviews: reviewCount,
        hostStatusReason: hostStatusReasonOf(row),
      };
    },

    /** Disabled until DISABLED_UNTIL, or enabled again (null). */
    async setBannedUntil(id: string, until: Date | null, now: Date): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ bannedUntil: until, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished`);
      return row;
    },
  };
}
