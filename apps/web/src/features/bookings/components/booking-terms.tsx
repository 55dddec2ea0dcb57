import { useTranslation } from 'react-i18next';
import type { Booking } from '@orchim/shared/bookings';
import {
  bookedDeadlines,
  CancellationRule,
  RefundDeadlines,
  useDeadlineText,
} from '@/components/booking/cancellation';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/format';

/**
 * The booking's cancellation policy, the one it was made under: its rule in words, then while it may be
 * cancelled its deadlines as dates (what came back of a cancelled one is said by its price).
 */
export function BookingTerms({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { cancellation } = booking;
  // A booking that cost nothing (a free meal) has nothing to refund.
  if (booking.totalCents === 0) return null;
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <h2 className="font-semibold text-navy-800">{t('cancellation.title')}</h2>
      <CancellationRule policy={cancellation.policy} />
      {booking.canCancel ? (
        <RefundDeadlines policy={cancellation.policy} deadlines={bookedDeadlines(cancellation)} />
      ) : null}
    </Card>
  );
}

/**
 * What cancelling now gives back, said before the guest confirms: "You will get back $352.50 of $705
 * (50%).", the whole, or nothing since free cancellation ended (on its date). The server's figures.
 */
export function RefundPreview({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const deadlineText = useDeadlineText();
  const { cancellation, totalCents, currency, payment } = booking;
  if (totalCents === 0) return null;
  // Held while its payment is pending: nothing was charged, cancelling only lets the hold go (decision 039).
  if (booking.status === 'pending_payment') {
    return (
      <p className="rounded-xl border border-line bg-page px-3 py-2.5 font-medium text-navy-800">
        {t('cancellation.refundNow.unpaid')}
      </p>
    );
  }
  const total = format.money(totalCents, currency);
  const freeUntil = cancellation.deadlines[0]?.until;
  const text =
    cancellation.refundNowPercent >= 100
      ? t('cancellation.refundNow.whole', { total })
      : cancellation.refundNowCents > 0
        ? t('cancellation.refundNow.part', {
            amount: format.money(cancellation.refundNowCents, currency),
            total,
            percent: format.number(cancellation.refundNowPercent / 100, { style: 'percent' }),
          })
        : t('cancellation.refundNow.none', { date: freeUntil ? deadlineText(freeUntil) : '' });
  // Paid online, what comes back goes to the card through Stripe; on arrival, nothing was paid to us.
  const toCard = payment.status === 'paid' && cancellation.refundNowCents > 0;
  return (
    <p className="rounded-xl border border-line bg-page px-3 py-2.5 font-medium text-navy-800">
      {text}
      {toCard ? (
        <span className="mt-1 block text-sm font-normal">{t('cancellation.refundNow.toCard')}</span>
      ) : null}
    </p>
  );
}
