import type { ContactMessage } from '@orchim/shared';
import type { Queryable } from '../client';
import { contactMessages } from '../schema';

export interface ContactMessageMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Contact form messages: stored for the admin inbox (a later issue lists them). */
export function contactMessagesRepository(db: Queryable) {
  return {
    async create(message: ContactMessage, meta: ContactMessageMeta): Promise<{ id: string }> {
      const [row] = await db
        .insert(contactMessages)
        .values({
          ...message,
          ip: meta.ip?.slice(0, 64) ?? null,
          userAgent: meta.userAgent?.slice(0, 512) ?? null,
        })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}
