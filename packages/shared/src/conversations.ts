import { z } from 'zod';
import { CONVERSATION_ROLES, MESSAGE_LIMITS } from './conversation-vocabulary';
import { HOST_LISTING_KINDS } from './listing-kinds';
import { requiredText, safeText } from './validation';

export * from './conversation-vocabulary';

/**
 * Guests and hosts writing to each other. A conversation is one guest and the host of one listing: it starts
 * from the listing's page (a question before booking) or from a booking's page, and every booking of that
 * listing by that guest shares it, so the questions asked before booking stay with the booking.
 */

export const messageBodySchema = requiredText(MESSAGE_LIMITS.body);

/** Opens (or finds) the conversation about a listing, or about a booking's listing; writes nothing. */
export const openConversationSchema = z.union([
  z.object({ listingKind: z.enum(HOST_LISTING_KINDS), listingId: z.uuid() }).strict(),
  z.object({ bookingId: z.uuid() }).strict(),
]);
export type OpenConversationInput = z.input<typeof openConversationSchema>;

/** POST /rest/v1/conversations/{id}/messages */
export const postMessageSchema = z.object({ body: messageBodySchema });
export type PostMessageInput = z.input<typeof postMessageSchema>;

/** POST /rest/v1/messages/{id}/report: why, in a few words (optional). */
export const reportMessageSchema = z.object({ reason: safeText(MESSAGE_LIMITS.body).default('') });
export type ReportMessageInput = z.input<typeof reportMessageSchema>;

/**
 * POST /rest/v1/conversations/{id}/read {upTo}: the reader has seen the conversation up to the newest
 * message shown (its `sentAt`), not beyond: a message written meanwhile stays unread. Without a body,
 * everything up to now (the server's clock).
 */
export const markReadSchema = z.object({ upTo: z.iso.datetime({ offset: true }) });
export type MarkReadInput = z.input<typeof markReadSchema>;

export const conversationRoleSchema = z.enum(CONVERSATION_ROLES);

/** GET /rest/v1/conversations?role=guest|host: the conversations a person has in that role. */
export const conversationListQuerySchema = z.object({ role: conversationRoleSchema });

export const messageSchema = z.object({
  id: z.uuid(),
  /** Null when the admin has hidden the message. */
  body: z.string().nullable(),
  hidden: z.boolean(),
  /** Written by the person reading the conversation. */
  mine: z.boolean(),
  sentAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  /** The reader's role in it. */
  role: conversationRoleSchema,
  listing: z.object({
    kind: z.enum(HOST_LISTING_KINDS),
    id: z.uuid(),
    /** In the reader's language when the host translated it. */
    title: z.string(),
    coverImage: z.string().nullable(),
  }),
  /**
   * The other person, by first name only (contact details stay with a confirmed booking); null when their
   * account is gone (only a guest's can be), which the page words as "Former guest" in its language.
   */
  counterpart: z.object({ firstName: z.string().nullable() }),
  /** The newest booking of the listing by the guest, if any. */
  bookingId: z.uuid().nullable(),
  lastMessage: z.object({ body: z.string().nullable(), mine: z.boolean(), sentAt: z.string() }).nullable(),
  /** Messages from the other person the reader has not seen. */
  unread: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({ items: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationSchema = conversationSummarySchema.extend({
  /** The newest MESSAGE_LIMITS.shown messages, oldest first. */
  messages: z.array(messageSchema),
  /**
   * While it is Shabbos or Yom Tov in New York: when it ends (havdalah), for the guest to know when the
   * host will answer. Null otherwise.
   */
  hostAnswersAfter: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * GET /rest/v1/bookings/{id}/conversation: the booking's conversation, or null before anyone wrote.
 * `guestDeleted`: the booking's guest deleted their account. Their conversation (if any) stays in the
 * host's inbox as a former guest's, but it can no longer be told from other former guests' of the same
 * listing, so the booking shows none, and nobody can write there from the booking.
 */
export const bookingConversationSchema = z.object({
  conversation: conversationSchema.nullable(),
  guestDeleted: z.boolean(),
});
export type BookingConversationAnswer = z.infer<typeof bookingConversationSchema>;

/** GET /rest/v1/conversations/unread: unread messages per role, for the header. */
export const unreadCountsSchema = z.object({
  guest: z.number().int().min(0),
  host: z.number().int().min(0),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
