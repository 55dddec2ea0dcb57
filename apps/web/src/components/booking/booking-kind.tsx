import { useTranslation } from 'react-i18next';
import { CarFront, House, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import type { BookingKind } from '@orchim/shared/bookings';
import { cn } from '@/lib/cn';

/** One icon per kind of booking, wherever a booking says what it is. */
export const KIND_ICONS: Record<BookingKind, LucideIcon> = {
  stay: House,
  meal: UtensilsCrossed,
  ride: CarFront,
};

/** "Stay", "Shabbos meal", "Ride", with its icon. */
export function BookingKindLabel({ kind, className }: { kind: BookingKind; className?: string }) {
  const { t } = useTranslation('bookings');
  const Icon = KIND_ICONS[kind];
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-semibold text-brick-700', className)}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {t(`kinds.${kind}`)}
    </span>
  );
}
