import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, Phone, Sparkles, XCircle } from 'lucide-react';
import type { HostBooking } from '@orchim/shared/host';
import { BookingKindLabel } from '@/components/booking/booking-kind';
import { BookingStatusBadge } from '@/components/booking/booking-status';
import { RefundedLine } from '@/components/booking/cancellation';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { useHostBookingWhen } from './booking-when';
import { CancelHostBookingDialog } from './cancel-host-booking-dialog';

/**
 * One booking on the host's listings: the listing, the guest and how to reach them, when and how many,
 * the total, what they asked for; who cancelled it and why; and the host's Cancel while it may be.
 * `fresh` marks a booking that arrived while the page was open.
 */
export function HostBookingCard({
  booking,
  fresh = false,
  onCancelling,
}: {
  booking: HostBooking;
  fresh?: boolean;
  /** The host is cancelling this booking (its event is then theirs, not news). */
  onCancelling: (id: string) => void;
}) {
  const { t } = useTranslation('host');
  const format = useFormat();
  const when = useHostBookingWhen();
  const titleId = useId();
  const [cancelling, setCancelling] = useState(false);
  // Set when the host has cancelled: focus stays in the card once the dialog has closed.
  const focusHeadingNext = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const guest = `${booking.firstName} ${booking.lastName}`.trim();
  const lines = when(booking);
  const units = booking.ride ? 'units.passengers' : 'units.guests';

  // After every render: the Cancel button is about to leave the card, so once the dialog has closed (its
  // own layout effect runs first and gives focus back to that button), focus moves to the card's heading.
  useLayoutEffect(() => {
    if (!focusHeadingNext.current || cancelling) return;
    focusHeadingNext.current = false;
    headingRef.current?.focus();
  });

  return (
    <article
      aria-labelledby={titleId}
      className={
        fresh
          ? 'rounded-(--radius-card) border border-gold-500 bg-surface shadow-(--shadow-card) ring-2 ring-gold-400/40'
          : 'rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5 border-b border-line px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <BookingKindLabel kind={booking.kind} />
            {fresh ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-gold-700">
                <Sparkles className="size-3.5" aria-hidden="true" />
                {t('bookings.card.new')}
              </span>
            ) : null}
          </div>
          <h3
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="mt-0.5 font-semibold text-navy-800 focus:outline-none"
          >
            <bdi>{guest}</bdi>{' '}
            <span className="font-normal text-muted">
              · <bdi>{booking.listingTitle}</bdi>
            </span>
          </h3>
        </div>
        <BookingStatusBadge booking={booking} />
      </div>

      <dl className="grid gap-x-6 gap-y-3 px-4 py-4 text-sm sm:grid-cols-2 sm:px-5 lg:grid-cols-4">
        <Fact label={t('bookings.card.when')}>
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Fact>
        <Fact label={t('bookings.card.guest')}>
          <span className="block">
            <a
              href={`mailto:${booking.email}`}
              aria-label={t('bookings.card.email', { name: guest })}
              className="inline-flex max-w-full items-center gap-1.5 text-navy-700 underline-offset-4 hover:underline"
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span dir="ltr" className="truncate">
                {booking.email}
              </span>
            </a>
          </span>
          {booking.phone ? (
            <span className="block">
              <a
                href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}
                aria-label={t('bookings.card.call', { name: guest })}
                className="inline-flex items-center gap-1.5 text-navy-700 underline-offset-4 hover:underline"
              >
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                <span dir="ltr">{booking.phone}</span>
              </a>
            </span>
          ) : null}
        </Fact>
        <Fact label={t('bookings.card.guests')}>
          {t(units, { ns: 'bookings', count: booking.numberOfGuests })}
          {booking.ride?.luggage ? (
            <span className="block text-muted">
              {t('units.bags', { ns: 'bookings', count: booking.ride.luggage })}
            </span>
          ) : null}
          {booking.ride?.flightNumber ? (
            <span className="block text-muted">
              {t('bookings.card.flight', { number: `\u2066${booking.ride.flightNumber}\u2069` })}
            </span>
          ) : null}
        </Fact>
        <Fact label={t('bookings.card.total')}>
          <span className="font-semibold">
            {booking.totalCents === 0
              ? t('price.free', { ns: 'bookings' })
              : format.money(booking.totalCents, booking.currency)}
          </span>
          <span className="block text-muted">
            {t('bookings.card.reference')}{' '}
            <span dir="ltr" className="font-mono">
              {booking.reference}
            </span>
          </span>
        </Fact>
        {booking.specialRequests ? (
          <Fact label={t('bookings.card.requests')} wide>
            <span dir="auto" className="whitespace-pre-line">
              {booking.specialRequests}
            </span>
          </Fact>
        ) : null}
        {booking.meal?.dietaryNeeds ? (
          <Fact label={t('bookings.card.dietary')} wide>
            <span dir="auto" className="whitespace-pre-line">
              {booking.meal.dietaryNeeds}
            </span>
          </Fact>
        ) : null}
      </dl>

      {booking.status === 'cancelled' ? (
        <div className="mx-4 mb-4 flex gap-2 rounded-xl bg-danger/5 p-3 text-sm sm:mx-5">
          <XCircle className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
          <div>
            <p className="font-medium text-danger">
              {t(`bookings.card.cancelled.${booking.cancelledBy ?? 'unknown'}`, {
                date: booking.cancelledAt ? format.date(booking.cancelledAt, { dateStyle: 'medium' }) : '',
              })}
            </p>
            {booking.cancelReason ? (
              <p className="mt-0.5 text-ink">
                {t('bookings.card.reason', { reason: `\u2068${booking.cancelReason}\u2069` })}
              </p>
            ) : null}
            <RefundedLine
              cancellation={booking.cancellation}
              totalCents={booking.totalCents}
              currency={booking.currency}
              className="mt-0.5 block"
            />
          </div>
        </div>
      ) : null}

      {booking.canCancel ? (
        <div className="flex justify-end border-t border-line px-4 py-3 sm:px-5">
          <Button variant="outline" size="sm" aria-describedby={titleId} onClick={() => setCancelling(true)}>
            {t('bookings.cancel.button')}
          </Button>
          <CancelHostBookingDialog
            booking={booking}
            guest={guest}
            when={lines[0] ?? ''}
            open={cancelling}
            onClose={() => setCancelling(false)}
            onSending={() => onCancelling(booking.id)}
            onCancelled={() => {
              focusHeadingNext.current = true;
              setCancelling(false);
            }}
          />
        </div>
      ) : null}
    </article>
  );
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}
