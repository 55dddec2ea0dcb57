import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import type { Conversation, Message } from '@orchim/shared/conversations';
import { useMarkRead, useSendMessage } from '@/lib/messages/use-message-mutations';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { ReportMessageDialog } from './report-message-dialog';
import { ShabbosNote } from './shabbos-note';
import { useCounterpartName } from '@/lib/messages/counterpart-name';
import { useDocumentVisible } from '@/lib/use-document-visible';

const NO_MESSAGES: readonly Message[] = [];

type Props = {
  /** The conversation, or null before anyone wrote (a booking's): the first message opens it (`start`). */
  conversation: Conversation | null;
  start?: () => Promise<Conversation>;
  /** The other person's first name, while there is no conversation to say it. */
  counterpartName?: string;
  /** The id of the heading that names the conversation (the page's or the card's). */
  labelledBy: string;
};

/**
 * A conversation: the Shabbos note for a guest while the host rests, the messages (scrolled to the newest),
 * and the composer. While shown (its tab in view), it marks the other person's messages as read; a message
 * that arrives while it is open (refetched on the realtime channel's word) is announced politely, once.
 */
export function ConversationThread({ conversation, start, counterpartName = '', labelledBy }: Props) {
  const { t } = useTranslation('conversations');
  const send = useSendMessage();
  const [reporting, setReporting] = useState<Message | null>(null);
  const counterpart = useCounterpartName(conversation, counterpartName);
  const messages = conversation?.messages ?? NO_MESSAGES;
  const announcement = useIncomingAnnouncement(messages, counterpart);
  const scroller = useRef<HTMLDivElement>(null);
  useMarkReadWhenShown(conversation);

  // The newest message in view, inside the thread's own box: the page itself does not move.
  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  async function onSend(body: string) {
    const conversationId = conversation?.id ?? (await start?.())?.id;
    if (!conversationId) throw new Error('no conversation to write to');
    await send.mutateAsync({ conversationId, body });
  }

  return (
    <div className="space-y-4">
      {conversation?.role === 'guest' && conversation.hostAnswersAfter ? (
        <ShabbosNote until={conversation.hostAnswersAfter} hostName={counterpart} />
      ) : null}
      {messages.length ? (
        // Scrollable, so reachable by keyboard (and named) for those who scroll with the arrow keys.
        <div
          ref={scroller}
          role="region"
          aria-labelledby={labelledBy}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take focus
          tabIndex={0}
          className="max-h-[60vh] overflow-y-auto rounded-xl bg-page p-3 focus-visible:outline-3 focus-visible:outline-gold-500 sm:p-4"
        >
          <MessageList
            messages={messages}
            counterpart={counterpart}
            onReport={setReporting}
            labelledBy={labelledBy}
          />
        </div>
      ) : (
        <p className="flex items-center gap-3 rounded-xl border border-dashed border-line bg-page p-4 text-muted">
          <MessagesSquare className="size-6 shrink-0 text-brick-600" aria-hidden="true" />
          {t('thread.empty', { name: counterpart })}
        </p>
      )}
      {/* Polite: read out when the reader pauses, never over what they are typing. */}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {conversation?.role === 'host' && conversation.counterpart.firstName === null ? (
        // The guest deleted their account: nobody would read an answer (the server refuses one).
        <p className="rounded-xl border border-dashed border-line bg-page p-4 text-muted">
          {t('thread.guestGone')}
        </p>
      ) : (
        <MessageComposer onSend={onSend} recipient={counterpart || undefined} />
      )}
      <ReportMessageDialog message={reporting} counterpart={counterpart} onClose={() => setReporting(null)} />
    </div>
  );
}

/**
 * "New message from Chana: …" for a message of the other person that was not there before (the first
 * render announces nothing: the reader is looking at those). Derived while rendering, React's way to
 * follow a prop's changes without an effect.
 */
function useIncomingAnnouncement(messages: readonly Message[], counterpart: string): string {
  const { t } = useTranslation('conversations');
  const [shown, setShown] = useState(messages);
  const [announcement, setAnnouncement] = useState('');
  if (messages !== shown) {
    setShown(messages);
    const known = new Set(shown.map((message) => message.id));
    const incoming = messages.filter((message) => !known.has(message.id) && !message.mine).at(-1);
    if (incoming) {
      setAnnouncement(
        incoming.body === null || incoming.hidden
          ? t('thread.incomingRemoved', { name: counterpart })
          : t('thread.incoming', { name: counterpart, body: incoming.body }),
      );
    }
  }
  return announcement;
}

/**
 * Marks the conversation read while it is shown with unread messages, once per newest message, up to that
 * message (a message written meanwhile stays unread). Not in a tab in the background, where a realtime
 * event refetches the open conversation unseen: there it waits until the tab is shown again.
 */
function useMarkReadWhenShown(conversation: Conversation | null) {
  const { mutate: markRead } = useMarkRead();
  const visible = useDocumentVisible();
  const marked = useRef<string | null>(null);
  const id = conversation?.id;
  const unread = conversation?.unread ?? 0;
  const newest = conversation?.messages.at(-1);
  const lastId = newest?.id ?? '';
  const upTo = newest?.sentAt;
  useEffect(() => {
    if (!id || !upTo || unread === 0 || !visible) return;
    const key = `${id}/${lastId}`;
    if (marked.current === key) return;
    marked.current = key;
    markRead({ conversationId: id, upTo });
  }, [id, unread, lastId, upTo, visible, markRead]);
}
