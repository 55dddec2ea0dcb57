import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { reveal, useReached } from '@/lib/reveal';

export type BookBarPrice = {
  /** The price shown ("$450"), and what it is ("total", "per night")… */
  amount: string;
  unit: string;
  /** …or the word for a free listing instead. */
  free?: string | null;
};

/**
 * On a phone, a bar at the bottom keeps the price and a way to the booking card in reach while the
 * visitor reads. It steps aside once the card is on screen or scrolled past (it would only repeat it, and
 * would cover the footer), and is hidden from the `lg` breakpoint, where the card sticks beside the
 * content. Book scrolls to the card's heading (`#book-title`) and moves focus there.
 *
 * The bar watches the card itself, so only the bar re-renders when the card comes into view.
 */
export function BookBar({
  amount,
  unit,
  free,
  card,
}: BookBarPrice & { card: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('bookings');
  if (useReached(card)) return null;
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
        <Button
          variant="accent"
          onClick={() => reveal(card.current?.querySelector('#book-title') ?? null)}
          className="shrink-0"
        >
          {t('bar.book')}
        </Button>
      </div>
    </div>
  );
}
