import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import type { ConversationRole } from '@orchim/shared/conversation-vocabulary';
import type { ConversationSummary } from '@orchim/shared/conversations';
import { IntroPage } from '@/components/intro-page';
import { LoadFailure } from '@/components/ui/load-failure';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { useAuth } from '@/lib/auth/auth-context';
import { useConversations } from '@/lib/messages/use-conversations';
import { ConversationItem } from './conversation-item';
import { INBOX_PATHS } from './inbox-paths';
import { RoleSwitch } from './role-switch';

/**
 * /messages (the guest's) and /host/messages (the host's): the reader's conversations in that role, newest
 * first, each with its listing, the other person, the last message and what is unread. A host has both
 * inboxes and switches between them.
 */
/** `of`: whose inbox, the reader as a guest or as a host. */
export function Inbox({ of: role }: { of: ConversationRole }) {
  const { t } = useTranslation('conversations');
  const { isHost } = useAuth();
  return (
    <IntroPage
      eyebrow={role === 'host' ? t('hostHeader.panel', { ns: 'common' }) : undefined}
      title={t(`inbox.${role}.title`)}
      lead={t(`inbox.${role}.lead`)}
      actions={isHost ? <RoleSwitch /> : undefined}
    >
      <Container className="py-8 sm:py-10">
        <ConversationList role={role} />
      </Container>
    </IntroPage>
  );
}

function ConversationList({ role }: { role: ConversationRole }) {
  const { t } = useTranslation('conversations');
  const list = useConversations(role);

  if (list.isPending) return <RowsSkeleton rows={3} />;
  if (list.isError) {
    return <LoadFailure error={list.error} retryLabel={t('retry')} onRetry={() => void list.refetch()} />;
  }
  if (!list.data.items.length) return <NoConversations role={role} />;

  return (
    <ul aria-label={t('inbox.list')} className="space-y-3">
      {newestFirst(list.data.items).map((conversation) => (
        <li key={conversation.id}>
          <ConversationItem conversation={conversation} to={`${INBOX_PATHS[role]}/${conversation.id}`} />
        </li>
      ))}
    </ul>
  );
}

/** The API sends them newest first; kept so whatever its order (a conversation just written in moves up). */
const newestFirst = (items: readonly ConversationSummary[]) =>
  [...items].sort((a, b) => (b.lastMessage?.sentAt ?? '').localeCompare(a.lastMessage?.sentAt ?? ''));

/** None yet: where a conversation starts, with the way there. */
function NoConversations({ role }: { role: ConversationRole }) {
  const { t } = useTranslation('conversations');
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-line bg-page p-5 sm:flex-row sm:items-center">
      <MessagesSquare className="size-8 shrink-0 text-brick-600" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-semibold text-ink">{t('inbox.empty')}</p>
        <p className="text-sm text-muted">{t(`inbox.${role}.emptyLead`)}</p>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        {role === 'host' ? (
          <ButtonLink to="/host/listings" size="sm">
            {t('inbox.host.listings')}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to="/stays" size="sm">
              {t('inbox.guest.stays')}
            </ButtonLink>
            <ButtonLink to="/meals" size="sm" variant="outline">
              {t('inbox.guest.meals')}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
