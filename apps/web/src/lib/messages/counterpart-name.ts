import { useTranslation } from 'react-i18next';
import type { ConversationSummary } from '@orchim/shared/conversations';

/**
 * The other person of a conversation by first name, or "Former guest" in the page's language when their
 * account is gone; `fallback` while the conversation is not loaded yet.
 */
export function useCounterpartName(
  conversation: Pick<ConversationSummary, 'counterpart'> | null | undefined,
  fallback = '',
): string {
  const { t } = useTranslation('conversations');
  if (!conversation) return fallback;
  return conversation.counterpart.firstName ?? t('formerGuest');
}
