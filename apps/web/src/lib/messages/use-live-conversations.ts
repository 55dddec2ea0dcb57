import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-context';
import { useMessageEvents } from '@/lib/realtime/use-message-events';
import { conversationKeys } from './conversation-keys';

/**
 * While someone is signed in: each message announced on the realtime channel 'messages' makes the
 * conversations stale, so the open one, the lists and the header's counts are fetched again (those on
 * screen at once, the others when next shown). Mounted once, by the shell.
 */
export function useLiveConversations() {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  useMessageEvents(() => {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  }, status === 'signed-in');
}
