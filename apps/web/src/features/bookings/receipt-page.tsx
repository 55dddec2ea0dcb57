import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import type { Booking } from '@orchim/shared/bookings';
import { messageKey } from '@orchim/shared/messages';
import { isNotFound, LoadErrorScreen } from '@/components/load-error-screen';
import { useBookingWhen } from '@/components/booking/booking-when';
import { RefundedLine } from '@/components/booking/cancellation';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { useBooking } from '@/lib/bookings/get-booking';
import { useFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { BookingPrice } from './components/booking-price';
import { RefundStatus, useMeansList } from './components/booking-payment';

/**
 * /bookings/{id}/receipt (signed in): the booking's receipt, to keep or print (docs/decisions/039-online-
 * payment.md, "Receipts"): its number (the reference), when it was issued, what was booked and when, for
 * how many, the price lines and the total, how it was paid, and any refund. Printed, the site's header,
 * footer and these buttons are left out (their print:hidden), so the page is the receipt alone. No host can
 * set taxes yet, so there is no tax line.
 */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('bookings');
  const booking = useBooking(id);
  usePageTitle(
    booking.isError
      ? isNotFound(booking.error)
        ? t('confirmation.notFound.title')
        : t(messageKey('screenError'), { ns: 'common' })
      : booking.data
        ? t('receipt.pageTitle', { reference: booking.data.reference })
        : t('receipt.title'),
  );
  if (booking.isPending) {
    return (
      <Container className="max-w-3xl py-10">
        <div role="status">
          <span className="sr-only">{t(messageKey('loading'), { ns: 'common' })}</span>
        </div>
        <RowsSkeleton rows={4} rowClassName="h-16" />
      </Container>
    );
  }
  if (booking.isError) {
    return (
      <LoadErrorScreen
        error={booking.error}
        onRetry={() => void booking.refetch()}
        notFound={{ title: t('confirmation.notFound.title'), lead: t('confirmation.notFound.lead') }}
        retryLabel={t('detail.retry')}
        links={<ButtonLink to="/profile">{t('confirmation.allBookings')}</ButtonLink>}
      />
    );
  }
  return <Receipt booking={booking.data} />;
}

