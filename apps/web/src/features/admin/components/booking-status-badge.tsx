import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import type { BookingStatus } from '@orchim/shared/booking-vocabulary';
import { StatusBadge, type BadgeTone } from './status-badge';

const LOOK = {
  confirmed: { tone: 'good', icon: CircleCheck },
  cancelled: { tone: 'bad', icon: CircleX },
} as const satisfies Record<BookingStatus, { tone: BadgeTone; icon: typeof CircleX }>;

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <StatusBadge tone={LOOK[status].tone} icon={LOOK[status].icon}>
      {t(`bookingState.${status}`)}
    </StatusBadge>
  );
}
