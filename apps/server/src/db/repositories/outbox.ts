import { desc, eq } from 'drizzle-orm';
import type { Mail } from '../../mail/mail';
import type { Queryable } from '../client';
import { outbox } from '../schema';

export type OutboxRow = typeof outbox.$inferSelect;

/** Mail kept instead of sent (no SMTP_URL). */
export function outboxRepository(db: Queryable) {
  return {
    /** Keeps the mail with its attachments whole (a receipt's HTML), as it would have been sent. */
    async add(mail: Mail): Promise<void> {
      const { to, subject, text, html, attachments = [] } = mail;
      await db.insert(outbox).values({
        to,
        subject,
        text,
        html,
        attachments: attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },

    /** The newest mails first, to one address or to anyone. */
    list(options: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(options.to === undefined ? undefined : eq(outbox.to, options.to))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(options.limit);
    },
  };
}
