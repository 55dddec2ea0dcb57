import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, CircleCheck, LoaderCircle, LockKeyhole, Receipt, Undo2 } from 'lucide-react';
import type { Booking } from '@orchim/shared/bookings';
import type { BookingRefund } from '@orchim/shared/payments';
import type { PaymentMean } from '@orchim/shared/payment-vocabulary';
import { shownStatus } from '@/components/booking/booking-status';
import { RefundedLine } from '@/components/booking/cancellation';
import { Button, buttonVariants } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

/**
 * How a booking is paid and where that stands, as its guest reads it (docs/decisions/039-online-payment.md):
 * on arrival (the total and the means the host accepts), held while Stripe Checkout is open (until when,
 * Pay now, Cancel), being confirmed once back from Stripe, paid online, not paid in time, refunded.
 */

/** Where the guest comes back from Stripe Checkout: its success and cancel URLs add ?checkout=done|cancelled. */
export type CheckoutReturn = 'done' | 'cancelled' | null;

export const checkoutReturnOf = (value: string | null): CheckoutReturn =>
  value === 'done' || value === 'cancelled' ? value : null;

/** "Cash, Zelle, and Venmo": the means a host accepts, in the reader's language. */
export function useMeansList() {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (means: readonly PaymentMean[]) => format.list(means.map((mean) => t(`payment.means.${mean}`)));
}

/**
 * A hold's end in the reader's own clock: it is half an hour away, so "until 3:45 PM" must be the time on
 * their watch, wherever they read it from (the booking's deadlines are New York's, this is not).
 */
export function useHoldTime() {
  const format = useFormat();
  return (instant: string) =>
    format.date(instant, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
}

/**
 * The booking's payment in the price card: what is due, was paid or came back. Back from paying
 * (`confirming`), the page's top says the payment was received, so nothing is said due here.
 */
export function PaymentSummary({ booking, confirming = false }: { booking: Booking; confirming?: boolean }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const meansList = useMeansList();
  const { payment, kind, currency } = booking;
  // A free meal: nothing to pay, nothing to give back.
  if (booking.totalCents === 0) return null;
  const amount = format.money(payment.amountCents, currency);

  if (payment.method === 'on_arrival') {
    if (booking.status === 'cancelled') {
      return (
        <p className="text-sm">
          <RefundedLine
            cancellation={booking.cancellation}
            totalCents={booking.totalCents}
            currency={currency}
          />
        </p>
      );
    }
    // Said while the booking stands and is still ahead; once it is over there is nothing left to tell.
    if (shownStatus(booking) !== 'confirmed') return null;
    return (
      <div className="space-y-0.5 rounded-xl bg-navy-50 px-3 py-2.5 text-sm text-navy-800">
        <p className="font-semibold">{t(`cancellation.payOnArrival.${kind}`, { amount })}</p>
        {payment.acceptedMeans.length ? (
          <p>
            {t(kind === 'ride' ? 'payment.acceptedDriver' : 'payment.acceptedHost', {
              means: meansList(payment.acceptedMeans),
            })}
          </p>
        ) : null}
        <p>{t('cancellation.payNote')}</p>
      </div>
    );
  }

  if (payment.status === 'pending') {
    if (confirming) return null;
    return (
      <p className="flex items-start gap-2 rounded-xl bg-gold-100 px-3 py-2.5 text-sm font-medium text-gold-700">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('payment.due', { amount })}
      </p>
    );
  }

  if (payment.status === 'unpaid') {
    return (
      <p className="text-sm font-medium text-muted">
        {t(booking.status === 'expired' ? 'payment.unpaid' : 'payment.cancelledUnpaid')}
      </p>
    );
  }

  // Paid online: when, and once cancelled what comes back and where that stands.
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-start gap-2 font-medium text-success">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('payment.paid', {
          amount,
          date: format.date(payment.paidAt ?? booking.createdAt, { dateStyle: 'long' }),
        })}
      </p>
      {payment.refund ? (
        <RefundStatus refund={payment.refund} currency={currency} />
      ) : booking.status === 'cancelled' ? (
        <p>
          <RefundedLine
            cancellation={booking.cancellation}
            totalCents={booking.totalCents}
            currency={currency}
          />
        </p>
      ) : null}
    </div>
  );
}

