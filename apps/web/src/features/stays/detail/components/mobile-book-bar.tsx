import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';

/**
 * On a phone, a bar at the bottom keeps the price and a way to the booking form in reach while the
 * visitor reads. Hidden from the `lg` breakpoint, where the booking card sticks beside the content.
 */
export function MobileBookBar({
  pricePerNightCents,
  totalCents,
  currency,
  onBook,
}: {
  pricePerNightCents: number;
  /** The quoted total of the chosen dates, when there is one. */
  totalCents: number | null;
  currency: string;
  onBook: () => void;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-4px_16px_rgb(31_36_48/0.08)] backdrop-blur-sm lg:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
        <p className="min-w-0 text-sm text-muted">
          {totalCents !== null ? (
            <>
              <span className="text-lg font-bold text-navy-800">{format.money(totalCents, currency)}</span>{' '}
              {t('bar.total')}
            </>
          ) : (
            <>
              <span className="text-lg font-bold text-navy-800">
                {format.money(pricePerNightCents, currency)}
              </span>{' '}
              {t('card.perNight')}
            </>
          )}
        </p>
        <Button variant="accent" onClick={onBook} className="shrink-0">
          {t('bar.book')}
        </Button>
      </div>
    </div>
  );
}
