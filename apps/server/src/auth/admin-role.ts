import { eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '@orchim/shared';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';

export type AdminGrant = 'granted' | 'already_admin' | 'no_such_user';

/**
 * Adds the admin role to the account with this email (app_metadata.roles, which only the server writes).
 * The account must exist: the first admin of an install signs up on the site like anyone, then is made
 * admin from the server's shell (`npm run admin:create -- <email>`). The role reaches their browser with
 * their next session.
 */
export async function grantAdminRole(db: Queryable, email: string, now: Date): Promise<AdminGrant> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, appMetadata: users.appMetadata })
      .from(users)
      .where(eq(users.email, address))
      .for('update');
    if (!user) return 'no_such_user';
    const roles = Array.isArray(user.appMetadata.roles) ? (user.appMetadata.roles as unknown[]) : [];
    if (roles.includes(ADMIN_ROLE)) return 'already_admin';
    await tx
      .update(users)
      .set({
        appMetadata: sql`${users.appMetadata} || ${JSON.stringify({ roles: [...roles, ADMIN_ROLE] })}::jsonb`,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    return 'granted';
  });
}
