import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { CircleCheck, CircleX, Clock, TimerOff } from 'lucide-react';
import type { Booking, BookingKind, BookingStatus } from '@orchim/shared/bookings';
import { messageKey } from '@orchim/shared/messages';
import { CalendarDownloadButton } from '@/components/calendar/calendar-download-button';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { isNotFound, LoadErrorScreen } from '@/components/load-error-screen';
import { BookingConversation } from '@/components/messages/booking-conversation';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useBooking } from '@/lib/bookings/get-booking';
import { useBookingWhen } from '@/components/booking/booking-when';
import { BookingDetails } from './components/booking-details';
import { BookingKindLabel } from '@/components/booking/booking-kind';
import { BookingPrice } from './components/booking-price';
import { BookingTerms } from './components/booking-terms';
import { BookingStatusBadge } from '@/components/booking/booking-status';
import { notify } from '@/lib/notify';
import {
  checkoutReturnOf,
  PaymentPrompt,
  PaymentSummary,
  ReceiptLink,
  type CheckoutReturn,
} from './components/booking-payment';
import { CancelBookingDialog } from './components/cancel-booking-dialog';
import { CopyReference } from './components/copy-reference';

/** How often the page asks again while Stripe's webhook has not confirmed a paid booking (decision 039 §5). */
const CONFIRMING_POLL_MS = 2_000;

/** The page's heading by status; a held booking back from Stripe's success URL is being confirmed. */
function titleKey(status: BookingStatus, checkout: CheckoutReturn) {
  if (status === 'pending_payment') {
    return checkout === 'done' ? 'confirmation.confirmingTitle' : 'confirmation.pendingTitle';
  }
  if (status === 'expired') return 'confirmation.expiredTitle';
  return status === 'cancelled' ? 'confirmation.cancelledTitle' : 'confirmation.title';
}

/**
 * /bookings/{id} (signed in): the confirmation a guest lands on after booking and comes back to later.
 * Paid online, it is also where Stripe Checkout sends the guest back (?checkout=done or =cancelled,
 * docs/decisions/039-online-payment.md): back from paying, it reads the booking every 2 seconds until
 * the webhook has confirmed it.
 */
export default function BookingPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const checkout = checkoutReturnOf(params.get('checkout'));
  const { t } = useTranslation('bookings');
  const booking = useBooking(id, {
    refetchInterval: (status) =>
      checkout === 'done' && status === 'pending_payment' ? CONFIRMING_POLL_MS : false,
  });
  // An error names the page after its heading, as every page does.
  usePageTitle(
    booking.isError
      ? isNotFound(booking.error)
        ? t('confirmation.notFound.title')
        : t(messageKey('screenError'), { ns: 'common' })
      : booking.data
        ? t(titleKey(booking.data.status, checkout))
        : t('confirmation.pageTitle'),
  );
  if (booking.isPending) return <BookingSkeleton />;
  if (booking.isError) return <BookingError error={booking.error} onRetry={() => void booking.refetch()} />;
  return <BookingConfirmation booking={booking.data} checkout={checkout} />;
}

/** Per kind: what the header says once the booking is made or cancelled, and until when it can be cancelled. */
const KIND_TEXTS = {
  stay: { lead: 'confirmation.lead', cancelledLead: 'confirmation.cancelledLead', hint: 'cancel.hint' },
  meal: {
    lead: 'confirmation.lead',
    cancelledLead: 'confirmation.cancelledLeadMeal',
    hint: 'cancel.hintMeal',
  },
  ride: {
    lead: 'confirmation.leadRide',
    cancelledLead: 'confirmation.cancelledLeadRide',
    hint: 'cancel.hintRide',
  },
} as const satisfies Record<BookingKind, Record<string, string>>;

/** The header's icon and its tint, by status. */
const STATUS_LOOKS = {
  pending_payment: { icon: Clock, tone: 'bg-gold-100 text-gold-700' },
  confirmed: { icon: CircleCheck, tone: 'bg-success/10 text-success' },
  cancelled: { icon: CircleX, tone: 'bg-danger/10 text-danger' },
  expired: { icon: TimerOff, tone: 'bg-navy-50 text-muted' },
} as const satisfies Record<BookingStatus, { icon: typeof Clock; tone: string }>;

