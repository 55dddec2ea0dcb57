import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import { HOST_STATUSES, type HostStatus } from '@orchim/shared/roles';
import { ResultsError, EmptyResults } from '@/components/listing/results-notices';
import { Button } from '@/components/ui/button';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { ToggleChips } from '@/components/ui/toggle-chips';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { parseOneOf } from '@/lib/url-filters';
import { useAdminParams } from '../admin-params';
import { useHostApplications, type AdminHostApplication } from '../api/get-host-applications';
import { useDecideHost } from '../api/decide-host';
import { useOverview } from '../api/get-overview';
import { ActionDialog } from './action-dialog';
import { DataTable, type Column } from './data-table';
import { HostStatusBadge } from './host-status-badge';
import { SectionFrame } from './list-results';
import { useDialogTarget } from './use-dialog-target';

const ORDER: Record<HostStatus, number> = { pending: 0, approved: 1, rejected: 2 };

/** Host applications: pending ones first, each approved (with an optional note) or rejected (with a reason). */
export function ApplicationsSection() {
  const { t } = useTranslation('admin');
  const params = useAdminParams();
  const status = parseOneOf(params.get('status'), HOST_STATUSES);
  const applications = useHostApplications(status);
  const overview = useOverview();
  const dialog = useDialogTarget<{ application: AdminHostApplication; decision: Decision }>();

  let content;
  if (applications.isPending) content = <RowsSkeleton rows={3} rowClassName="h-16" />;
  else if (applications.isError) {
    content = (
      <ResultsError
        title={t('list.loadError')}
        network={applications.error instanceof ApiError && applications.error.isNetwork}
        onRetry={() => void applications.refetch()}
        retrying={applications.isFetching}
      />
    );
  } else if (!applications.data.items.length) {
    content = (
      <EmptyResults
        title={status === 'pending' ? t('applications.nonePending') : t('list.empty')}
        text={t('applications.noneText')}
        clearHref={status ? params.hrefWith({ status: undefined }) : null}
      />
    );
  } else {
    const items = [...applications.data.items].sort(
      (a, b) => ORDER[a.status] - ORDER[b.status] || b.appliedAt.localeCompare(a.appliedAt),
    );
    content = (
      <ApplicationsTable
        items={items}
        busy={applications.isPlaceholderData}
        onDecide={(application, decision) => dialog.show({ application, decision })}
      />
    );
  }

  return (
    <SectionFrame id="admin-applications" title={t('sections.applications')} lead={t('applications.lead')}>
      <ToggleChips
        label={t('applications.filter')}
        options={(['all', ...HOST_STATUSES] as const).map((value) => ({
          value,
          label: value === 'all' ? t('filters.all') : t(`hostStatus.${value}`),
          ...(value === 'pending' && overview.data ? { count: overview.data.hosts.pending ?? 0 } : {}),
        }))}
        value={status ?? 'all'}
        onChange={(value) => params.apply({ status: value === 'all' ? undefined : value })}
      />
      {content}
      {dialog.target ? (
        <DecisionDialog
          key={dialog.key}
          open={dialog.open}
          application={dialog.target.application}
          decision={dialog.target.decision}
          onClose={dialog.close}
        />
      ) : null}
    </SectionFrame>
  );
}

type Decision = 'approved' | 'rejected';

function ApplicationsTable({
  items,
  busy,
  onDecide,
}: {
  items: AdminHostApplication[];
  busy: boolean;
  onDecide: (application: AdminHostApplication, decision: Decision) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const columns: Column<AdminHostApplication>[] = [
    {
      key: 'name',
      header: t('applications.columns.applicant'),
      bare: true,
      cell: (item) => (
        <div>
          {/* What the applicant wrote on the host sign-up form, in whatever script they wrote it. */}
          <p className="font-semibold text-navy-800">
            <bdi dir="auto">{item.fullName}</bdi>
          </p>
          <a
            href={`mailto:${item.email}`}
            dir="ltr"
            className="break-all text-navy-700 underline underline-offset-4 hover:decoration-2"
          >
            {item.email}
          </a>
          <p className="mt-0.5 text-muted">
            {item.phone ? (
              <>
                {t('applications.phone')}{' '}
                <a
                  href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}
                  dir="ltr"
                  className="text-navy-700 underline underline-offset-4 hover:decoration-2"
                >
                  {item.phone}
                </a>
              </>
            ) : (
              t('applications.noPhone')
            )}
          </p>
        </div>
      ),
    },
    {
      key: 'intro',
      header: t('applications.columns.intro'),
      cell: (item) =>
        item.intro ? (
          <p dir="auto" className="max-w-md whitespace-pre-line text-ink">
            {item.intro}
          </p>
        ) : (
          <span className="text-muted">{t('applications.noIntro')}</span>
        ),
    },
    {
      key: 'applied',
      header: t('applications.columns.applied'),
      cell: (item) => format.date(item.appliedAt),
    },
    {
      key: 'status',
      header: t('applications.columns.status'),
      cell: (item) => (
        <div className="space-y-1">
          <HostStatusBadge status={item.status} />
          {item.status !== 'pending' && item.reason ? (
            <p className="max-w-xs text-muted">
              <span className="font-medium text-ink">
                {item.status === 'rejected' ? t('applications.reason') : t('applications.note')}
              </span>{' '}
              <bdi dir="auto">{item.reason}</bdi>
            </p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      bare: true,
      className: 'sm:text-end',
      cell: (item) =>
        item.status === 'pending' ? (
          <div className="flex flex-wrap gap-2 pt-2 sm:justify-end sm:pt-0">
            <Button
              size="sm"
              aria-label={t('applications.approveName', { name: item.fullName })}
              onClick={() => onDecide(item, 'approved')}
            >
              <Check className="size-4" aria-hidden="true" />
              {t('applications.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('applications.rejectName', { name: item.fullName })}
              onClick={() => onDecide(item, 'rejected')}
            >
              <X className="size-4" aria-hidden="true" />
              {t('applications.reject')}
            </Button>
          </div>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={t('applications.caption')}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      busy={busy}
    />
  );
}

function DecisionDialog({
  open,
  application,
  decision,
  onClose,
}: {
  open: boolean;
  application: AdminHostApplication;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const decide = useDecideHost();
  const name = `\u2068${application.fullName}\u2069`;
  const approving = decision === 'approved';
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t(approving ? 'applications.approveTitle' : 'applications.rejectTitle', { name })}
      lead={t(approving ? 'applications.approveLead' : 'applications.rejectLead', { name })}
      reason={approving ? 'optional' : 'required'}
      reasonLabel={approving ? t('applications.noteLabel') : t('applications.reasonLabel')}
      reasonHint={approving ? t('applications.noteHint') : t('applications.reasonHint')}
      confirmLabel={approving ? t('applications.approve') : t('applications.reject')}
      tone={approving ? 'primary' : 'accent'}
      done={t(approving ? 'applications.approved' : 'applications.rejected', { name })}
      onConfirm={(reason) => decide.mutateAsync({ id: application.id, status: decision, reason })}
    />
  );
}
