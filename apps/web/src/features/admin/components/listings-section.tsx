import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Ban, RotateCcw } from 'lucide-react';
import type { AdminListing } from '@orchim/shared/admin';
import { LISTING_STATUSES } from '@orchim/shared/listing-status';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { parseOneOf } from '@/lib/url-filters';
import { LISTING_KINDS, useAdminParams } from '../admin-params';
import { useAdminListings } from '../api/get-admin-listings';
import { useRestoreListing, useSuspendListing } from '../api/listing-actions';
import { ActionDialog } from './action-dialog';
import { DataTable, type Column } from './data-table';
import { KindStatusFilterBar } from './filters';
import { ListingStatusBadge } from './listing-status-badge';
import { ListResults, SectionFrame } from './list-results';
import { useDialogTarget } from './use-dialog-target';
import { useQuickAction } from './use-quick-action';

/** A listing's public page (a suspended one answers "not found" there, as it should). */
export const listingHref = (listing: Pick<AdminListing, 'kind' | 'id'>) => `/${listing.kind}/${listing.id}`;

/** Every host's listings, searched and filtered; each may be suspended (with a reason) or restored. */
export function ListingsSection() {
  const { t } = useTranslation('admin');
  const params = useAdminParams();
  const kind = parseOneOf(params.get('kind'), LISTING_KINDS);
  const status = parseOneOf(params.get('status'), LISTING_STATUSES);
  const listings = useAdminListings({ kind, status, q: params.q, page: params.page });
  const suspend = useSuspendListing();
  const restore = useRestoreListing();
  const quick = useQuickAction();
  const dialog = useDialogTarget<AdminListing>();

  return (
    <SectionFrame id="admin-listings" title={t('sections.listings')} lead={t('listings.lead')}>
      <KindStatusFilterBar
        params={params}
        search={{ label: t('listings.search'), hint: t('listings.searchHint') }}
        kinds={{ value: kind, values: LISTING_KINDS, name: (value) => t(`kinds.${value}`) }}
        statuses={{ value: status, values: LISTING_STATUSES, name: (value) => t(`listingStatus.${value}`) }}
      />
      <ListResults query={listings} params={params} filtered={Boolean(kind || status || params.q)}>
        {(items: AdminListing[]) => (
          <ListingsTable
            items={items}
            busy={listings.isPlaceholderData}
            onSuspend={dialog.show}
            onRestore={(listing) =>
              void quick(
                () => restore.mutateAsync({ listing }),
                t('listings.restored', { title: `\u2068${listing.title}\u2069` }),
              )
            }
          />
        )}
      </ListResults>
      {dialog.target ? (
        <ActionDialog
          key={dialog.key}
          open={dialog.open}
          onClose={dialog.close}
          title={t('listings.suspendTitle', { title: `\u2068${dialog.target.title}\u2069` })}
          lead={t('listings.suspendLead')}
          reason="required"
          reasonLabel={t('listings.reasonLabel')}
          reasonHint={t('listings.reasonHint')}
          confirmLabel={t('listings.suspend')}
          tone="accent"
          done={t('listings.suspended', { title: `\u2068${dialog.target.title}\u2069` })}
          onConfirm={(reason) => suspend.mutateAsync({ listing: dialog.target!, reason })}
        />
      ) : null}
    </SectionFrame>
  );
}

function ListingsTable({
  items,
  busy,
  onSuspend,
  onRestore,
}: {
  items: AdminListing[];
  busy: boolean;
  onSuspend: (listing: AdminListing) => void;
  onRestore: (listing: AdminListing) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const columns: Column<AdminListing>[] = [
    {
      key: 'title',
      header: t('listings.columns.listing'),
      bare: true,
      cell: (listing) => (
        <div>
          <Link
            to={listingHref(listing)}
            className="font-semibold text-navy-800 underline-offset-4 hover:underline"
          >
            <bdi>{listing.title}</bdi>
          </Link>
          <p className="mt-0.5 text-xs text-muted">
            {t(`kinds.${listing.kind}`)} · {t('listings.updated', { date: format.date(listing.updatedAt) })}
          </p>
        </div>
      ),
    },
    {
      key: 'host',
      header: t('listings.columns.host'),
      cell: (listing) => (
        <div className="min-w-0">
          <p className="text-ink">
            <bdi>{listing.host.fullName}</bdi>
          </p>
          <a
            href={`mailto:${listing.host.email}`}
            dir="ltr"
            className="break-all text-navy-700 underline underline-offset-4 hover:decoration-2"
          >
            {listing.host.email}
          </a>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('listings.columns.status'),
      cell: (listing) => (
        <div className="space-y-1">
          <ListingStatusBadge status={listing.status} />
          {listing.status === 'suspended' && listing.suspendedReason ? (
            <p className="max-w-xs text-muted">
              <bdi>{listing.suspendedReason}</bdi>
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
      cell: (listing) => (
        <div className="flex flex-wrap gap-2 pt-2 sm:justify-end sm:pt-0">
          {listing.status === 'suspended' ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('listings.restoreName', { title: listing.title })}
              onClick={() => onRestore(listing)}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('listings.restore')}
            </Button>
          ) : listing.status === 'archived' ? null : (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('listings.suspendName', { title: listing.title })}
              onClick={() => onSuspend(listing)}
            >
              <Ban className="size-4" aria-hidden="true" />
              {t('listings.suspend')}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('listings.caption')}
      columns={columns}
      rows={items}
      rowKey={(listing) => `${listing.kind}-${listing.id}`}
      busy={busy}
    />
  );
}
