import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Hourglass, TimerOff } from 'lucide-react';
import type { BookingStatus } from '@orchim/shared/booking-vocabulary';
import { StatusBadge, type BadgeTone } from './status-badge';

/** Awaiting payment while Stripe Checkout is open; expired once its hold lapsed (decision 039). */
const LOOK = {
  pending_payment: { tone: 'warn', icon: Hourglass },
  confirmed: { tone: 'good', icon: CircleCheck },
  cancelled: { tone: 'bad', icon: CircleX },
  expired: { tone: 'calm', icon: TimerOff },
} as const satisfies Record<BookingStatus, { tone: BadgeTone; icon: typeof CircleX }>;

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <StatusBadge tone={LOOK[status].tone} icon={LOOK[status].icon}>
      {t(`bookingState.${status}`)}
    </StatusBadge>
  );
}
