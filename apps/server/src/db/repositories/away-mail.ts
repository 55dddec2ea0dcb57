import type { ConversationRole } from '@orchim/shared/conversation-vocabulary';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { rowsOf } from '../migrate';
import { conversationParticipants, conversations, messages, users } from '../schema';

/** A conversation with messages its reader has not learnt of yet; readerId null when their account is gone. */
export interface PendingNotice {
  conversationId: string;
  readerId: string | null;
}

/** The reader of a pending notice, locked for this sweep, with what the mail needs of them. */
export interface NoticeReader {
  role: ConversationRole;
  lastReadAt: Date | null;
  lastMailedAt: Date | null;
  email: string;
  userMetadata: Record<string, unknown>;
}

export type PendingMessage = Pick<typeof messages.$inferSelect, 'id' | 'body' | 'createdAt' | 'hiddenAt'>;

/**
 * What the away mail reads and marks (domain/messages/away-mail.ts): messages whose reader has not learnt
 * of them (notified_at null, messages_unnotified_created_at_idx), grouped by conversation and reader.
 */
export function awayMailRepository(db: Queryable) {
  /** The reader of a message: the conversation's other participant (both, when the sender's account is gone). */
  const readerOf = sql`(select p.user_id from ${conversationParticipants} p
      where p.conversation_id = m.conversation_id and p.user_id is distinct from m.sender_id
      order by p.role limit 1)`;

  return {
    /**
     * Conversations and readers with messages written at `cutoff` or before that nobody has told them of,
     * leaving out readers mailed about the conversation after `mailedAfter` (their news waits), the longest
     * waiting first: readers who must wait never crowd out the others.
     */
    async pending(cutoff: Date, mailedAfter: Date, limit: number): Promise<PendingNotice[]> {
      const rows = rowsOf<{ conversation_id: string; reader_id: string | null }>(
        await db.execute(sql`select w.conversation_id, w.reader_id
          from (select m.conversation_id, m.created_at, ${readerOf} as reader_id from ${messages} m
                where m.notified_at is null and m.created_at <= ${cutoff.toISOString()}) w
          left join ${conversationParticipants} p
            on p.conversation_id = w.conversation_id and p.user_id = w.reader_id
          where p.last_mailed_at is null or p.last_mailed_at <= ${mailedAfter.toISOString()}
          group by w.conversation_id, w.reader_id
          order by min(w.created_at)
          limit ${limit}`),
      );
      return rows.map((row) => ({ conversationId: row.conversation_id, readerId: row.reader_id }));
    },

    /**
     * The reader's participation, locked until the transaction ends, or null when another instance's sweep
     * holds it (that sweep does this conversation) or the participant is gone.
     */
    async lockReader(conversationId: string, readerId: string): Promise<NoticeReader | null> {
      const [row] = await db
        .select({
          role: conversationParticipants.role,
          lastReadAt: conversationParticipants.lastReadAt,
          lastMailedAt: conversationParticipants.lastMailedAt,
          email: users.email,
          userMetadata: users.userMetadata,
        })
        .from(conversationParticipants)
        .innerJoin(users, eq(users.id, conversationParticipants.userId))
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            eq(conversationParticipants.userId, readerId),
          ),
        )
        .for('update', { of: conversationParticipants, skipLocked: true });
      return row ?? null;
    },

    /** The conversation's messages to `readerId` not yet notified and written at `cutoff` or before, oldest first. */
    messages(conversationId: string, readerId: string, cutoff: Date): Promise<PendingMessage[]> {
      return db
        .select({
          id: messages.id,
          body: messages.body,
          createdAt: messages.createdAt,
          hiddenAt: messages.hiddenAt,
        })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            sql`${messages.senderId} is distinct from ${readerId}`,
            isNull(messages.notifiedAt),
            lte(messages.createdAt, cutoff),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id));
    },

    /** The messages are known to their reader from `now`. */
    async markNotified(ids: readonly string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(messages)
        .set({ notifiedAt: now })
        .where(and(inArray(messages.id, [...ids]), isNull(messages.notifiedAt)));
    },

    /** A mail that could not be sent: its messages wait for the next sweep again. */
    async unmarkNotified(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(messages)
        .set({ notifiedAt: null })
        .where(inArray(messages.id, [...ids]));
    },

    /**
     * The host's pending messages to a guest whose account is gone: nobody to tell. (A former guest's own
     * messages, sender_id null, still have their reader, the host.)
     */
    async dropReaderless(conversationId: string, cutoff: Date, now: Date): Promise<void> {
      await db
        .update(messages)
        .set({ notifiedAt: now })
        .where(
          and(
            eq(messages.conversationId, conversationId),
            sql`${messages.senderId} = (select c.host_id from ${conversations} c where c.id = ${conversationId})`,
            isNull(messages.notifiedAt),
            lte(messages.createdAt, cutoff),
          ),
        );
    },

    /** When the reader was last mailed about the conversation (null: never, when a failed mail is undone). */
    async setMailed(conversationId: string, readerId: string, at: Date | null): Promise<void> {
      await db
        .update(conversationParticipants)
        .set({ lastMailedAt: at })
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            eq(conversationParticipants.userId, readerId),
          ),
        );
    },
  };
}
