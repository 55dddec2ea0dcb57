import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { ConversationSummary } from '@orchim/shared/conversations';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useCounterpartName } from '@/lib/messages/counterpart-name';
import { ListingKindLabel, ListingThumb } from './listing-kind';

/**
 * One conversation of an inbox: the whole card is its link (the title is the link; the card only extends
 * its target). Unread ones stand out, and say how many in words for screen readers.
 */
export function ConversationItem({ conversation, to }: { conversation: ConversationSummary; to: string }) {
  const { t } = useTranslation('conversations');
  const when = useWhen();
  const name = useCounterpartName(conversation);
  const { listing, lastMessage, unread } = conversation;
  const removed = lastMessage !== null && lastMessage.body === null;
  return (
    <article
      className={cn(
        'relative flex gap-3 rounded-xl border bg-surface p-3 transition-colors focus-within:ring-2 focus-within:ring-gold-500 hover:border-navy-600/40 sm:p-4',
        unread ? 'border-navy-600/40' : 'border-line',
      )}
    >
      <ListingThumb kind={listing.kind} cover={listing.coverImage} className="size-16 sm:h-20 sm:w-28" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <ListingKindLabel kind={listing.kind} className="whitespace-nowrap" />
          {lastMessage ? (
            <time dateTime={lastMessage.sentAt} className="text-xs text-muted">
              {when(lastMessage.sentAt)}
            </time>
          ) : null}
        </div>
        <h2 className={cn('mt-0.5 text-navy-800', unread ? 'font-bold' : 'font-semibold')}>
          <Link to={to} className="after:absolute after:inset-0 after:rounded-xl focus:outline-none">
            <bdi>{listing.title}</bdi>
          </Link>
        </h2>
        <p className="text-sm text-muted">{t('inbox.with', { name })}</p>
        {lastMessage ? (
          <p className={cn('mt-1 truncate text-sm', unread ? 'font-medium text-ink' : 'text-muted')}>
            {lastMessage.mine ? <span>{t('inbox.you')} </span> : null}
            {removed ? (
              <span className="italic">{t('thread.removed')}</span>
            ) : (
              <span dir="auto">{lastMessage.body}</span>
            )}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end justify-center gap-2">
        {unread ? (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brick-600 px-2 py-0.5 text-xs font-bold text-white">
            <span aria-hidden="true">{unread}</span>
            <span className="sr-only">{t('inbox.unread', { count: unread })}</span>
          </span>
        ) : null}
        <ChevronRight className="flip-rtl hidden size-5 text-muted sm:block" aria-hidden="true" />
      </div>
    </article>
  );
}

/** Today's messages by their time, older ones by their date (New York's day, as every date here). */
function useWhen() {
  const format = useFormat();
  return (sentAt: string) => {
    const day = { dateStyle: 'medium' } as const;
    return format.date(sentAt, day) === format.date(Date.now(), day)
      ? format.date(sentAt, { timeStyle: 'short' })
      : format.date(sentAt, day);
  };
}
