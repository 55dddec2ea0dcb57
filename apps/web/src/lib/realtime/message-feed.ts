import { MESSAGES_CHANNEL } from '@orchim/shared/conversation-vocabulary';
import type { RealtimeHub } from './realtime-hub';
import { ChannelFeed, type Broadcast, type ChannelOptions, type RealtimeDeps } from './realtime-hub';

const EVENTS = ['message_created', 'message_changed'] as const;

/**
 * A new message in one of the signed-in person's conversations (channel 'messages'), or one the admin hid
 * or showed again. Like booking events it carries no text: the screens refetch what it names through the
 * REST API.
 */
export interface ConversationEvent {
  type: (typeof EVENTS)[number];
  conversationId: string;
  messageId: string;
  /** The reader's role in the conversation: the guest who asked, or the listing's host. */
  role: 'guest' | 'host';
}

export type ConversationEventHandler = (event: ConversationEvent) => void;

function parseConversationEvent(message: Broadcast): ConversationEvent | null {
  const payload = (message.payload ?? {}) as Partial<ConversationEvent>;
  const type = EVENTS.find((event) => event === message.event);
  if (!type || typeof payload.conversationId !== 'string') return null;
  return {
    type,
    conversationId: payload.conversationId,
    messageId: String(payload.messageId),
    role: payload.role === 'host' ? 'host' : 'guest',
  };
}

const MESSAGES: ChannelOptions<ConversationEvent> = {
  name: MESSAGES_CHANNEL,
  parse: parseConversationEvent,
  // data-realtime-messages and data-realtime-message on <html>, apart from the bookings channel's.
  statusKey: 'realtimeMessages',
  eventKey: 'realtimeMessage',
  eventId: (event) => event.messageId,
};

export class MessageFeed extends ChannelFeed<ConversationEvent> {
  constructor(source: RealtimeHub | RealtimeDeps) {
    super(source, MESSAGES);
  }
}
