import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarX, CircleCheck, Hourglass, RotateCw, TriangleAlert } from 'lucide-react';
import type { AdminBooking, AdminBookingDetail } from '@orchim/shared/admin';
import type { AdminRefund } from '@orchim/shared/payments';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { calendarDate } from '@/lib/calendar-date';
import { useFormat } from '@/lib/format';
import { useAdminBooking } from '../api/get-admin-booking';
import { useRetryAdminRefund } from '../api/booking-actions';
import { BookingStatusBadge } from './booking-status-badge';
import { bookedListingHref, useBookingWords } from './booking-words';
import { StatusBadge, type BadgeTone } from './status-badge';
import { useAdminErrorText } from './use-admin-error';
import { useQuickAction } from './use-quick-action';

/**
 * One booking whole (GET /admin/bookings/{id}): what was booked and from whom, the guest and how to reach
 * them, when and for how many, the price, what the guest asked, and its cancellation. A booking not yet
 * begun offers the cancel (a dialog of its own, which this one hands over to).
 */
export function BookingDetailsDialog({
  open,
  onClose,
  booking,
  onCancel,
}: {
  open: boolean;
  onClose: () => void;
  booking: AdminBooking;
  onCancel: (booking: AdminBooking) => void;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const details = useAdminBooking(booking.id);
  const errorText = useAdminErrorText();
  const detail = details.data;

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-(--radius-card) bg-surface p-0 text-ink shadow-2xl"
    >
      <div className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-semibold text-navy-800">
              {t('bookings.detail.title')}{' '}
              <span dir="ltr" className="font-mono tracking-wide">
                {booking.reference}
              </span>
            </h2>
            <p className="text-sm text-muted">{t(`bookingKind.${booking.kind}`)}</p>
          </div>
          <BookingStatusBadge status={detail?.status ?? booking.status} />
        </div>
        {details.isPending ? (
          <RowsSkeleton rows={4} rowClassName="h-10" />
        ) : details.isError ? (
          <FormAlert>{errorText(details.error)}</FormAlert>
        ) : detail ? (
          <DetailRows detail={detail} />
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={closeRef} variant="outline" onClick={onClose}>
            {t('dialog.close')}
          </Button>
          {detail?.canCancel ? (
            <Button variant="accent" onClick={() => onCancel(detail)}>
              <CalendarX className="size-4" aria-hidden="true" />
              {t('bookings.cancel')}
            </Button>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}

function DetailRows({ detail }: { detail: AdminBookingDetail }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const words = useBookingWords();
  const money = (cents: number) => format.money(cents, detail.currency);
  const { guest, host, ride } = detail;
  const unit =
    detail.kind === 'stay'
      ? 'perNight'
      : detail.kind === 'meal'
        ? 'perSeat'
        : ride?.perPassenger
          ? 'perPassenger'
          : 'perTrip';

  return (
    <>
      {detail.status === 'cancelled' ? (
        <div className="rounded-xl border border-danger/30 bg-danger/5 p-3 text-sm">
          <p className="font-medium text-ink">
            {detail.cancelledAt
              ? t('bookings.detail.cancelledOn', {
                  date: format.date(detail.cancelledAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })
              : t('bookingState.cancelled')}
            {detail.cancelledBy ? ` · ${t(`bookings.detail.by.${detail.cancelledBy}`)}` : ''}
          </p>
          <p className="mt-1 text-muted">
            <span className="text-ink">{t('bookings.detail.reason')}</span>{' '}
            {detail.cancelReason ? (
              <bdi dir="auto">{detail.cancelReason}</bdi>
            ) : (
              t('bookings.detail.noReason')
            )}
          </p>
        </div>
      ) : null}
      <dl className="divide-y divide-line rounded-xl border border-line text-sm">
        <Row label={t('bookings.columns.listing')}>
          <Link
            to={bookedListingHref(detail)}
            className="font-medium text-navy-700 underline underline-offset-4"
          >
            <bdi dir="auto">{detail.listing.title}</bdi>
          </Link>
          {detail.ohelListing ? (
            <span className="block text-muted">
              {t('bookings.detail.bookedFrom')}{' '}
              <Link
                to={`/ohel/${detail.ohelListing.id}`}
                className="text-navy-700 underline underline-offset-4"
              >
                <bdi dir="auto">{detail.ohelListing.title}</bdi>
              </Link>
            </span>
          ) : null}
        </Row>
        <Row label={t('bookings.detail.host')}>
          <bdi dir="auto">{host.fullName || t('bookings.detail.none')}</bdi>
          <Email address={host.email} />
        </Row>
        <Row label={t('bookings.columns.guest')}>
          <bdi dir="auto">{guest.name}</bdi>
          {guest.email ? <Email address={guest.email} /> : null}
          {guest.phone ? (
            <span className="block">
              <a
                href={`tel:${guest.phone.replace(/[^\d+]/g, '')}`}
                dir="ltr"
                className="text-navy-700 underline underline-offset-4"
              >
                {guest.phone}
              </a>
            </span>
          ) : null}
        </Row>
        {detail.kind === 'meal' && detail.mealType ? (
          <Row label={t('bookings.detail.meal')}>{t(`mealTypes.${detail.mealType}`)}</Row>
        ) : null}
        <Row label={t(`bookings.detail.when.${detail.kind}`)}>
          {detail.kind === 'meal'
            ? format.date(calendarDate(detail.startsOn), { dateStyle: 'full' })
            : words.when(detail)}
          {detail.nights !== null ? (
            <span className="text-muted"> · {t('bookings.nights', { count: detail.nights })}</span>
          ) : null}
        </Row>
        {ride ? (
          <>
            <Row label={t('bookings.detail.from')}>
              <bdi dir="auto">{ride.pickup}</bdi>
            </Row>
            <Row label={t('bookings.detail.to')}>
              <bdi dir="auto">{ride.destination}</bdi>
            </Row>
            <Row label={t('bookings.detail.luggage')}>{format.number(ride.luggage)}</Row>
            {ride.flightNumber ? (
              <Row label={t('bookings.detail.flight')}>
                <span dir="ltr">{ride.flightNumber}</span>
              </Row>
            ) : null}
          </>
        ) : null}
        <Row label={t('bookings.detail.party')}>{words.party(detail)}</Row>
        <Row label={t('bookings.detail.price')}>
          <span className="block">
            {detail.unitPriceCents === 0
              ? t('bookings.detail.free')
              : t(`bookings.detail.${unit}`, { price: money(detail.unitPriceCents) })}
          </span>
          {detail.feeCents > 0 ? (
            <span className="block text-muted">
              {t('bookings.detail.cleaningFee', { price: money(detail.feeCents) })}
            </span>
          ) : null}
          <span className="block font-semibold text-navy-800">
            {t('bookings.detail.total', { price: money(detail.totalCents) })}
          </span>
          {/* Paid online, the refund's own row says what came back and where it stands. */}
          {detail.status === 'cancelled' && detail.totalCents > 0 && !detail.payment.refund ? (
            <span className="block font-medium text-ink">
              {detail.cancellation.refundedCents
                ? t('bookings.detail.refunded', { price: money(detail.cancellation.refundedCents) })
                : t('bookings.detail.noRefund')}
            </span>
          ) : null}
        </Row>
        <PaymentRows detail={detail} />
        <Row label={t('bookings.detail.policy')}>
          {t(`bookings.detail.policies.${detail.cancellation.policy}`)}
        </Row>
        {detail.kind === 'meal' ? (
          <Row label={t('bookings.detail.dietary')}>
            {detail.dietaryNeeds ? <bdi dir="auto">{detail.dietaryNeeds}</bdi> : t('bookings.detail.none')}
          </Row>
        ) : null}
        <Row label={t('bookings.detail.requests')}>
          {detail.specialRequests ? (
            <bdi dir="auto" className="whitespace-pre-line">
              {detail.specialRequests}
            </bdi>
          ) : (
            t('bookings.detail.none')
          )}
        </Row>
        <Row label={t('bookings.detail.made')}>
          {format.date(detail.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </Row>
      </dl>
    </>
  );
}

/**
 * How the booking is paid and its refund (docs/decisions/039-online-payment.md): on arrival with the means
 * its host accepts, or online through Stripe (held until, paid when, Stripe's ids); a refund with where it
 * stands, its attempts, Stripe's last error and the next try, and "Retry refund" while Stripe has not
 * accepted it.
 */
function PaymentRows({ detail }: { detail: AdminBookingDetail }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { payment } = detail;
  const money = (cents: number) => format.money(cents, detail.currency);
  const when = (instant: string) => format.date(instant, { dateStyle: 'medium', timeStyle: 'short' });
  if (detail.totalCents === 0) return null;
  let summary: string;
  if (payment.method === 'on_arrival') {
    summary = t('bookings.payment.onArrival', { price: money(payment.amountCents) });
  } else if (payment.status === 'paid') {
    summary = t('bookings.payment.paid', {
      price: money(payment.amountCents),
      date: payment.paidAt ? when(payment.paidAt) : '',
    });
  } else if (payment.status === 'pending') {
    summary = t('bookings.payment.pending', {
      price: money(payment.amountCents),
      date: payment.holdExpiresAt ? when(payment.holdExpiresAt) : '',
    });
  } else {
    summary = t('bookings.payment.unpaid');
  }
  const ids = [
    { label: t('bookings.payment.session'), value: payment.checkoutSessionId },
    { label: t('bookings.payment.intent'), value: payment.paymentIntentId },
  ].filter((id) => id.value);
  return (
    <>
      <Row label={t('bookings.payment.title')}>
        <span className="block">{summary}</span>
        {payment.method === 'on_arrival' && payment.acceptedMeans.length ? (
          <span className="block text-muted">
            {t('bookings.payment.accepts', {
              means: format.list(payment.acceptedMeans.map((mean) => t(`paymentMeans.${mean}`))),
            })}
          </span>
        ) : null}
        {ids.map((id) => (
          <span key={id.label} className="block text-muted">
            {id.label}{' '}
            <span dir="ltr" className="font-mono text-xs break-all">
              {id.value}
            </span>
          </span>
        ))}
      </Row>
      {payment.refund ? (
        <Row label={t('bookings.payment.refund')}>
          <RefundFacts detail={detail} refund={payment.refund} />
        </Row>
      ) : null}
    </>
  );
}

const REFUND_LOOKS = {
  pending: { tone: 'calm', icon: Hourglass },
  succeeded: { tone: 'good', icon: CircleCheck },
  failed: { tone: 'bad', icon: TriangleAlert },
} as const satisfies Record<AdminRefund['status'], { tone: BadgeTone; icon: typeof Hourglass }>;

function RefundFacts({ detail, refund }: { detail: AdminBookingDetail; refund: AdminRefund }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const retry = useRetryAdminRefund();
  const quickAction = useQuickAction();
  const statusRef = useRef<HTMLSpanElement>(null);
  const when = (instant: string) => format.date(instant, { dateStyle: 'medium', timeStyle: 'short' });
  const look = REFUND_LOOKS[refund.status];
  const retryable = refund.status === 'pending' || refund.status === 'failed';

  const onRetry = async () => {
    const done = await quickAction(
      () => retry.mutateAsync({ id: detail.id }),
      t('bookings.payment.retried', { reference: `\u2068${detail.reference}\u2069` }),
    );
    // The button goes once Stripe has accepted: focus stays with the refund's status.
    if (done) statusRef.current?.focus();
  };

  return (
    <div className="space-y-1">
      <span ref={statusRef} tabIndex={-1} className="flex flex-wrap items-center gap-2 focus:outline-none">
        <span className="font-semibold text-navy-800">
          {format.money(refund.amountCents, detail.currency)}
        </span>
        <StatusBadge tone={look.tone} icon={look.icon}>
          {t(`bookings.payment.refundStatus.${refund.status}`)}
        </StatusBadge>
      </span>
      {refund.refundedAt ? (
        <span className="block text-muted">
          {t('bookings.payment.refundedOn', { date: when(refund.refundedAt) })}
        </span>
      ) : null}
      <span className="block text-muted">
        {t('bookings.payment.attempts', { count: refund.attempts, attempts: format.number(refund.attempts) })}
      </span>
      {refund.lastError && refund.status !== 'succeeded' ? (
        <span className="block text-danger">
          {t('bookings.payment.lastError')}{' '}
          <bdi dir="ltr" className="break-words">
            {refund.lastError}
          </bdi>
        </span>
      ) : null}
      {refund.nextAttemptAt && retryable ? (
        <span className="block text-muted">
          {t('bookings.payment.nextAttempt', { date: when(refund.nextAttemptAt) })}
        </span>
      ) : null}
      {refund.stripeRefundId ? (
        <span className="block text-muted">
          {t('bookings.payment.refundId')}{' '}
          <span dir="ltr" className="font-mono text-xs break-all">
            {refund.stripeRefundId}
          </span>
        </span>
      ) : null}
      {retryable ? (
        <Button
          size="sm"
          variant="outline"
          className="mt-1"
          disabled={retry.isPending}
          onClick={() => void onRetry()}
        >
          <RotateCw
            className={retry.isPending ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
            aria-hidden="true"
          />
          {retry.isPending ? t('bookings.payment.retrying') : t('bookings.payment.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** An address on a line of its own, read left to right whatever the page's direction. */
function Email({ address }: { address: string }) {
  return (
    <span className="block">
      <a
        href={`mailto:${address}`}
        dir="ltr"
        className="break-all text-navy-700 underline underline-offset-4"
      >
        {address}
      </a>
    </span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-muted sm:w-36">{label}</dt>
      <dd className="min-w-0 flex-1 text-ink">{children}</dd>
    </div>
  );
}
