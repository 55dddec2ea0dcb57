import { useFormat } from '@/lib/format';

/**
 * Prices on cards and in booking cards: "$170", not "$170.00" (the cents only when there are some).
 * Prices are mostly whole dollars, and a row of cards reads calmer without a wall of zeros.
 */
export function useMoney() {
  const format = useFormat();
  return (cents: number, currency: string) =>
    format.number(cents / 100, {
      style: 'currency',
      currency,
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2,
    });
}
