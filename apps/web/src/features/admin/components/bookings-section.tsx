import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarX } from 'lucide-react';
import type { AdminBooking } from '@orchim/shared/admin';
import { BOOKING_KINDS, BOOKING_STATUSES } from '@orchim/shared/booking-vocabulary';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { parseOneOf } from '@/lib/url-filters';
import { useAdminParams } from '../admin-params';
import { useCancelAdminBooking } from '../api/booking-actions';
import { useAdminBookings } from '../api/get-admin-bookings';
import { ActionDialog } from './action-dialog';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingStatusBadge } from './booking-status-badge';
import { bookedListingHref, isolatedReference, useBookingWords } from './booking-words';
import { DataTable, type Column } from './data-table';
import { KindStatusFilterBar } from './filters';
import { ListResults, SectionFrame } from './list-results';
import { useDialogTarget } from './use-dialog-target';

/**
 * Every booking of every kind, newest made first: found by reference, guest or listing, filtered by kind
 * and status; each read whole in a dialog, and one not yet begun cancelled with a reason (the guest and the
 * host are mailed it, and what it held is free again).
 */
export function BookingsSection() {
  const { t } = useTranslation('admin');
  const params = useAdminParams();
  const kind = parseOneOf(params.get('kind'), BOOKING_KINDS);
  const status = parseOneOf(params.get('status'), BOOKING_STATUSES);
  const bookings = useAdminBookings({ kind, status, q: params.q, page: params.page });
  const details = useDialogTarget<AdminBooking>();
  const cancel = useDialogTarget<AdminBooking>();

  return (
    <SectionFrame id="admin-bookings" title={t('sections.bookings')} lead={t('bookings.lead')}>
      <KindStatusFilterBar
        params={params}
        search={{ label: t('bookings.search'), hint: t('bookings.searchHint') }}
        kinds={{ value: kind, values: BOOKING_KINDS, name: (value) => t(`bookingKind.${value}`) }}
        statuses={{ value: status, values: BOOKING_STATUSES, name: (value) => t(`bookingState.${value}`) }}
      />
      <ListResults query={bookings} params={params} filtered={Boolean(kind || status || params.q)}>
        {(items: AdminBooking[]) => (
          <BookingsTable
            items={items}
            busy={bookings.isPlaceholderData}
            onDetails={details.show}
            onCancel={cancel.show}
          />
        )}
      </ListResults>
      {details.target ? (
        <BookingDetailsDialog
          key={details.key}
          open={details.open}
          onClose={details.close}
          booking={details.target}
          onCancel={(booking) => {
            details.close();
            cancel.show(booking);
          }}
        />
      ) : null}
      {cancel.target ? (
        <CancelBookingDialog
          key={cancel.key}
          open={cancel.open}
          onClose={cancel.close}
          booking={cancel.target}
        />
      ) : null}
    </SectionFrame>
  );
}

/** The cancel, with its required reason: the guest and the host read it. */
function CancelBookingDialog({
  open,
  onClose,
  booking,
}: {
  open: boolean;
  onClose: () => void;
  booking: AdminBooking;
}) {
  const { t } = useTranslation('admin');
  const cancelBooking = useCancelAdminBooking();
  const reference = isolatedReference(booking);
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t('bookings.cancelTitle', { reference })}
      lead={t('bookings.cancelLead', {
        guest: `\u2068${booking.guest.name}\u2069`,
        title: `\u2068${booking.listing.title}\u2069`,
      })}
      reason="required"
      reasonLabel={t('bookings.reasonLabel')}
      reasonHint={t('bookings.reasonHint')}
      confirmLabel={t('bookings.cancel')}
      dismissLabel={t('bookings.keep')}
      tone="accent"
      done={t('bookings.cancelled', { reference })}
      onConfirm={(reason) => cancelBooking.mutateAsync({ id: booking.id, reason })}
    />
  );
}

function BookingsTable({
  items,
  busy,
  onDetails,
  onCancel,
}: {
  items: AdminBooking[];
  busy: boolean;
  onDetails: (booking: AdminBooking) => void;
  onCancel: (booking: AdminBooking) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const words = useBookingWords();
  const columns: Column<AdminBooking>[] = [
    {
      key: 'booking',
      header: t('bookings.columns.booking'),
      bare: true,
      cell: (booking) => (
        <div>
          {/* The reference opens the booking whole (its name says so to a screen reader); a finger-sized
              target on a phone's card. */}
          <button
            type="button"
            aria-label={t('bookings.detailsName', { reference: booking.reference })}
            onClick={() => onDetails(booking)}
            className="inline-flex min-h-11 items-center rounded-sm font-mono font-semibold tracking-wide whitespace-nowrap text-navy-700 underline decoration-navy-700/40 underline-offset-4 hover:decoration-2 focus-visible:outline-2 sm:min-h-0 focus-visible:outline-offset-2 focus-visible:outline-navy-600"
          >
            <span dir="ltr">{booking.reference}</span>
          </button>
          <p className="mt-0.5 text-xs text-muted">{t(`bookingKind.${booking.kind}`)}</p>
          <p className="text-xs text-muted">{t('bookings.made', { date: format.date(booking.createdAt) })}</p>
        </div>
      ),
    },
    {
      key: 'listing',
      header: t('bookings.columns.listing'),
      cell: (booking) => (
        <div className="min-w-0">
          <Link
            to={bookedListingHref(booking)}
            className="font-medium text-navy-800 underline-offset-4 hover:underline"
          >
            <bdi dir="auto">{booking.listing.title}</bdi>
          </Link>
          <p className="mt-0.5 text-xs text-muted">
            {t('bookings.hostedBy')} <bdi dir="auto">{booking.host.fullName || booking.host.email}</bdi>
          </p>
        </div>
      ),
    },
    {
      key: 'guest',
      header: t('bookings.columns.guest'),
      cell: (booking) => (
        <div className="min-w-0 sm:min-w-32">
          <p className="text-ink">
            <bdi dir="auto">{booking.guest.name}</bdi>
          </p>
          {booking.guest.email ? (
            <a
              href={`mailto:${booking.guest.email}`}
              dir="ltr"
              className="text-xs [overflow-wrap:anywhere] text-navy-700 underline underline-offset-4 hover:decoration-2"
            >
              {booking.guest.email}
            </a>
          ) : null}
        </div>
      ),
    },
    {
      key: 'when',
      header: t('bookings.columns.when'),
      cell: (booking) => (
        <div>
          <p className="text-ink sm:whitespace-nowrap">{words.when(booking)}</p>
          <p className="text-xs text-muted">
            {words.party(booking)} ·{' '}
            <span className="font-semibold text-ink tabular-nums">
              {format.money(booking.totalCents, booking.currency)}
            </span>
          </p>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('bookings.columns.status'),
      cell: (booking) => (
        <div className="space-y-1">
          <BookingStatusBadge status={booking.status} />
          {booking.cancelledAt ? (
            <p className="text-xs text-muted">
              {t('bookings.cancelledOn', { date: format.date(booking.cancelledAt) })}
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
      cell: (booking) => (
        <div className="flex flex-wrap gap-2 pt-2 sm:justify-end sm:pt-0">
          {booking.canCancel ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('bookings.cancelName', { reference: booking.reference })}
              onClick={() => onCancel(booking)}
            >
              <CalendarX className="size-4" aria-hidden="true" />
              {t('bookings.cancelShort')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('bookings.caption')}
      columns={columns}
      rows={items}
      rowKey={(booking) => booking.id}
      busy={busy}
    />
  );
}
