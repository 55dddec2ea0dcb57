import { useTranslation } from 'react-i18next';
import type { Booking } from '@orchim/shared/bookings';
import { todayInNewYork } from '@orchim/shared/dates';
import { cn } from '@/lib/cn';

type Shown = 'pending_payment' | 'confirmed' | 'cancelled' | 'expired' | 'completed';

type Shownable = Pick<Booking, 'status' | 'stay' | 'meal' | 'ride'>;

/**
 * A confirmed booking that is over reads "Completed": a stay from its check-out day, a meal once its
 * Shabbos or Yom Tov has passed, a ride from its pickup. The server's status is otherwise shown as is:
 * "Awaiting payment" while Stripe Checkout is open, "Not paid in time" once its hold lapsed
 * (docs/decisions/039-online-payment.md).
 */
export function shownStatus(booking: Shownable, now = new Date()): Shown {
  if (booking.status !== 'confirmed') return booking.status;
  const today = todayInNewYork(now);
  const over = booking.stay
    ? booking.stay.checkOut <= today
    : booking.meal
      ? booking.meal.date < today
      : booking.ride
        ? Date.parse(booking.ride.pickupAt) <= now.getTime()
        : false;
  return over ? 'completed' : 'confirmed';
}

const TONES: Record<Shown, string> = {
  pending_payment: 'bg-gold-100 text-gold-700',
  confirmed: 'bg-success/10 text-success',
  completed: 'bg-navy-50 text-navy-700',
  cancelled: 'bg-danger/10 text-danger',
  expired: 'bg-navy-50 text-muted',
};

export function BookingStatusBadge({ booking, className }: { booking: Shownable; className?: string }) {
  const { t } = useTranslation('bookings');
  const status = shownStatus(booking);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
        className,
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
