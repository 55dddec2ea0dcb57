import type { ConversationRole } from '@orchim/shared/conversation-vocabulary';
import type { Language } from '@orchim/shared/constants';

/**
 * The query keys of guest–host messages, all under one root: a new message (sent here, or announced on
 * the realtime channel) makes every one of them stale at once. The access token is not part of them (the
 * cache is cleared when the session ends, lib/auth/auth-provider.tsx).
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: (role: ConversationRole, lang: Language) => ['conversations', 'list', role, { lang }] as const,
  unread: ['conversations', 'unread'] as const,
  /** Every language's copy of one conversation. */
  detail: (id: string) => ['conversations', 'detail', id] as const,
  detailIn: (id: string, lang: Language) => ['conversations', 'detail', id, { lang }] as const,
  booking: (bookingId: string, lang: Language) => ['conversations', 'booking', bookingId, { lang }] as const,
};
