import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@orchim/shared/admin';
import { useFormat } from '@/lib/format';
import { parseOneOf } from '@/lib/url-filters';
import { ADMIN_ACTIONS } from '@orchim/shared/admin-vocabulary';
import { useAdminParams } from '../admin-params';
import { useAuditLog } from '../api/get-audit-log';
import { DataTable, type Column } from './data-table';
import { FilterBar, SearchBox, SelectFilter } from './filters';
import { ListResults, SectionFrame } from './list-results';

/** What admins did, newest first: when, who, what, to what, and why. Read only. */
export function AuditSection() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const params = useAdminParams();
  const action = parseOneOf(params.get('action'), ADMIN_ACTIONS);
  const audit = useAuditLog({ action, q: params.q, page: params.page });

  const columns: Column<AuditEntry>[] = [
    {
      key: 'when',
      header: t('audit.columns.when'),
      cell: (entry) => (
        <time dateTime={entry.at} className="whitespace-nowrap">
          {format.date(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ),
    },
    {
      key: 'who',
      header: t('audit.columns.who'),
      cell: (entry) => (
        <span dir="ltr" className="break-all">
          {entry.actor.email}
        </span>
      ),
    },
    {
      key: 'what',
      header: t('audit.columns.what'),
      cell: (entry) => <span className="font-medium text-ink">{t(`actions.${entry.action}`)}</span>,
    },
    {
      key: 'target',
      header: t('audit.columns.target'),
      cell: (entry) => (
        <span>
          <span className="text-muted">{t(`targets.${entry.target.type}`)}:</span>{' '}
          <bdi>{entry.target.label}</bdi>
        </span>
      ),
    },
    {
      key: 'reason',
      header: t('audit.columns.reason'),
      cell: (entry) =>
        entry.reason ? <bdi>{entry.reason}</bdi> : <span className="text-muted">{t('audit.noReason')}</span>,
    },
  ];

  return (
    <SectionFrame id="admin-audit" title={t('sections.audit')} lead={t('audit.lead')}>
      <FilterBar>
        <SearchBox
          label={t('audit.search')}
          hint={t('audit.searchHint')}
          value={params.q}
          onSearch={(q) => params.apply({ q })}
        />
        <SelectFilter
          label={t('audit.action')}
          value={action}
          allLabel={t('audit.allActions')}
          options={ADMIN_ACTIONS.map((value) => ({ value, label: t(`actions.${value}`) }))}
          onChange={(value) => params.apply({ action: value })}
        />
      </FilterBar>
      <ListResults query={audit} params={params} filtered={Boolean(action || params.q)}>
        {(items: AuditEntry[]) => (
          <DataTable
            caption={t('audit.caption')}
            columns={columns}
            rows={items}
            rowKey={(entry) => String(entry.id)}
            busy={audit.isPlaceholderData}
          />
        )}
      </ListResults>
    </SectionFrame>
  );
}
