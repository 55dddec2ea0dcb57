/**
 * Names and limits of guest–host messages that a page needs without validating anything (the header's
 * unread badge, the realtime event), apart from the schemas of ./conversations.ts (decision 030).
 */
import { LIMITS } from './constants';

/** Who a person is in a conversation: the guest who asked, or the host of the listing. */
export const CONVERSATION_ROLES = ['guest', 'host'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

export const MESSAGE_LIMITS = {
  /** Characters in one message: the message limit of every form. */
  body: LIMITS.message,
  /** Messages one sender may send within `windowMinutes`, across all their conversations. */
  perWindow: 30,
  windowMinutes: 10,
  /** At most one "new messages" mail per conversation and reader within this many minutes. */
  mailEveryMinutes: 15,
  /** Messages a conversation's page shows, the newest ones. */
  shown: 200,
} as const;

/** The refusals the messages API answers with, beside the common ones (401, 403, 404, 400 validation). */
export const MESSAGE_ERROR_CODES = [
  /** A host cannot write to themself about their own listing. */
  'own_listing',
  /** The listing is not published (or does not exist). */
  'listing_unavailable',
  /** More than `perWindow` messages in `windowMinutes`. */
  'message_rate_limited',
  /** The sender's account is disabled. */
  'message_blocked',
  /** A report of one's own message. */
  'own_message',
  /** The guest deleted their account: a message would reach nobody. */
  'guest_gone',
] as const;
export type MessageErrorCode = (typeof MESSAGE_ERROR_CODES)[number];

/** The realtime channel a browser joins for its conversations (`realtime:messages` on the wire). */
export const MESSAGES_CHANNEL = 'messages';
