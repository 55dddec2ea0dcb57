import type { Language } from '@orchim/shared/constants';
import type {
  BookingConversationAnswer,
  Conversation,
  ConversationList,
  MarkReadInput,
  Message,
  OpenConversationInput,
  UnreadCounts,
} from '@orchim/shared/conversations';
import type { ConversationRole } from '@orchim/shared/conversation-vocabulary';
import { apiFetch } from '@/lib/api';

/**
 * The messages API (product: guest–host messages). Types only from the shared schemas: the header's
 * unread count uses this module, and zod stays out of the first load. Listing titles come in the
 * reader's language (`lang`), as a booking's do.
 */

const conversationPath = (id: string) => `/rest/v1/conversations/${encodeURIComponent(id)}`;

/** POST /rest/v1/conversations: finds or opens the conversation about a listing or a booking; writes nothing. */
export function openConversation(
  input: OpenConversationInput,
  accessToken: string | undefined,
  lang: Language,
) {
  return apiFetch<Conversation>(`/rest/v1/conversations?lang=${lang}`, {
    method: 'POST',
    json: input,
    accessToken,
  });
}

/** GET /rest/v1/conversations?role: the reader's conversations with messages in that role, newest first. */
export function getConversations(role: ConversationRole, accessToken: string | undefined, lang: Language) {
  return apiFetch<ConversationList>(`/rest/v1/conversations?role=${role}&lang=${lang}`, { accessToken });
}

/** GET /rest/v1/conversations/unread: unread messages per role. */
export function getUnreadCounts(accessToken: string | undefined) {
  return apiFetch<UnreadCounts>('/rest/v1/conversations/unread', { accessToken });
}

/** GET /rest/v1/conversations/{id}: the conversation with its messages, oldest first. */
export function getConversation(id: string, accessToken: string | undefined, lang: Language) {
  return apiFetch<Conversation>(`${conversationPath(id)}?lang=${lang}`, { accessToken });
}

/**
 * GET /rest/v1/bookings/{id}/conversation: the booking's conversation, null before anyone wrote (and once
 * its guest deleted their account, `guestDeleted`).
 */
export function getBookingConversation(bookingId: string, accessToken: string | undefined, lang: Language) {
  return apiFetch<BookingConversationAnswer>(
    `/rest/v1/bookings/${encodeURIComponent(bookingId)}/conversation?lang=${lang}`,
    { accessToken },
  );
}

/** POST /rest/v1/conversations/{id}/messages: 201 with the message; 429 message_rate_limited, 403 message_blocked. */
export function postMessage(conversationId: string, body: string, accessToken: string | undefined) {
  return apiFetch<Message>(`${conversationPath(conversationId)}/messages`, {
    method: 'POST',
    json: { body },
    accessToken,
  });
}

/**
 * POST /rest/v1/conversations/{id}/read {upTo}: the other person's messages are seen up to `upTo`, the
 * sentAt of the newest message shown (204); one written meanwhile stays unread.
 */
export function markConversationRead(
  conversationId: string,
  input: MarkReadInput,
  accessToken: string | undefined,
) {
  return apiFetch<void>(`${conversationPath(conversationId)}/read`, {
    method: 'POST',
    json: input,
    accessToken,
  });
}

/** POST /rest/v1/messages/{id}/report: the reader reports the other person's message (204). */
export function reportMessage(messageId: string, reason: string, accessToken: string | undefined) {
  return apiFetch<void>(`/rest/v1/messages/${encodeURIComponent(messageId)}/report`, {
    method: 'POST',
    json: { reason },
    accessToken,
  });
}
