import { MESSAGE_LIMITS } from '@orchim/shared/conversation-vocabulary';
import type { Queryable } from '../../db/client';
import { conversationsRepository, type MessageRow } from '../../db/repositories/conversations';
import { isBanned } from '../../db/repositories/users';
import { notFoundError } from '../../lib/http-error';
import { guestGoneError, messageBlockedError, messageRateLimitedError } from './errors';

const WINDOW_MS = MESSAGE_LIMITS.windowMinutes * 60_000;

/**
 * A participant writes in a conversation (run it in a transaction). The sender's row is locked first, so
 * their messages are counted and written one at a time. 404 for anyone else's conversation; 403
 * message_blocked for a disabled account (a ban that came after the request was authenticated); 409
 * guest_gone in a conversation whose guest deleted their account; 429
 * message_rate_limited past MESSAGE_LIMITS.perWindow messages in windowMinutes, all conversations
 * together, counted from the messages themselves, so every server instance counts the same.
 */
export async function postMessage(
  db: Queryable,
  input: { conversationId: string; senderId: string; body: string; now: Date },
): Promise<MessageRow> {
  const { conversationId, senderId, body, now } = input;
  const repository = conversationsRepository(db);
  const sender = await repository.lockSender(senderId);
  const conversation = sender && (await repository.findFor(conversationId, senderId));
  if (!conversation) throw notFoundError();
  if (isBanned(sender, now)) throw messageBlockedError();
  if (conversation.guestId === null) throw guestGoneError();
  const sent = await repository.sentSince(senderId, new Date(now.getTime() - WINDOW_MS));
  if (sent.count >= MESSAGE_LIMITS.perWindow) {
    const freedAt = (sent.first?.getTime() ?? now.getTime()) + WINDOW_MS;
    throw messageRateLimitedError(Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)));
  }
  return repository.insertMessage(conversationId, senderId, body, now);
}