function Receipt({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const when = useBookingWhen();
  const listing = booking.stay ?? booking.meal ?? booking.ride;
  const longDate = (value: string) => format.date(value, { dateStyle: 'long' });
  // Issued when it was paid online, else when it was booked.
  const issued = booking.payment.paidAt ?? booking.createdAt;

  return (
    <Container className="max-w-3xl py-8 sm:py-10 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink to={`/bookings/${booking.id}`} variant="ghost" size="sm">
          <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
          {t('receipt.back')}
        </ButtonLink>
        <Button size="sm" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          {t('receipt.print')}
        </Button>
      </div>

      <article
        aria-labelledby="receipt-title"
        className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card) sm:p-8 print:border-0 print:p-0 print:shadow-none"
      >
        <div className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-5">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brick-700 uppercase">
              {t('receipt.issuer', { site: t('app.name', { ns: 'common' }) })}
            </p>
            <h1 id="receipt-title" className="mt-1 text-3xl font-bold tracking-tight text-navy-800">
              {t('receipt.title')}
            </h1>
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('receipt.number')}</dt>
            <dd dir="ltr" className="font-mono font-semibold text-ink rtl:text-end">
              {booking.reference}
            </dd>
            <dt className="text-muted">{t('receipt.issued')}</dt>
            <dd className="text-ink">{longDate(issued)}</dd>
            <dt className="text-muted">{t('receipt.bookedOn')}</dt>
            <dd className="text-ink">{longDate(booking.createdAt)}</dd>
          </dl>
        </div>

        <dl className="grid gap-x-6 gap-y-4 border-b border-line py-5 text-sm sm:grid-cols-2">
          <Fact label={t('receipt.billedTo')}>
            <bdi>
              {booking.firstName} {booking.lastName}
            </bdi>
            <span dir="ltr" className="block break-all text-muted rtl:text-end">
              {booking.email}
            </span>
          </Fact>
          <Fact label={t(`kinds.${booking.kind}`)}>
            <bdi className="font-medium">{listing?.title ?? booking.reference}</bdi>
            {listing ? (
              <span className="block text-muted">
                {booking.ride
                  ? t('ride.provider', { name: booking.ride.providerName })
                  : t('detail.hostedBy', { name: listing.hostName })}
              </span>
            ) : null}
          </Fact>
          <Fact label={t(`receipt.when.${booking.kind}`)}>
            {booking.meal ? <>{t(`mealTypes.${booking.meal.mealType}`)} · </> : null}
            {when(booking)}
            {booking.stay ? (
              <span className="block text-muted">{t('units.nights', { count: booking.stay.nights })}</span>
            ) : null}
          </Fact>
          <Fact label={t(booking.ride ? 'ride.passengers' : 'confirmation.guests')}>
            {t(booking.ride ? 'units.passengers' : 'units.guests', { count: booking.numberOfGuests })}
          </Fact>
        </dl>

        <section aria-labelledby="receipt-price" className="border-b border-line py-5">
          <h2 id="receipt-price" className="mb-3 font-semibold text-navy-800">
            {t('receipt.price')}
          </h2>
          <BookingPrice booking={booking} />
        </section>

        <section aria-labelledby="receipt-payment" className="space-y-2 pt-5 text-sm">
          <h2 id="receipt-payment" className="font-semibold text-navy-800">
            {t('receipt.payment')}
          </h2>
          <HowPaid booking={booking} />
          {booking.status === 'cancelled' ? (
            <p className="text-ink">
              {t('receipt.cancelled', { date: longDate(booking.cancelledAt ?? booking.createdAt) })}
            </p>
          ) : null}
          <Refund booking={booking} />
        </section>

        <p className="mt-8 text-xs text-muted">
          {t('receipt.footer', { site: t('app.name', { ns: 'common' }) })}
        </p>
      </article>
    </Container>
  );
}

/** How it was paid: online by card on a day, or to the host on arrival by the means they accept. */
function HowPaid({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const meansList = useMeansList();
  const { payment } = booking;
  const amount = format.money(payment.amountCents, booking.currency);
  if (booking.totalCents === 0) return <p className="text-ink">{t('receipt.nothingToPay')}</p>;
  if (payment.method === 'on_arrival') {
    return (
      <p className="text-ink">
        {t(booking.kind === 'ride' ? 'receipt.onArrivalDriver' : 'receipt.onArrival', { amount })}
        {payment.acceptedMeans.length ? (
          <span className="block text-muted">
            {t(booking.kind === 'ride' ? 'payment.acceptedDriver' : 'payment.acceptedHost', {
              means: meansList(payment.acceptedMeans),
            })}
          </span>
        ) : null}
      </p>
    );
  }
  if (payment.status === 'paid') {
    return (
      <p className="font-medium text-ink">
        {t('receipt.paidOnline', {
          amount,
          date: format.date(payment.paidAt ?? booking.createdAt, { dateStyle: 'long' }),
        })}
      </p>
    );
  }
  return (
    <p className="text-ink">
      {t(payment.status === 'pending' ? 'payment.due' : 'receipt.notPaid', { amount })}
    </p>
  );
}

/** What came back: Stripe's refund and where it stands, or, paid on arrival, the refund the cancel recorded. */
function Refund({ booking }: { booking: Booking }) {
  const { payment } = booking;
  if (payment.refund) return <RefundStatus refund={payment.refund} currency={booking.currency} />;
  if (booking.status !== 'cancelled' || payment.status === 'unpaid') return null;
  return (
    <p>
      <RefundedLine
        cancellation={booking.cancellation}
        totalCents={booking.totalCents}
        currency={booking.currency}
      />
    </p>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}
