import type { ConversationRole } from '@orchim/shared/conversation-vocabulary';

/** Where each role's inbox and conversations live: a host stays inside the host panel. */
export const INBOX_PATHS: Record<ConversationRole, string> = { guest: '/messages', host: '/host/messages' };
