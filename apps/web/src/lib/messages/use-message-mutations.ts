import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Conversation, Message, OpenConversationInput } from '@orchim/shared/conversations';
import { useAuth } from '@/lib/auth/auth-context';
import { useLanguage } from '@/lib/i18n';
import { conversationKeys } from './conversation-keys';
import { markConversationRead, openConversation, postMessage, reportMessage } from './conversations-api';

/** The lists and the unread counts: what a read or a new message changes besides the conversation. */
const invalidateOverview = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey: [root, part] }) =>
      root === conversationKeys.all[0] && (part === 'list' || part === 'unread'),
  });

/** Opens (or finds) the conversation about a listing or a booking, and keeps it for its page. */
export function useOpenConversation() {
  const { session } = useAuth();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenConversationInput) => openConversation(input, session?.access_token, lang),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.detailIn(conversation.id, lang), conversation);
    },
  });
}

/**
 * Sends a message. Not retried: product §9's one mutation retry would repeat a POST whose answer was
 * merely lost, and the guest would see their question twice. The message joins the open conversation at
 * once; the lists, counts and the booking's copy are fetched again.
 */
export function useSendMessage() {
  const { session } = useAuth();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, body }: { conversationId: string; body: string }) =>
      postMessage(conversationId, body, session?.access_token),
    retry: false,
    onSuccess: (message, { conversationId }) => {
      queryClient.setQueryData<Conversation>(conversationKeys.detailIn(conversationId, lang), (current) =>
        current ? withMessage(current, message) : current,
      );
      return queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });
}

function withMessage(conversation: Conversation, message: Message): Conversation {
  if (conversation.messages.some((each) => each.id === message.id)) return conversation;
  return {
    ...conversation,
    messages: [...conversation.messages, message],
    lastMessage: { body: message.body, mine: message.mine, sentAt: message.sentAt },
  };
}

/**
 * Marks the other person's messages as seen up to `upTo`, the sentAt of the newest message shown: the
 * conversation, the lists and the header's counts follow.
 */
export function useMarkRead() {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, upTo }: { conversationId: string; upTo: string }) =>
      markConversationRead(conversationId, { upTo }, session?.access_token),
    onSuccess: (_, { conversationId }) => {
      queryClient.setQueriesData<Conversation>(
        { queryKey: conversationKeys.detail(conversationId) },
        (current) => (current ? { ...current, unread: 0 } : current),
      );
      return invalidateOverview(queryClient);
    },
  });
}

/** Reports a message of the other person, with an optional reason, for the admins to look at. */
export function useReportMessage() {
  const { session } = useAuth();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      reportMessage(messageId, reason, session?.access_token),
    retry: false,
  });
}
