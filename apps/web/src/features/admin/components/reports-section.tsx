import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Ban, Eye, EyeOff, Flag } from 'lucide-react';
import type { AdminReport } from '@orchim/shared/admin';
import { Button } from '@/components/ui/button';
import { ToggleChips } from '@/components/ui/toggle-chips';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { parseOneOf } from '@/lib/url-filters';
import { useAdminParams } from '../admin-params';
import { useAdminReports } from '../api/get-admin-reports';
import { useDisableSender, useHideMessage, useRestoreMessage } from '../api/report-actions';
import { ActionDialog } from './action-dialog';
import { FilterBar, SearchBox } from './filters';
import { listingHref } from './listings-section';
import { ListResults, SectionFrame } from './list-results';
import { StatusBadge } from './status-badge';
import { useDialogTarget } from './use-dialog-target';
import { useQuickAction } from './use-quick-action';

const VISIBILITY = ['all', 'visible', 'hidden'] as const;
type Visibility = (typeof VISIBILITY)[number];
const HIDDEN_PARAM = { all: undefined, visible: 'false', hidden: 'true' } as const;

/** A report with its people named for the page: a former guest (a name of null) in the page's words. */
type ShownReport = AdminReport & {
  sender: AdminReport['sender'] & { name: string };
  recipient: { name: string };
};

type Confirm = { report: ShownReport; action: 'hide' | 'disable' };

/** A name inside a sentence, kept in its own direction (first-strong isolate … pop). */
const isolated = (name: string) => `\u2068${name}\u2069`;

/**
 * Messages of guest–host conversations that someone reported, the newest report first: the text (whole,
 * even once hidden), who wrote it to whom about what, and the reports. Each may be hidden from the
 * conversation (an optional reason) or shown again, and its sender disabled (through the users' action).
 */
export function ReportsSection() {
  const { t } = useTranslation('admin');
  const params = useAdminParams();
  const hidden = parseOneOf(params.get('hidden'), ['true', 'false'] as const);
  const visibility: Visibility = hidden === 'true' ? 'hidden' : hidden === 'false' ? 'visible' : 'all';
  const reports = useAdminReports({ hidden, q: params.q, page: params.page });
  const hide = useHideMessage();
  const restore = useRestoreMessage();
  const disable = useDisableSender();
  const quick = useQuickAction();
  const confirm = useDialogTarget<Confirm>();
  const target = confirm.target;
  const sender = target ? isolated(target.report.sender.name) : '';
  const named = (report: AdminReport): ShownReport => ({
    ...report,
    sender: { ...report.sender, name: report.sender.name ?? t('reports.formerGuest') },
    recipient: { name: report.recipient.name ?? t('reports.formerGuest') },
  });

  return (
    <SectionFrame id="admin-reports" title={t('sections.reports')} lead={t('reports.lead')}>
      <FilterBar>
        <SearchBox
          label={t('reports.search')}
          hint={t('reports.searchHint')}
          value={params.q}
          onSearch={(q) => params.apply({ q })}
        />
        <div className="flex-[1_1_14rem]">
          <p aria-hidden="true" className="mb-1.5 text-sm font-medium text-ink">
            {t('reports.filter')}
          </p>
          <ToggleChips
            label={t('reports.filter')}
            options={VISIBILITY.map((value) => ({ value, label: t(`reports.visibility.${value}`) }))}
            value={visibility}
            onChange={(value) => params.apply({ hidden: HIDDEN_PARAM[value] })}
          />
        </div>
      </FilterBar>
      <ListResults query={reports} params={params} filtered={Boolean(hidden || params.q)}>
        {(items: AdminReport[]) => (
          <ul
            aria-busy={reports.isPlaceholderData || undefined}
            className={cn('space-y-3 transition-opacity', reports.isPlaceholderData && 'opacity-60')}
          >
            {items.map(named).map((report) => (
              <li key={report.message.id}>
                <ReportCard
                  report={report}
                  onHide={() => confirm.show({ report, action: 'hide' })}
                  onRestore={() =>
                    void quick(
                      () => restore.mutateAsync({ messageId: report.message.id }),
                      t('reports.restored', { name: isolated(report.sender.name) }),
                    )
                  }
                  onDisable={() => confirm.show({ report, action: 'disable' })}
                />
              </li>
            ))}
          </ul>
        )}
      </ListResults>
      {target ? (
        <ActionDialog
          key={confirm.key}
          open={confirm.open}
          onClose={confirm.close}
          reasonHint={t('reports.reasonHint')}
          tone="accent"
          {...(target.action === 'hide'
            ? {
                title: t('reports.hideTitle', { name: sender }),
                lead: t('reports.hideLead'),
                reason: 'optional',
                confirmLabel: t('reports.hide'),
                done: t('reports.hidden', { name: sender }),
                onConfirm: (reason: string) =>
                  hide.mutateAsync({ messageId: target.report.message.id, reason }),
              }
            : {
                title: t('reports.disableTitle', { name: sender }),
                lead: t('reports.disableLead'),
                reason: 'required',
                confirmLabel: t('reports.disable'),
                done: t('reports.disabled', { name: sender }),
                onConfirm: (reason: string) => disable.mutateAsync({ id: target.report.sender.id!, reason }),
              })}
        />
      ) : null}
    </SectionFrame>
  );
}

