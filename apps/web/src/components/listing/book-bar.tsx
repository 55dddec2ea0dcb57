import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type BookBarProps = {
  /** The price shown ("$450"), and what it is ("total", "per night")… */
  amount: string;
  unit: string;
  /** …or the word for a free listing instead. */
  free?: string | null;
  /** Brings the booking card into view. */
  onBook: () => void;
};

/**
 * On a phone, a bar at the bottom keeps the price and a way to the booking card in reach while the
 * visitor reads. Hidden from the `lg` breakpoint, where the booking card sticks beside the content.
 */
export function BookBar({ amount, unit, free, onBook }: BookBarProps) {
  const { t } = useTranslation('bookings');
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-4px_16px_rgb(31_36_48/0.08)] backdrop-blur-sm lg:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
        <p className="min-w-0 text-sm text-muted">
          {free ? (
            <span className="text-lg font-bold text-success">{free}</span>
          ) : (
            <>
              <span className="text-lg font-bold text-navy-800">{amount}</span> {unit}
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
