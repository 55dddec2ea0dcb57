import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MessageCircle } from 'lucide-react';
import type { ConversationRole } from '@orchim/shared/conversation-vocabulary';
import { cn } from '@/lib/cn';
import { useUnreadCounts } from '@/lib/messages/use-conversations';
import { useLiveConversations } from '@/lib/messages/use-live-conversations';

/**
 * The shell's part of guest–host messages, a chunk of its own (see messages-link.tsx): the header's link
 * with the unread count, the host panel's count, and the realtime listener that keeps them (and any open
 * conversation) current. The drawer, a chunk of its own too, imports its link from here.
 */
export type MessagesNavProps =
  { part: 'header' } | { part: 'count'; of: ConversationRole | 'all'; className?: string } | { part: 'live' };

export default function MessagesNav(props: MessagesNavProps) {
  switch (props.part) {
    case 'header':
      return <HeaderMessagesLink />;
    case 'count':
      return <UnreadCount of={props.of} className={props.className} />;
    case 'live':
      return <MessagesLive />;
  }
}

/**
 * How many messages wait unread: the digits for the eye, "3 unread" for screen readers (inside a link
 * named "Messages", it reads "Messages (3 unread)"). Nothing at zero or before the count is known.
 */
export function UnreadCount({
  of,
  className,
}: {
  of: ConversationRole | 'all';
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const counts = useUnreadCounts().data;
  const count = counts ? (of === 'all' ? counts.guest + counts.host : counts[of]) : 0;
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brick-600 px-1.5 text-xs leading-none font-bold text-white',
          className,
        )}
      >
        {count > 99 ? '99+' : count}
      </span>
      {/* Spaced and bracketed: the link's name reads "Messages (3 unread)", not "Messages3 unread". */}
      <span className="sr-only"> ({t('nav.unread', { count })})</span>
    </>
  );
}

/**
 * The header's way to the messages, for someone signed in: an icon with the unread count (both roles:
 * a host's guests write here too, and /messages leads on to the host's inbox), named "Messages" for
 * screen readers and in its tooltip. An icon, as the header has no room for another word in French.
 */
function HeaderMessagesLink() {
  const { t } = useTranslation();
  return (
    <NavLink
      to="/messages"
      title={t('nav.messages')}
      className={({ isActive }) =>
        cn(
          'relative inline-flex size-11 items-center justify-center rounded-full text-navy-700 transition-colors hover:bg-navy-50',
          isActive && 'bg-navy-50',
        )
      }
    >
      <MessageCircle className="size-6" aria-hidden="true" />
      <span className="sr-only">{t('nav.messages')}</span>
      <UnreadCount of="all" className="absolute -end-0.5 -top-0.5" />
    </NavLink>
  );
}

/** The drawer's line for the messages, like its other links, with the count at its end. */
export function DrawerMessagesLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to="/messages"
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-xl px-3 py-3 text-lg font-medium transition-colors',
          isActive ? 'bg-navy-50 text-navy-700' : 'text-ink hover:bg-navy-50',
        )
      }
    >
      <span className="inline-flex size-10 items-center justify-center rounded-full bg-brick-50 text-brick-600">
        <MessageCircle className="size-5" aria-hidden="true" />
      </span>
      {t('nav.messages')}
      <UnreadCount of="all" className="ms-auto" />
    </NavLink>
  );
}

/** Listens on the 'messages' channel while signed in; renders nothing. Mounted once, by the layout. */
function MessagesLive() {
  useLiveConversations();
  return null;
}
