import { MESSAGES_CHANNEL, type ConversationRole } from '@orchim/shared/conversation-vocabulary';
import { z } from 'zod';
import { participantsOf, type Delivery } from './delivery';

export const messageNotificationSchema = z.object({
  schema: z.string(),
  /** A new message, or one the admin hid or showed again (its text is then shown or not). */
  type: z.enum(['message_created', 'message_changed']),
  conversationId: z.uuid(),
  messageId: z.uuid(),
  senderId: z.uuid().nullable(),
  hostId: z.uuid(),
  // A guest's account may be gone (the conversation's guest_id is set null on delete).
  guestId: z.uuid().nullable(),
});

export type MessageNotification = z.infer<typeof messageNotificationSchema>;

const MESSAGE_EVENTS: readonly string[] = messageNotificationSchema.shape.type.options;

/** A message's notification, rather than a booking's. */
export const isMessageNotification = (notification: { type: string }): notification is MessageNotification =>
  MESSAGE_EVENTS.includes(notification.type);

/** As for bookings, no text and no names: which conversation has a new message, and the reader's role. */
export interface MessageEventPayload {
  conversationId: string;
  messageId: string;
  role: ConversationRole;
}

/**
 * The event each participant's messages channel sends, the sender's too (their other tabs). Events of
 * one conversation coalesce while they wait: the browser refetches the conversation, which has them all.
 */
export function messageDeliveries(notification: MessageNotification): Delivery[] {
  const { conversationId, messageId } = notification;
  return participantsOf(notification).map(({ userId, role }) => ({
    userId,
    channel: MESSAGES_CHANNEL,
    event: notification.type,
    payload: { conversationId, messageId, role } satisfies MessageEventPayload,
    key: `${role}|${conversationId}`,
  }));
}
