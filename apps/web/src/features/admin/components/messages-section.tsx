import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Mail, MailOpen, Reply } from 'lucide-react';
import type { AdminMessage } from '@orchim/shared/admin';
import { Button } from '@/components/ui/button';
import { ToggleChips } from '@/components/ui/toggle-chips';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { parseOneOf } from '@/lib/url-filters';
import { useAdminParams } from '../admin-params';
import { useAdminMessages } from '../api/get-admin-messages';
import { useMarkMessage } from '../api/mark-message';
import { FilterBar, SearchBox } from './filters';
import { ListResults, SectionFrame } from './list-results';
import { StatusBadge } from './status-badge';
import { useQuickAction } from './use-quick-action';

/** The contact form's messages: each opened to read, marked read or unread, answered by mail. */
export function MessagesSection() {
  const { t } = useTranslation('admin');
  const params = useAdminParams();
  const unread = parseOneOf(params.get('unread'), ['true', 'false'] as const);
  const messages = useAdminMessages({ unread, q: params.q, page: params.page });

  return (
    <SectionFrame id="admin-messages" title={t('sections.messages')} lead={t('messages.lead')}>
      <FilterBar>
        <SearchBox
          label={t('messages.search')}
          hint={t('messages.searchHint')}
          value={params.q}
          onSearch={(q) => params.apply({ q })}
        />
        <div className="flex-[1_1_12rem]">
          <p aria-hidden="true" className="mb-1.5 text-sm font-medium text-ink">
            {t('messages.filter')}
          </p>
          <ToggleChips
            label={t('messages.filter')}
            options={(['all', 'unread'] as const).map((value) => ({
              value,
              label: t(`messages.show.${value}`),
            }))}
            value={unread === 'true' ? 'unread' : 'all'}
            onChange={(value) => params.apply({ unread: value === 'unread' ? 'true' : undefined })}
          />
        </div>
      </FilterBar>
      <ListResults query={messages} params={params} filtered={Boolean(unread || params.q)}>
        {(items: AdminMessage[]) => (
          <ul
            aria-busy={messages.isPlaceholderData || undefined}
            className={cn('space-y-3 transition-opacity', messages.isPlaceholderData && 'opacity-60')}
          >
            {items.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </SectionFrame>
  );
}

function MessageCard({ message }: { message: AdminMessage }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const mark = useMarkMessage();
  const quick = useQuickAction();
  const isRead = message.readAt !== null;
  const subject = message.subject || t('messages.noSubject');

  return (
    <article
      aria-label={t('messages.cardLabel', { subject, name: message.name })}
      className={cn(
        'rounded-(--radius-card) border bg-surface shadow-(--shadow-card)',
        isRead ? 'border-line' : 'border-navy-600/40 ring-1 ring-navy-600/10',
      )}
    >
      <div className="flex flex-wrap items-start gap-3 p-4 sm:p-5">
        <span
          className={cn(
            'mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full',
            isRead ? 'bg-page text-muted' : 'bg-navy-50 text-navy-700',
          )}
        >
          {isRead ? (
            <MailOpen className="size-5" aria-hidden="true" />
          ) : (
            <Mail className="size-5" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className={cn('text-navy-800', isRead ? 'font-medium' : 'font-semibold')}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => setOpen((value) => !value)}
                className="inline-flex items-center gap-1.5 rounded-md text-start underline-offset-4 hover:underline"
              >
                <bdi>{subject}</bdi>
                <ChevronDown
                  className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </h3>
            {isRead ? null : (
              <StatusBadge tone="info" icon={Mail}>
                {t('messages.unread')}
              </StatusBadge>
            )}
          </div>
          <p className="mt-1 text-sm text-muted">
            <bdi className="text-ink">{message.name}</bdi>{' '}
            <span dir="ltr" className="break-all">
              {message.email}
            </span>{' '}
            · {format.date(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </p>
          {open ? null : <p className="mt-1 line-clamp-1 text-sm text-muted">{message.message}</p>}
        </div>
      </div>
      <div id={bodyId} hidden={!open} className="border-t border-line px-4 py-4 sm:px-5">
        <p className="leading-relaxed whitespace-pre-line text-ink">
          <bdi>{message.message}</bdi>
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            aria-label={t('messages.replyName', { name: message.name })}
            className="inline-flex h-9 items-center gap-2 rounded-full bg-navy-700 px-4 text-sm font-medium text-white hover:bg-navy-800"
          >
            <Reply className="flip-rtl size-4" aria-hidden="true" />
            {t('messages.reply')}
          </a>
          <Button
            size="sm"
            variant="outline"
            disabled={mark.isPending}
            aria-label={t(isRead ? 'messages.markUnreadName' : 'messages.markReadName', { subject })}
            onClick={() =>
              void quick(
                () => mark.mutateAsync({ id: message.id, read: !isRead }),
                t(isRead ? 'messages.markedUnread' : 'messages.markedRead'),
              )
            }
          >
            {isRead ? (
              <Mail className="size-4" aria-hidden="true" />
            ) : (
              <MailOpen className="size-4" aria-hidden="true" />
            )}
            {t(isRead ? 'messages.markUnread' : 'messages.markRead')}
          </Button>
        </div>
      </div>
    </article>
  );
}
