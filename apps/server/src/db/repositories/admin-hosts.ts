import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { users } from '../schema';
import type { UserRow } from './users';

/** What the admin said with a host decision, as app_metadata.host_status_reason keeps it. */
export function hostStatusReasonOf(user: Pick<UserRow, 'appMetadata'>): string | null {
  const reason = user.appMetadata.host_status_reason;
  return typeof reason === 'string' && reason !== '' ? reason : null;
}

/**
 * Keeps the admin's words with the host's status (hostApplicationsRepository.decide sets the status,
 * in the same transaction): the reason, or no key at all when there is none, so an old rejection's
 * reason never outlives a later approval.
 */
export async function setHostStatusReason(
  db: Queryable,
  id: string,
  reason: string,
  now: Date,
): Promise<UserRow> {
  const given = reason === '' ? {} : { host_status_reason: reason };
  const [row] = await db
    .update(users)
    .set({
      appMetadata: sql`(${users.appMetadata} - 'host_status_reason') || ${JSON.stringify(given)}::jsonb`,
      updatedAt: now,
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}
