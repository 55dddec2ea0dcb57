import type { HostStatus } from '@orchim/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { users } from '../schema';
import type { UserRow } from './users';

/** A host account, as the admin decides on it: user_type 'host'; its status in app_metadata.host_status. */
const isHost = sql`${users.userMetadata}->>'user_type' = 'host'`;
/** As hostStatusOf reads it: a host without a status (or an unknown one) is pending. */
const statusOf = sql<HostStatus>`case when ${users.appMetadata}->>'host_status' in ('approved', 'rejected')
  then ${users.appMetadata}->>'host_status' else 'pending' end`;

/** When the application was made: a guest who applied later says so in app_metadata; else at sign-up. */
const appliedAt = sql`coalesce((${users.appMetadata}->>'host_applied_at')::timestamptz, ${users.createdAt})`;

/** Host applications: every host account, and the admin's decision on one. */
export function hostApplicationsRepository(db: Queryable) {
  return {
    /**
     * Host accounts, newest application first, of one status or all. Hosts are few next to guests, and
     * the admin reads this rarely: the users table is scanned (no index on user_type).
     */
    async list(status?: HostStatus): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(isHost, status ? sql`${statusOf} = ${status}` : undefined))
        .orderBy(desc(appliedAt), desc(users.id));
    },

    /**
     * Sets a host's status in app_metadata (only the server writes it, so it grants what the user could
     * not), in one statement. Null when the id is not a host's.
     */
    async decide(id: string, status: Exclude<HostStatus, 'pending'>, now: Date): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({
          appMetadata: sql`${users.appMetadata} || ${JSON.stringify({ host_status: status })}::jsonb`,
          updatedAt: now,
        })
        .where(and(eq(users.id, id), isHost))
        .returning();
      return row ?? null;
    },
  };
}
