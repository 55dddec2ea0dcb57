import { useTranslation } from 'react-i18next';
import { Flag } from 'lucide-react';
import type { Message } from '@orchim/shared/conversations';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

type Props = {
  messages: readonly Message[];
  /** The other person's first name: the sender of every message that is not the reader's. */
  counterpart: string;
  /** Report one of the other person's messages. */
  onReport: (message: Message) => void;
  labelledBy: string;
};

/**
 * The conversation, oldest first, as a list: each message says who wrote it and when (read before its
 * text), its text in its own direction (dir="auto": a Hebrew question on an English page reads right to
 * left, and the other way round), the reader's own at the inline end. A message the admins hid says so.
 */
export function MessageList({ messages, counterpart, onReport, labelledBy }: Props) {
  return (
    <ol aria-labelledby={labelledBy} className="space-y-4">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} counterpart={counterpart} onReport={onReport} />
      ))}
    </ol>
  );
}

function MessageItem({
  message,
  counterpart,
  onReport,
}: {
  message: Message;
  counterpart: string;
  onReport: (message: Message) => void;
}) {
  const { t } = useTranslation('conversations');
  const format = useFormat();
  const removed = message.hidden || message.body === null;
  return (
    <li className={cn('flex flex-col gap-1', message.mine ? 'items-end' : 'items-start')}>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <span className="font-semibold text-ink">{message.mine ? t('thread.you') : counterpart}</span>
        <time dateTime={message.sentAt}>
          {format.date(message.sentAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <div
        className={cn(
          'max-w-[min(36rem,85%)] rounded-2xl px-4 py-2.5',
          removed
            ? 'border border-dashed border-line bg-page text-muted italic'
            : message.mine
              ? 'rounded-se-sm bg-navy-700 text-white'
              : 'rounded-ss-sm border border-line bg-surface text-ink',
        )}
      >
        {removed ? (
          <p>{t('thread.removed')}</p>
        ) : (
          <p dir="auto" className="leading-relaxed break-words whitespace-pre-line">
            {message.body}
          </p>
        )}
      </div>
      {message.mine || removed ? null : (
        <button
          type="button"
          onClick={() => onReport(message)}
          // Says whose message; the visible word ("Report") begins it, as WCAG's label-in-name asks.
          aria-label={t('report.label', { name: counterpart })}
          className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-medium text-muted hover:bg-navy-50 hover:text-navy-700"
        >
          <Flag className="size-3.5" aria-hidden="true" />
          {t('report.open')}
        </button>
      )}
    </li>
  );
}
