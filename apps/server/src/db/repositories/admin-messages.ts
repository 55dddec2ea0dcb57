import type { AdminMessage } from '@orchim/shared';
import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../client';
import { contactMessages } from '../schema';
import { containsText, pageOf, type Page } from './admin-pages';
import { windowTotal } from './window-page';

export interface AdminMessageFilters {
  unread?: boolean;
  q?: string;
  page: number;
}

type MessageRow = typeof contactMessages.$inferSelect;

export const toAdminMessage = (row: MessageRow): AdminMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** The contact form's messages as the admin reads them (the form itself: contact-messages.ts). */
export function adminMessagesRepository(db: Queryable) {
  return {
    /** A page, newest first (contact_messages_created_at_idx; the partial unread index for unread ones). */
    async list(filters: AdminMessageFilters): Promise<Page<AdminMessage>> {
      const unread =
        filters.unread === undefined
          ? undefined
          : filters.unread
            ? isNull(contactMessages.readAt)
            : isNotNull(contactMessages.readAt);
      const search = filters.q
        ? or(
            ...[
              contactMessages.name,
              contactMessages.email,
              contactMessages.subject,
              contactMessages.message,
            ].map((column) => containsText(column, filters.q ?? '')),
          )
        : undefined;
      const page = await pageOf(filters.page, (limit, offset) =>
        db
          .select({ message: contactMessages, total: windowTotal() })
          .from(contactMessages)
          .where(and(unread, search))
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
      );
      return { ...page, items: page.items.map(({ message }) => toAdminMessage(message)) };
    },

    async find(id: string): Promise<MessageRow | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row ?? null;
    },

    /** Marks it read (at `now`) or unread; null when it already was (nothing changed) or is not there. */
    async setRead(id: string, read: boolean, now: Date): Promise<MessageRow | null> {
      const [row] = await db
        .update(contactMessages)
        .set({ readAt: read ? now : null })
        .where(
          and(
            eq(contactMessages.id, id),
            read ? isNull(contactMessages.readAt) : isNotNull(contactMessages.readAt),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
