import { eq } from 'drizzle-orm';
import type { Queryable } from '../client';
import { recoveryTokens } from '../schema';

/** How long a recovery link works after it was sent (GoTrue's default OTP expiry). */
export const RECOVERY_LINK_TTL_MINUTES = 60;

/** Password-recovery links: one per user (the newest mail's), used once. */
export function recoveryTokensRepository(db: Queryable) {
  return {
    /** Records the user's new link, replacing an older one. */
    async issue(userId: string, tokenHash: string, now: Date): Promise<void> {
      await db
        .insert(recoveryTokens)
        .values({ userId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: recoveryTokens.userId, set: { tokenHash, createdAt: now } });
    },

    /** Withdraws the user's link, if any (the password was changed another way). */
    async revoke(userId: string): Promise<void> {
      await db.delete(recoveryTokens).where(eq(recoveryTokens.userId, userId));
    },

    /**
     * Deletes the link and answers its user if it was still valid: a link works once, however many
     * requests race for it, and an expired one goes too.
     */
    async take(tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .delete(recoveryTokens)
        .where(eq(recoveryTokens.tokenHash, tokenHash))
        .returning();
      if (!row) return null;
      const expiresAt = row.createdAt.getTime() + RECOVERY_LINK_TTL_MINUTES * 60_000;
      return now.getTime() < expiresAt ? row.userId : null;
    },
  };
}
