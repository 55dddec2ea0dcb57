import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../client';
import { refreshTokens, sessions, users } from '../schema';
import type { UserRow } from './users';

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
/** How the user proved who they are: their password, or a link mailed to them (a one-time password). */
export type AuthMethod = 'password' | 'otp';

export interface LiveSession {
  session: SessionRow;
  user: UserRow;
}

/** Sessions and their refresh tokens. Ending a session deletes it, and its tokens with it. */
export function sessionsRepository(db: Queryable) {
  const withUser = () =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId));

  return {
    /** A new session with its first refresh token (given as its hash). */
    async create(userId: string, authMethod: AuthMethod, tokenHash: string, now: Date): Promise<SessionRow> {
      const [session] = await db.insert(sessions).values({ userId, authMethod, createdAt: now }).returning();
      if (!session) throw new Error('insert returned no row');
      await db.insert(refreshTokens).values({ tokenHash, sessionId: session.id, createdAt: now });
      return session;
    },

    /** The session named by an access token, if it is still going and belongs to that token's user. */
    async findLive(sessionId: string, userId: string): Promise<LiveSession | null> {
      const [row] = await withUser().where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
      return row ?? null;
    },

    /** The session, locked until the transaction ends: its refreshes run one at a time. */
    async lock(sessionId: string): Promise<LiveSession | null> {
      const [row] = await withUser().where(eq(sessions.id, sessionId)).for('update', { of: sessions });
      return row ?? null;
    },

    async findToken(tokenHash: string): Promise<RefreshTokenRow | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    async activeToken(sessionId: string): Promise<RefreshTokenRow | null> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
      return row ?? null;
    },

    /** Revokes a token (keeping its child sealed, see the schema) and makes the child the active token. */
    async rotate(token: RefreshTokenRow, child: { hash: string; sealed: string }, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now, sealedChild: child.sealed })
        .where(eq(refreshTokens.id, token.id));
      await db
        .insert(refreshTokens)
        .values({ tokenHash: child.hash, sessionId: token.sessionId, createdAt: now });
    },

    /**
     * Ends a recovery session's leave to set a password without the current one (auth/password-change.ts):
     * the session, opened by a mailed link after `openedAfter`, now rests on the password just set in it,
     * as a sign-in with that password would. False when the leave was gone already (used, or too old):
     * of two concurrent changes, only one is let through.
     */
    async spendRecoveryLeave(sessionId: string, openedAfter: Date): Promise<boolean> {
      const spent = await db
        .update(sessions)
        .set({ authMethod: 'password' })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.authMethod, 'otp'),
            gt(sessions.createdAt, openedAfter),
          ),
        )
        .returning({ id: sessions.id });
      return spent.length > 0;
    },

    async end(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Ends every session of the user, or every one but `keep`. */
    async endAllOf(userId: string, keep?: string): Promise<void> {
      const others = keep ? ne(sessions.id, keep) : undefined;
      await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
    },
  };
}
