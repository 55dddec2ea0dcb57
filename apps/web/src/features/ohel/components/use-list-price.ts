import { useFormat } from '@/lib/format';

/**
 * Prices on the cards: "$45", not "$45.00" (the cents only when there are some), as the stays list shows
 * them. (features/stays keeps its own copy; a shared lib/use-money.ts would serve both.)
 */
export function useListPrice() {
  const format = useFormat();
  return (cents: number, currency: string) =>
    format.number(cents / 100, {
      style: 'currency',
      currency,
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2,
    });
}
