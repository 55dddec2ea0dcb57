import { useTranslation } from 'react-i18next';
import type { Booking } from '@orchim/shared/bookings';
import { todayInNewYork } from '@orchim/shared/dates';
import { cn } from '@/lib/cn';

type Shown = 'confirmed' | 'cancelled' | 'completed';

/** A confirmed stay whose check-out day has come reads "Completed"; the server's status is otherwise shown as is. */
export function shownStatus(booking: Pick<Booking, 'status' | 'stay'>, today = todayInNewYork()): Shown {
  if (booking.status === 'cancelled') return 'cancelled';
  return booking.stay && booking.stay.checkOut <= today ? 'completed' : 'confirmed';
}

const TONES: Record<Shown, string> = {
  confirmed: 'bg-success/10 text-success',
  completed: 'bg-navy-50 text-navy-700',
  cancelled: 'bg-danger/10 text-danger',
};

export function BookingStatusBadge({
  booking,
  className,
}: {
  booking: Pick<Booking, 'status' | 'stay'>;
  className?: string;
}) {
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
