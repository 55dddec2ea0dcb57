import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

/** A stay's price as the server quotes or books it. */
export type PriceLines = {
  nights: number;
  pricePerNightCents: number;
  subtotalCents: number;
  cleaningFeeCents: number;
  totalCents: number;
  currency: string;
};

/** One line above the total: what it is ("$25.00 × 3 guests") and what it costs. */
export type PriceLine = { label: string; cents: number };

type Props = { className?: string } & (
  { price: PriceLines } | { lines: readonly PriceLine[]; totalCents: number; currency: string }
);

/**
 * Price lines and their total, as the server computed them (a quote before booking, the booked price
 * after): the browser never adds up money it shows. A stay passes its `price` (nights × price, the
 * cleaning fee); other kinds pass their own `lines`. A total of nothing reads "Free".
 */
export function PriceBreakdown(props: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const currency = 'price' in props ? props.price.currency : props.currency;
  const money = (cents: number) => format.money(cents, currency);
  const lines: readonly PriceLine[] =
    'price' in props
      ? [
          {
            label: t('price.nightsLine', {
              price: money(props.price.pricePerNightCents),
              nights: t('units.nights', { count: props.price.nights }),
            }),
            cents: props.price.subtotalCents,
          },
          { label: t('price.cleaningFee'), cents: props.price.cleaningFeeCents },
        ]
      : props.lines;
  const totalCents = 'price' in props ? props.price.totalCents : props.totalCents;
  return (
    <dl className={cn('space-y-2 text-sm', props.className)}>
      {lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt className="text-muted">{line.label}</dt>
          <dd className="text-ink tabular-nums">{money(line.cents)}</dd>
        </div>
      ))}
      <div
        className={cn(
          'flex justify-between gap-4 text-base font-semibold text-navy-800',
          lines.length > 0 && 'border-t border-line pt-3',
        )}
      >
        <dt>{t('price.total')}</dt>
        <dd className="tabular-nums">{totalCents === 0 ? t('price.free') : money(totalCents)}</dd>
      </div>
    </dl>
  );
}