const REFUND_TONES: Record<BookingRefund['status'], string> = {
  succeeded: 'text-success',
  pending: 'text-navy-800',
  failed: 'text-gold-700',
};

/** A refund through Stripe: on its way, pending, or delayed while it is retried. */
export function RefundStatus({
  refund,
  currency,
  className,
}: {
  refund: BookingRefund;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <p className={cn('flex items-start gap-2 font-medium', REFUND_TONES[refund.status], className)}>
      <Undo2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t(`payment.refund.${refund.status}`, {
        amount: format.money(refund.amountCents, currency),
        date: format.date(refund.refundedAt ?? refund.createdAt, { dateStyle: 'long' }),
      })}
    </p>
  );
}

/** A receipt once something was booked for a price: not for a hold never paid, nor for a free meal. */
export const hasReceipt = (booking: Booking) =>
  booking.totalCents > 0 &&
  (booking.status === 'confirmed' || booking.status === 'cancelled') &&
  booking.payment.status !== 'unpaid';

export function ReceiptLink({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  if (!hasReceipt(booking)) return null;
  return (
    <ButtonLink to={`/bookings/${booking.id}/receipt`} variant="outline" size="sm" className="w-full">
      <Receipt className="size-4" aria-hidden="true" />
      {t('payment.receipt')}
    </ButtonLink>
  );
}

/**
 * A booking held while its payment is pending, at the top of its page: back from Stripe with
 * ?checkout=done, "Payment received, confirming your booking…" while the page asks again every 2 seconds
 * (the webhook confirms it, decision 039 §5); otherwise until when it is held, Pay now (Stripe Checkout's
 * page for it) and Cancel. Back with ?checkout=cancelled it first says the payment was not completed.
 */
export function PaymentPrompt({
  booking,
  checkout,
  onCancel,
}: {
  booking: Booking;
  checkout: CheckoutReturn;
  onCancel: () => void;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const holdTime = useHoldTime();
  const { payment } = booking;

  if (checkout === 'done') return <Confirming />;

  const amount = format.money(payment.amountCents, booking.currency);
  return (
    <div className="max-w-2xl space-y-3 rounded-xl border border-gold-400 bg-surface p-4 sm:p-5">
      {checkout === 'cancelled' ? (
        <p className="font-semibold text-ink">{t('payment.notCompleted')}</p>
      ) : null}
      {payment.checkoutUrl && payment.holdExpiresAt ? (
        <>
          <p className="flex items-start gap-2 text-ink">
            <Clock className="mt-1 size-4 shrink-0 text-gold-700" aria-hidden="true" />
            <span>
              <span className="font-semibold">
                {t('payment.heldUntil', { time: holdTime(payment.holdExpiresAt) })}
              </span>{' '}
              {t('payment.payPrompt', { amount })}
            </span>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {/* Stripe's own page: a plain link, so it opens as any page does (no card data ever touches ours). */}
            <a href={payment.checkoutUrl} className={buttonVariants({ variant: 'accent' })}>
              <LockKeyhole className="size-4" aria-hidden="true" />
              {t('payment.payNow')}
            </a>
            {booking.canCancel ? (
              <Button variant="outline" onClick={onCancel}>
                {t('cancel.open')}
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-muted">
            {t('payment.secureNote', { site: t('app.name', { ns: 'common' }) })}
          </p>
        </>
      ) : (
        <p className="text-ink">{t('payment.holdEnded')}</p>
      )}
    </div>
  );
}

/** How long a confirmation may take before the page says it is slower than usual (the webhook is late). */
const SLOW_AFTER_MS = 30_000;

/** Back from Stripe, before the webhook has confirmed: a live status, which says so if it takes long. */
function Confirming() {
  const { t } = useTranslation('bookings');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div
      role="status"
      className="flex max-w-2xl items-start gap-3 rounded-xl border border-line bg-surface p-4 text-ink sm:p-5"
    >
      <LoaderCircle
        className="mt-0.5 size-5 shrink-0 animate-spin text-navy-700 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <div>
        <p className="font-semibold">{t('payment.confirming')}</p>
        {slow ? <p className="mt-1 text-sm text-muted">{t('payment.confirmingSlow')}</p> : null}
      </div>
    </div>
  );
}
