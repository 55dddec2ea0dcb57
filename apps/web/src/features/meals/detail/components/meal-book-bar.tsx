import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMealFormat } from '../../meal-format';

/**
 * On a phone, a bar at the bottom keeps the price and a way to the booking card in reach while the
 * visitor reads. Hidden from the `lg` breakpoint, where the booking card sticks beside the content.
 */
export function MealBookBar({
  pricePerGuestCents,
  totalCents,
  currency,
  onBook,
}: {
  pricePerGuestCents: number;
  /** The quoted total of the chosen seats, when there is one. */
  totalCents: number | null;
  currency: string;
  onBook: () => void;
}) {
  const { t } = useTranslation(['meals', 'bookings']);
  const mealFormat = useMealFormat();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-4px_16px_rgb(31_36_48/0.08)] backdrop-blur-sm lg:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
        <p className="min-w-0 text-sm text-muted">
          {pricePerGuestCents === 0 ? (
            <span className="text-lg font-bold text-success">{t('bookings:price.free')}</span>
          ) : totalCents !== null ? (
            <>
              <span className="text-lg font-bold text-navy-800">
                {mealFormat.money(totalCents, currency)}
              </span>{' '}
              {t('bookings:bar.total')}
            </>
          ) : (
            <>
              <span className="text-lg font-bold text-navy-800">
                {mealFormat.money(pricePerGuestCents, currency)}
              </span>{' '}
              {t('booking.perGuest')}
            </>
          )}
        </p>
        <Button variant="accent" onClick={onBook} className="shrink-0">
          {t('bookings:bar.book')}
        </Button>
      </div>
    </div>
  );
}