function ReportCard({
  report,
  onHide,
  onRestore,
  onDisable,
}: {
  report: ShownReport;
  onHide: () => void;
  onRestore: () => void;
  onDisable: () => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { user: me } = useAuth();
  const { message, sender, recipient, listing } = report;
  // A former guest's account is gone, a disabled one is done, and nobody disables themselves.
  const canDisable = sender.id !== null && !sender.disabled && sender.id !== me?.id;
  const when = (iso: string) => (
    <time dateTime={iso}>{format.date(iso, { dateStyle: 'medium', timeStyle: 'short' })}</time>
  );

  return (
    <article
      aria-label={t('reports.cardLabel', { name: sender.name, title: listing.title })}
      className={cn(
        'rounded-(--radius-card) border bg-surface p-4 shadow-(--shadow-card) sm:p-5',
        message.hidden ? 'border-dashed border-line bg-page' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2">
          {message.hidden ? (
            <StatusBadge tone="bad" icon={EyeOff}>
              {t('reports.isHidden')}
            </StatusBadge>
          ) : (
            <StatusBadge tone="good" icon={Eye}>
              {t('reports.isVisible')}
            </StatusBadge>
          )}
          <StatusBadge tone="warn" icon={Flag}>
            {t('reports.count', { count: report.reportCount, number: format.number(report.reportCount) })}
          </StatusBadge>
        </p>
        <div className="flex flex-wrap gap-2">
          {message.hidden ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('reports.restoreName', { name: sender.name })}
              onClick={onRestore}
            >
              <Eye className="size-4" aria-hidden="true" />
              {t('reports.restore')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('reports.hideName', { name: sender.name })}
              onClick={onHide}
            >
              <EyeOff className="size-4" aria-hidden="true" />
              {t('reports.hide')}
            </Button>
          )}
          {canDisable ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('reports.disableName', { name: sender.name })}
              onClick={onDisable}
            >
              <Ban className="size-4" aria-hidden="true" />
              {t('reports.disable')}
            </Button>
          ) : null}
        </div>
      </div>

      {/* In the direction it was written: dir=auto reads the text itself (a <bdi> inside would hide it). */}
      <blockquote
        dir="auto"
        className="mt-3 border-s-4 border-gold-500/60 ps-3 leading-relaxed break-words whitespace-pre-line text-ink"
      >
        {message.body}
      </blockquote>
      {message.hidden && message.hiddenAt ? (
        <p className="mt-1.5 text-xs text-muted">
          {t('reports.hiddenOn', { date: format.date(message.hiddenAt) })}
        </p>
      ) : null}

      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted">{t('reports.from')}</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <bdi className="font-medium text-ink">{sender.name}</bdi>
          {sender.email ? (
            <a
              href={`mailto:${sender.email}`}
              dir="ltr"
              className="break-all text-navy-700 underline underline-offset-4 hover:decoration-2"
            >
              {sender.email}
            </a>
          ) : null}
          {sender.disabled ? (
            <StatusBadge tone="bad" icon={Ban}>
              {t('reports.senderDisabled')}
            </StatusBadge>
          ) : null}
        </dd>
        <dt className="text-muted">{t('reports.to')}</dt>
        <dd>
          <bdi className="text-ink">{recipient.name}</bdi>
        </dd>
        <dt className="text-muted">{t('reports.about')}</dt>
        <dd>
          <Link
            to={listingHref(listing)}
            className="font-medium text-navy-700 underline-offset-4 hover:underline"
          >
            <bdi>{listing.title}</bdi>
          </Link>{' '}
          <span className="text-muted">· {t(`kinds.${listing.kind}`)}</span>
        </dd>
        <dt className="text-muted">{t('reports.sent')}</dt>
        <dd className="text-ink">{when(message.sentAt)}</dd>
      </dl>

      <h3 className="mt-4 text-sm font-semibold text-navy-800">{t('reports.reportsTitle')}</h3>
      <ul className="mt-1.5 space-y-2">
        {report.reports.map((item) => (
          <li
            key={`${item.reportedAt} ${item.reporterName}`}
            className={cn('rounded-xl px-3 py-2 text-sm', message.hidden ? 'bg-surface' : 'bg-page')}
          >
            <p className="text-muted">
              <bdi className="font-medium text-ink">{item.reporterName}</bdi> · {when(item.reportedAt)}
            </p>
            {item.reason ? (
              <p dir="auto" className="mt-0.5 break-words whitespace-pre-line text-ink">
                {item.reason}
              </p>
            ) : (
              <p className="mt-0.5 text-muted">{t('reports.noReason')}</p>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
