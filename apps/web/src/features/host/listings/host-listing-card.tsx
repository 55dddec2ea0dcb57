import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff, LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import type { HostListing, ListingGap } from '@orchim/shared/host';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useListingVisibility } from '../api/listing-actions';
import { DeleteListingDialog, isolate } from './delete-listing-dialog';
import {
  editHref,
  gapsOf,
  HOST_NOT_APPROVED,
  LISTING_ICONS,
  LISTING_INCOMPLETE,
  LISTING_NOT_PUBLISHABLE,
} from './listing-kinds';
import { ListingStatusBadge } from './listing-status-badge';
import { MissingList } from './missing-list';
import { NextBookings } from './next-bookings';

/** Why publishing was refused: what is missing, or the approval still to come, or a failure. */
type Refusal = { gaps: ListingGap[] } | { text: string };

/**
 * One of the host's listings: its cover, kind, title and status; what it lacks before it can be
 * published; its next bookings; and Edit, Publish or Unpublish, Delete. `onGone` is called once a
 * delete or archive has settled and its dialog has closed, so the list can take keyboard focus.
 */
export function HostListingCard({ listing, onGone }: { listing: HostListing; onGone: () => void }) {
  const { t } = useTranslation('host');
  const format = useFormat();
  const titleId = useId();
  const visibility = useListingVisibility(listing);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Set when a delete or archive has settled: focus moves on once the dialog has closed.
  const focusListNext = useRef(false);
  const Icon = LISTING_ICONS[listing.kind];
  const { status, cover } = listing;
  const title = isolate(listing.title);

  // After every render: once the dialog's own layout effect has closed it (giving focus back to Delete,
  // which may be about to disappear), focus moves on to the list.
  useLayoutEffect(() => {
    if (!focusListNext.current || deleting) return;
    focusListNext.current = false;
    onGone();
  });

  const toggle = async () => {
    const action = status === 'published' ? 'unpublish' : 'publish';
    setRefusal(null);
    try {
      await visibility.mutateAsync(action);
      void notify(
        'success',
        t(action === 'publish' ? 'actions.published' : 'actions.unpublished', { title }),
      );
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  function refusalOf(error: unknown): Refusal {
    if (error instanceof ApiError && error.code === LISTING_INCOMPLETE) {
      return { gaps: gapsOf(error.body) ?? listing.missing };
    }
    if (error instanceof ApiError && error.code === HOST_NOT_APPROVED) return { gaps: ['approval'] };
    // An admin suspended it (or it was archived) since the page was loaded.
    if (error instanceof ApiError && error.code === LISTING_NOT_PUBLISHABLE) {
      return { text: t('actions.notPublishable') };
    }
    const network = error instanceof ApiError && error.isNetwork;
    return { text: t(messageKey(network ? 'network' : 'general'), { ns: 'common' }) };
  }

  // What guests cannot see yet, shown until it is published (an archived listing is past that).
  const showMissing = listing.missing.length > 0 && (status === 'draft' || status === 'suspended');
  const canToggle = status === 'draft' || status === 'published';
  // Deleting an archived listing that still has bookings would only archive it again.
  const canDelete = !(status === 'archived' && listing.deleteArchives);

  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)"
    >
      {/* A phone puts the photo beside the heading and the rest under both; wider, the photo is a column. */}
      <div className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-3 p-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-5 sm:p-5">
        {cover ? (
          <img
            src={cover.src}
            width={cover.width}
            height={cover.height}
            alt=""
            loading="lazy"
            className="size-20 rounded-lg object-cover sm:row-span-2 sm:h-32 sm:w-44"
          />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-lg bg-navy-50 text-navy-700 sm:row-span-2 sm:h-32 sm:w-44">
            <Icon className="size-8" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 self-center sm:self-start">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-brick-700">
              <Icon className="size-3.5 shrink-0" aria-hidden="true" />
              {t(`kinds.${listing.kind}`)}
            </span>
            <ListingStatusBadge status={status} />
          </div>
          <h3 id={titleId} className="mt-1 text-lg font-semibold text-navy-800">
            <bdi>{listing.title}</bdi>
          </h3>
        </div>
        <div className="col-span-2 min-w-0 space-y-3 sm:col-span-1 sm:col-start-2">
          <p className="text-sm text-muted">
            {t(`statusNote.${status}`)}
            {/* Its own line on a phone, after a dot from the small breakpoint up. */}
            <span className="hidden sm:inline"> · </span>{' '}
            <span className="block sm:inline">
              {t('card.updated', { date: format.date(listing.updatedAt, { dateStyle: 'medium' }) })}
            </span>
          </p>
          {showMissing ? (
            <div className="rounded-xl border border-gold-400/40 bg-gold-100/40 p-3 text-sm text-ink">
              <p className="font-semibold text-navy-800">{t('missing.title')}</p>
              <div className="mt-1">
                <MissingList gaps={listing.missing} />
              </div>
            </div>
          ) : null}
          {status === 'published' || listing.upcomingBookingCount > 0 ? (
            <NextBookings listing={listing} />
          ) : null}
          {refusal ? (
            <FormAlert
              title={'gaps' in refusal ? t('actions.incomplete', { title }) : undefined}
              className="text-sm"
            >
              {'gaps' in refusal ? <MissingList gaps={refusal.gaps} /> : refusal.text}
            </FormAlert>
          ) : null}
          <div
            role="group"
            aria-label={t('card.actions', { title })}
            className="flex flex-wrap gap-2 border-t border-line pt-3"
          >
            {status !== 'archived' ? (
              <ButtonLink to={editHref(listing)} variant="outline" size="sm">
                <Pencil className="size-4" aria-hidden="true" />
                {t('actions.edit')}
              </ButtonLink>
            ) : null}
            {canToggle ? (
              <Button
                variant={status === 'published' ? 'outline' : 'primary'}
                size="sm"
                disabled={visibility.isPending}
                onClick={() => void toggle()}
              >
                {visibility.isPending ? (
                  <LoaderCircle
                    className="size-4 animate-spin motion-reduce:animate-none"
                    aria-hidden="true"
                  />
                ) : status === 'published' ? (
                  <EyeOff className="size-4" aria-hidden="true" />
                ) : (
                  <Eye className="size-4" aria-hidden="true" />
                )}
                {status === 'published'
                  ? t(visibility.isPending ? 'actions.unpublishing' : 'actions.unpublish')
                  : t(visibility.isPending ? 'actions.publishing' : 'actions.publish')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-danger hover:bg-danger/5 sm:ms-auto"
                onClick={() => setDeleting(true)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('actions.delete')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <DeleteListingDialog
        listing={listing}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDone={(outcome) => {
          focusListNext.current = true;
          setDeleting(false);
          void notify('success', t(outcome === 'archived' ? 'delete.archived' : 'delete.deleted', { title }));
        }}
      />
    </article>
  );
}
