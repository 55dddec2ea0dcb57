import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

export type PriceLines = {
  nights: number;
  pricePerNightCents: number;
  subtotalCents: number;
  cleaningFeeCents: number;
  totalCents: number;
  currency: string;
};

/**
 * Nights × price, the cleaning fee and the total, as the server computed them (a quote before booking, the
 * booked price after): the browser never adds up money it shows.
 */
export function PriceBreakdown({ price, className }: { price: PriceLines; className?: string }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const money = (cents: number) => format.money(cents, price.currency);
  return (
    <dl className={cn('space-y-2 text-sm', className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">
          {t('price.nightsLine', {
            price: money(price.pricePerNightCents),
            nights: t('units.nights', { count: price.nights }),
          })}
        </dt>
        <dd className="tabular-nums text-ink">{money(price.subtotalCents)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('price.cleaningFee')}</dt>
        <dd className="tabular-nums text-ink">{money(price.cleaningFeeCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold text-navy-800">
        <dt>{t('price.total')}</dt>
        <dd className="tabular-nums">{money(price.totalCents)}</dd>
      </div>
    </dl>
  );
}
