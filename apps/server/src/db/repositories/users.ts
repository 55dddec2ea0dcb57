import type { HostStatus } from '@orchim/shared';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'email' | 'encryptedPassword' | 'userMetadata' | 'appMetadata'
>;
export interface UserChanges {
  encryptedPassword?: string;
  lastSignInAt?: Date;
  /** Merged into user_metadata key by key (GoTrue's PUT /user), in one statement. */
  userMetadata?: Record<string, unknown>;
}

/** A ban holds until banned_until passes. */
export const isBanned = (user: Pick<UserRow, 'bannedUntil'>, now: Date) =>
  user.bannedUntil !== null && user.bannedUntil > now;

/**
 * app_metadata of an email-and-password account: GoTrue's provider fields, and what the server grants
 * (user_metadata is the user's to edit, so it can grant nothing).
 */
export const emailAppMetadata = (grants: { host_status?: HostStatus; roles?: string[] } = {}) => ({
  provider: 'email',
  providers: ['email'],
  ...grants,
});

/** Accounts. Emails arrive trimmed and lower-cased (the shared emailField), as the table requires. */
export function usersRepository(db: Queryable) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },

    /** The new, confirmed account (sign-up confirms at once), or null when the email is taken. */
    async create(user: NewUser, now: Date): Promise<UserRow | null> {
      const [row] = await db
        .insert(users)
        .values({ ...user, emailConfirmedAt: now, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row ?? null;
    },

    async update(id: string, { userMetadata, ...changes }: UserChanges, now: Date): Promise<UserRow> {
      const merged = userMetadata && sql`${users.userMetadata} || ${JSON.stringify(userMetadata)}::jsonb`;
      const [row] = await db
        .update(users)
        .set({ ...changes, userMetadata: merged, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished`);
      return row;
    },
  };
}
