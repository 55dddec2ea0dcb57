import {
  HOST_LISTING_KINDS,
  type AdminListing,
  type HostListingKind,
  type ListingStatus,
} from '@orchim/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { rowsOf } from '../migrate';
import { mealOffers, ohelListings, stays, transportServices, users } from '../schema';
import { containsText, pageOf, type Page } from './admin-pages';

/** Each kind's table; all four have id, host_id, title, status, suspended_from/_reason and timestamps. */
const TABLES = {
  stays,
  meals: mealOffers,
  transport: transportServices,
  ohel: ohelListings,
} as const;
export const LISTING_TABLE_NAMES: Record<HostListingKind, string> = {
  stays: 'stays',
  meals: 'meal_offers',
  transport: 'transport_services',
  ohel: 'ohel_listings',
};

export interface AdminListingFilters {
  kind?: HostListingKind;
  status?: ListingStatus;
  q?: string;
  /** One listing (the answer of suspend and restore). */
  id?: string;
  page: number;
}

/** A timestamp as toISOString writes it, whichever driver reads the row (raw rows are not mapped). */
export const isoTime = (column: SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface ListingRow {
  kind: HostListingKind;
  id: string;
  title: string;
  status: ListingStatus;
  suspended_reason: string | null;
  created_at: string;
  updated_at: string;
  host_id: string;
  host_email: string;
  host_name: string | null;
  total: number;
}

const toAdminListing = (row: ListingRow): AdminListing => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  status: row.status,
  host: { id: row.host_id, email: row.host_email, fullName: row.host_name ?? '' },
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  suspendedReason: row.status === 'suspended' ? row.suspended_reason : null,
});

/** The listing an admin acts on, locked until the transaction ends, with its host for the mail. */
export interface LockedListing {
  status: ListingStatus;
  title: string;
  host: { id: string; email: string; userMetadata: Record<string, unknown> };
}

/** Listings of every kind as the admin sees them, and their suspension. */
export function adminListingsRepository(db: Queryable) {
  return {
    /**
     * A page of listings of one kind or all, newest first: one branch per kind, each able to read its
     * (status, created_at desc) or (created_at desc) index, merged in order.
     */
    async list(filters: AdminListingFilters): Promise<Page<AdminListing>> {
      const kinds = filters.kind ? [filters.kind] : HOST_LISTING_KINDS;
      const branches = kinds.map(
        (kind) => sql`select ${kind}::text as kind, l.id, l.title, l.status, l.suspended_reason,
            l.host_id, l.created_at, l.updated_at
          from ${sql.identifier(LISTING_TABLE_NAMES[kind])} l
          where ${and(
            sql`true`,
            filters.status ? sql`l.status = ${filters.status}` : undefined,
            filters.id ? sql`l.id = ${filters.id}::uuid` : undefined,
          )}`,
      );
      const search = filters.q
        ? sql`and (${containsText(sql`l.title`, filters.q)} or ${containsText(sql`u.email`, filters.q)})`
        : sql``;
      const page = await pageOf(filters.page, async (limit, offset) =>
        rowsOf<ListingRow>(
          await db.execute(sql`
            select l.kind, l.id, l.title, l.status, l.suspended_reason,
              ${isoTime(sql`l.created_at`)} as created_at, ${isoTime(sql`l.updated_at`)} as updated_at,
              u.id as host_id, u.email as host_email, u.user_metadata->>'full_name' as host_name,
              (count(*) over ())::int as total
            from (${sql.join(branches, sql` union all `)}) l
            join users u on u.id = l.host_id
            where true ${search}
            order by l.created_at desc, l.id desc
            limit ${limit} offset ${offset}`),
        ),
      );
      return { ...page, items: page.items.map(toAdminListing) };
    },

    /** The listing with its host, its row locked (suspend and restore of one listing take turns). */
    async lock(kind: HostListingKind, id: string): Promise<LockedListing | null> {
      const table = TABLES[kind];
      const [row] = await db
        .select({
          status: table.status,
          title: table.title,
          host: { id: users.id, email: users.email, userMetadata: users.userMetadata },
        })
        .from(table)
        .innerJoin(users, eq(users.id, table.hostId))
        .where(eq(table.id, id))
        .for('update', { of: table });
      return row ? { ...row, status: row.status as ListingStatus } : null;
    },

    /**
     * Off the public site at once (every public query reads published rows only; a stay's change also
     * reaches the search's catalogue through migration 0003's triggers), remembering the status it had.
     */
    async suspend(kind: HostListingKind, id: string, reason: string, now: Date): Promise<void> {
      const table = TABLES[kind];
      await db
        .update(table)
        // SET reads the row as it was: suspended_from takes the status before this change.
        .set({
          suspendedFrom: sql`${table.status}`,
          status: 'suspended',
          suspendedReason: reason,
          updatedAt: now,
        })
        .where(eq(table.id, id));
    },

    /** Back to the status it had when suspended (draft for one suspended before that was remembered). */
    async restore(kind: HostListingKind, id: string, now: Date): Promise<void> {
      const table = TABLES[kind];
      await db
        .update(table)
        .set({
          status: sql`coalesce(${table.suspendedFrom}, 'draft')`,
          suspendedFrom: null,
          suspendedReason: null,
          updatedAt: now,
        })
        .where(and(eq(table.id, id), eq(table.status, 'suspended')));
    },
  };
}