function BookingConfirmation({ booking, checkout }: { booking: Booking; checkout: CheckoutReturn }) {
  const { t } = useTranslation('bookings');
  const { session } = useAuth();
  const format = useFormat();
  const when = useBookingWhen();
  const [cancelling, setCancelling] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingOnClose = useRef(false);
  const { status } = booking;
  const cancelled = status === 'cancelled';
  const pending = status === 'pending_payment';

  // Cancelled from the dialog: the Cancel button that opened it is gone, so the browser cannot hand focus
  // back to it; the heading, now "Booking cancelled", takes it. A layout effect, after the dialog's own.
  useLayoutEffect(() => {
    if (cancelling || !focusHeadingOnClose.current) return;
    focusHeadingOnClose.current = false;
    headingRef.current?.focus();
  }, [cancelling]);

  // Confirmed while the guest watched (the webhook arrived as the page asked again): the same toast as a
  // booking confirmed at once, and the heading, now "Booking confirmed", takes focus so it is read out.
  const previousStatus = useRef(status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = status;
    if (before !== 'pending_payment' || status !== 'confirmed') return;
    void notify('success', t(messageKey('bookingConfirmed'), { ns: 'common' }));
    headingRef.current?.focus();
  }, [status, t]);

  const { icon: StatusIcon, tone } = STATUS_LOOKS[status];
  const texts = KIND_TEXTS[booking.kind];
  const lead = cancelled
    ? t(texts.cancelledLead, {
        date: format.date(booking.cancelledAt ?? booking.createdAt, { dateStyle: 'long' }),
      })
    : status === 'expired'
      ? t('confirmation.expiredLead')
      : pending
        ? t(checkout === 'done' ? 'confirmation.confirmingLead' : 'confirmation.pendingLead')
        : t(texts.lead, { email: booking.email });

  return (
    <>
      <header className="border-b border-line bg-linear-to-b from-gold-100/50 to-page">
        <Container className="py-8 sm:py-12">
          <div className="flex items-start gap-4">
            <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${tone}`}>
              <StatusIcon className="size-7" aria-hidden="true" />
            </span>
            <div className="min-w-0 space-y-4">
              <div>
                <BookingKindLabel kind={booking.kind} className="mb-1 text-sm" />
                <h1
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-3xl font-bold tracking-tight text-navy-800 focus:outline-none sm:text-4xl"
                >
                  {t(titleKey(status, checkout))}
                </h1>
                <p className="mt-2 max-w-2xl text-lg text-muted">{lead}</p>
              </div>
              {pending ? (
                <PaymentPrompt booking={booking} checkout={checkout} onCancel={() => setCancelling(true)} />
              ) : null}
              <CopyReference reference={booking.reference} />
              {cancelled || status === 'expired' ? null : (
                <CalendarDownloadButton
                  size="sm"
                  path={`/rest/v1/bookings/${booking.id}/calendar`}
                  fileName={`orchim-${booking.reference}.ics`}
                  accessToken={session?.access_token}
                />
              )}
            </div>
          </div>
        </Container>
      </header>
      <Container className="grid gap-6 py-8 sm:py-10 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          <BookingDetails booking={booking} />
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-navy-800">{t('confirmation.contact')}</h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-muted">{t('confirmation.name')}</dt>
                <dd className="font-medium text-ink">
                  {booking.firstName} {booking.lastName}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t('form.email')}</dt>
                <dd dir="ltr" className="font-medium break-all text-ink rtl:text-end">
                  {booking.email}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t('form.phone')}</dt>
                <dd dir="ltr" className="font-medium text-ink rtl:text-end">
                  {booking.phone}
                </dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-sm text-muted">{t('form.specialRequests')}</dt>
                <dd dir="auto" className="whitespace-pre-line text-ink">
                  {booking.specialRequests.trim() || (
                    <span className="text-muted">{t('confirmation.noRequests')}</span>
                  )}
                </dd>
              </div>
            </dl>
          </Card>
          <BookingConversation bookingId={booking.id} />
        </div>
        <aside aria-labelledby="booking-price-title" className="space-y-4">
          <Card className="space-y-4 p-5 sm:p-6">
            <div className="flex items-center justify-between gap-3">
              <h2 id="booking-price-title" className="text-lg font-semibold text-navy-800">
                {t('confirmation.price')}
              </h2>
              <BookingStatusBadge booking={booking} />
            </div>
            <BookingPrice booking={booking} />
            <PaymentSummary booking={booking} confirming={pending && checkout === 'done'} />
            <p className="text-sm text-muted">
              {t('confirmation.bookedOn', { date: format.date(booking.createdAt, { dateStyle: 'long' }) })}
            </p>
            <ReceiptLink booking={booking} />
          </Card>
          {status === 'expired' ? null : <BookingTerms booking={booking} />}
          {/* A held booking's Cancel sits beside its Pay now, at the top. */}
          {booking.canCancel && !pending ? (
            <Card className="space-y-3 p-5 sm:p-6">
              <h2 className="font-semibold text-navy-800">{t('cancel.heading')}</h2>
              <p className="text-sm text-muted">{t(texts.hint)}</p>
              <Button variant="outline" className="w-full" onClick={() => setCancelling(true)}>
                {t('cancel.open')}
              </Button>
            </Card>
          ) : null}
          <ButtonLink to="/profile" variant="ghost" className="w-full">
            {t('confirmation.allBookings')}
          </ButtonLink>
        </aside>
      </Container>
      {booking.canCancel || cancelling ? (
        <CancelBookingDialog
          booking={booking}
          when={when(booking)}
          open={cancelling}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            focusHeadingOnClose.current = true;
            setCancelling(false);
          }}
        />
      ) : null}
    </>
  );
}

function BookingSkeleton() {
  const { t } = useTranslation();
  const block = 'animate-pulse rounded-xl bg-navy-50 motion-reduce:animate-none';
  return (
    <Container className="py-10">
      <div role="status">
        <span className="sr-only">{t(messageKey('loading'))}</span>
      </div>
      <div aria-hidden="true" className="space-y-4">
        <div className={`${block} h-10 w-2/3`} />
        <div className={`${block} h-12 w-48`} />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className={`${block} h-72 lg:col-span-2`} />
          <div className={`${block} h-56`} />
        </div>
      </div>
    </Container>
  );
}

function BookingError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <LoadErrorScreen
      error={error}
      onRetry={onRetry}
      notFound={{ title: t('confirmation.notFound.title'), lead: t('confirmation.notFound.lead') }}
      retryLabel={t('detail.retry')}
      links={
        <>
          <ButtonLink to="/profile">{t('confirmation.allBookings')}</ButtonLink>
          <ButtonLink to="/stays" variant="outline">
            {t('detail.notFound.browse')}
          </ButtonLink>
        </>
      }
    />
  );
}
