import type { FastifyInstance } from 'fastify';
import { awayMailRepository } from '../db/repositories/away-mail';
import type { Notification } from './notifications';

/**
 * A new message that reached a socket of its reader (the participant who did not write it) on this
 * instance needs no mail: it is marked notified, and the away mail (domain/messages/away-mail.ts) leaves
 * it. Whichever instance holds the reader's socket marks it, so presence needs no shared state.
 */
export function noteMessageSeenLive(
  app: FastifyInstance,
  notification: Notification,
  reached: Set<string>,
): void {
  if (notification.type !== 'message_created') return;
  const { senderId, guestId, hostId } = notification;
  const reader = senderId === hostId ? guestId : hostId;
  if (!reader || !reached.has(reader)) return;
  awayMailRepository(app.db)
    .markNotified([notification.messageId], app.clock())
    .catch((error: unknown) => app.log.error({ err: error }, 'realtime: could not mark a message as seen'));
}
