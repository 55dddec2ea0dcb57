import { desc, eq } from 'drizzle-orm';
import type { Mail } from '../../mail/mail';
import type { Queryable } from '../client';
import { outbox } from '../schema';

export type OutboxRow = typeof outbox.$inferSelect;

/** Mail kept instead of sent (no SMTP_URL). */
export function outboxRepository(db: Queryable) {
  return {
    async add(mail: Mail): Promise<void> {
      await db.insert(outbox).values(mail);
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
