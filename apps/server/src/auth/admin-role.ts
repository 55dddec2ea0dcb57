import { eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '@orchim/shared';
import type { Queryable } from '../db/client';
import { auditLogRepository, COMMAND_LINE_ACTOR } from '../db/repositories/audit-log';
import type { UserRow } from '../db/repositories/users';
import { users } from '../db/schema';

export type AdminGrant = 'granted' | 'already_admin' | 'no_such_user';

/** The roles in app_metadata.roles (an array only the server writes; anything else is none). */
const rolesOf = (appMetadata: Record<string, unknown>): unknown[] =>
  Array.isArray(appMetadata.roles) ? (appMetadata.roles as unknown[]) : [];

/**
 * Gives the account the admin role or takes it away, in one statement that keeps its other roles
 * and grants. The caller has locked the row (and records the change in the audit log).
 */
export async function setAdminRole(
  db: Queryable,
  user: UserRow,
  admin: boolean,
  now: Date,
): Promise<UserRow> {
  const others = rolesOf(user.appMetadata).filter((role) => role !== ADMIN_ROLE);
  const roles = admin ? [...others, ADMIN_ROLE] : others;
  const [row] = await db
    .update(users)
    .set({
      appMetadata: sql`${users.appMetadata} || ${JSON.stringify({ roles })}::jsonb`,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new Error(`user ${user.id} vanished`);
  return row;
}

/**
 * Adds the admin role to the account with this email (app_metadata.roles, which only the server writes).
 * The account must exist: the first admin of an install signs up on the site like anyone, then is made
 * admin from the server's shell (`npm run admin:create -- <email>`). The role reaches their browser with
 * their next session. The audit log records it as done from the command line.
 */
export async function grantAdminRole(db: Queryable, email: string, now: Date): Promise<AdminGrant> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, address)).for('update');
    if (!user) return 'no_such_user';
    if (rolesOf(user.appMetadata).includes(ADMIN_ROLE)) return 'already_admin';
    await setAdminRole(tx, user, true, now);
    await auditLogRepository(tx).record({
      actor: COMMAND_LINE_ACTOR,
      action: 'user.grant_admin',
      target: { type: 'user', id: user.id, label: user.email },
      at: now,
    });
    return 'granted';
  });
}
