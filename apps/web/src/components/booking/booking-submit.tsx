import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banknote, LockKeyhole } from 'lucide-react';
import type { BookingKind } from '@orchim/shared/booking-vocabulary';
import { PAYMENT_HOLD_MINUTES } from '@orchim/shared/payment-vocabulary';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFormat } from '@/lib/format';

/**
 * The end of every booking form (stay, meal, ride, Ohel shuttle): how the booking will be paid, then the
 * button. Paid online (useBookingSubmit's `online`, docs/decisions/039-online-payment.md) the guest is told
 * they pay the total on Stripe's secure page while the booking is held for PAYMENT_HOLD_MINUTES, and the
 * button says "Continue to payment"; otherwise they pay the host (or the driver) on arrival, as before.
 * A free meal has nothing to pay either way (the server confirms it at once), and says nothing of it.
 */
export function BookingSubmit({
  kind,
  online,
  busy,
  label,
  busyLabel,
  icon,
  free = false,
}: {
  kind: BookingKind;
  online: boolean;
  free?: boolean;
  busy: boolean;
  /** The kind's own words for booking on arrival ("Confirm booking"). */
  label: string;
  busyLabel: string;
  icon: ReactNode;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const paidOnline = online && !free;
  const Icon = paidOnline ? LockKeyhole : Banknote;
  return (
    <div className="space-y-3">
      {free ? null : (
        <p className="flex gap-2 rounded-xl bg-navy-50 px-3 py-2.5 text-sm text-navy-800">
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {paidOnline
            ? t('payment.form.online', { minutes: format.number(PAYMENT_HOLD_MINUTES) })
            : t(`payment.form.onArrival.${kind}`)}
        </p>
      )}
      <SubmitButton
        busy={busy}
        label={paidOnline ? t('payment.form.continue') : label}
        busyLabel={paidOnline ? t('payment.form.redirecting') : busyLabel}
        icon={paidOnline ? <LockKeyhole className="size-5" aria-hidden="true" /> : icon}
      />
    </div>
  );
}
