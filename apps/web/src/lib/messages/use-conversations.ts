import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationRole } from '@orchim/shared/conversation-vocabulary';
import type { Language } from '@orchim/shared/constants';
import { useAuth } from '@/lib/auth/auth-context';
import { useLanguage } from '@/lib/i18n';
import { conversationKeys } from './conversation-keys';
import {
  getBookingConversation,
  getConversation,
  getConversations,
  getUnreadCounts,
} from './conversations-api';

/**
 * Lists and counts are refetched when the realtime channel announces a message (useLiveConversations);
 * without it (the socket down) they still catch up when the window regains focus after half a minute.
 */
const FRESH_MS = 30_000;

export const conversationsQueryOptions = (
  role: ConversationRole,
  accessToken: string | undefined,
  lang: Language,
) =>
  queryOptions({
    queryKey: conversationKeys.list(role, lang),
    queryFn: () => getConversations(role, accessToken, lang),
    enabled: Boolean(accessToken),
    staleTime: FRESH_MS,
  });

/** The reader's conversations in one role, newest first. */
export function useConversations(role: ConversationRole) {
  const { session } = useAuth();
  return useQuery(conversationsQueryOptions(role, session?.access_token, useLanguage()));
}

/** Unread messages per role, for the header's badges; nothing is asked without a session. */
export function useUnreadCounts() {
  const { session } = useAuth();
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: conversationKeys.unread,
    queryFn: () => getUnreadCounts(accessToken),
    enabled: Boolean(accessToken),
    staleTime: FRESH_MS,
  });
}

export const conversationQueryOptions = (id: string, accessToken: string | undefined, lang: Language) =>
  queryOptions({
    queryKey: conversationKeys.detailIn(id, lang),
    queryFn: () => getConversation(id, accessToken, lang),
    enabled: Boolean(accessToken),
  });

/** One conversation with its messages, oldest first. */
export function useConversation(id: string) {
  const { session } = useAuth();
  return useQuery(conversationQueryOptions(id, session?.access_token, useLanguage()));
}

export const bookingConversationQueryOptions = (
  bookingId: string,
  accessToken: string | undefined,
  lang: Language,
) =>
  queryOptions({
    queryKey: conversationKeys.booking(bookingId, lang),
    queryFn: () => getBookingConversation(bookingId, accessToken, lang),
    enabled: Boolean(accessToken),
  });

/** A booking's conversation (null until someone writes), for the booking's page. */
export function useBookingConversation(bookingId: string) {
  const { session } = useAuth();
  return useQuery(bookingConversationQueryOptions(bookingId, session?.access_token, useLanguage()));
}
