import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import type { AdminOverview } from '@orchim/shared/admin';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useMoney } from '@/lib/use-money';

type Revenue = AdminOverview['revenue'];

/** "2026-05" as a date in the middle of that month (safe in every time zone). */
const monthDate = (month: string) => `${month}-15T12:00:00Z`;

/**
 * Confirmed bookings' revenue by month, per currency: bars drawn with CSS (decorative), and the same
 * figures in a table for assistive technology. Over the year, how it was paid (online through Stripe, on
 * arrival) and what was refunded through Stripe; and the refunds Stripe has not accepted yet, which lead
 * to the cancelled bookings (docs/decisions/039-online-payment.md).
 */
export function RevenueChart({
  revenue,
  failedRefunds,
  failedRefundsHref,
}: {
  revenue: Revenue;
  failedRefunds: number;
  failedRefundsHref: string;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const currencies = [...new Set(revenue.map((row) => row.currency))];
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-navy-800">{t('overview.revenue.title')}</h3>
          <p className="mt-1 text-sm text-muted">{t('overview.revenue.lead')}</p>
        </div>
        <Link
          to={failedRefundsHref}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold underline-offset-4 hover:underline',
            failedRefunds > 0 ? 'bg-danger/10 text-danger' : 'bg-page text-navy-700',
          )}
        >
          {failedRefunds > 0 ? <TriangleAlert className="size-4" aria-hidden="true" /> : null}
          {t('overview.revenue.failedRefunds', {
            count: failedRefunds,
            refunds: format.number(failedRefunds),
          })}
          <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
        </Link>
      </div>
      {currencies.length ? (
        currencies.map((currency) => (
          <CurrencyChart
            key={currency}
            currency={currency}
            rows={revenue.filter((row) => row.currency === currency)}
            showCurrency={currencies.length > 1}
          />
        ))
      ) : (
        <p className="mt-4 text-muted">{t('overview.revenue.none')}</p>
      )}
    </Card>
  );
}

function CurrencyChart({
  currency,
  rows,
  showCurrency,
}: {
  currency: string;
  rows: Revenue;
  showCurrency: boolean;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const money = useMoney();
  const max = Math.max(1, ...rows.map((row) => row.totalCents));
  const total = rows.reduce((sum, row) => sum + row.totalCents, 0);
  const bookings = rows.reduce((sum, row) => sum + row.bookings, 0);
  const sum = (key: 'paidOnlineCents' | 'onArrivalCents' | 'refundedCents') =>
    rows.reduce((all, row) => all + row[key], 0);
  const split = [
    { key: 'paidOnline', cents: sum('paidOnlineCents') },
    { key: 'onArrival', cents: sum('onArrivalCents') },
    { key: 'refunded', cents: sum('refundedCents') },
  ] as const;
  const month = (value: string, style: 'short' | 'long') =>
    format.date(monthDate(value), {
      month: style,
      year: style === 'long' ? 'numeric' : undefined,
      timeZone: 'UTC',
    });

  return (
    <figure className="mt-5">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p className="text-3xl font-bold text-navy-800 tabular-nums">{money(total, currency)}</p>
        <p className="text-sm text-muted">
          {t('overview.revenue.summary', { count: bookings, bookings: format.number(bookings) })}
          {showCurrency ? ` · ${currency}` : null}
        </p>
      </div>
      <dl className="mt-3 flex flex-wrap gap-2 text-sm">
        {split.map((part) => (
          <div key={part.key} className="flex items-baseline gap-1.5 rounded-lg bg-page px-3 py-1.5">
            <dt className="text-muted">{t(`overview.revenue.${part.key}`)}</dt>
            <dd className="font-semibold text-ink tabular-nums">{money(part.cents, currency)}</dd>
          </div>
        ))}
      </dl>
      <div aria-hidden="true" className="mt-5 flex h-44 items-end gap-1 border-b border-line sm:gap-2">
        {rows.map((row) => (
          <div key={row.month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="hidden text-[0.65rem] text-muted tabular-nums md:block">
              {row.totalCents ? money(row.totalCents, currency) : ''}
            </span>
            <div
              title={`${month(row.month, 'long')}: ${money(row.totalCents, currency)}`}
              className="w-full max-w-10 rounded-t-md bg-linear-to-t from-navy-700 to-navy-600"
              style={{ height: `${row.totalCents ? Math.max(3, (row.totalCents / max) * 100) : 0}%` }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1.5 flex gap-1 sm:gap-2">
        {rows.map((row, index) => (
          <span
            key={row.month}
            className={
              index % 2
                ? 'hidden min-w-0 flex-1 text-center text-xs text-muted sm:block'
                : 'min-w-0 flex-1 text-center text-xs text-muted'
            }
          >
            {month(row.month, 'short')}
          </span>
        ))}
      </div>
      {/* Hidden by a <div>: overflow does not apply to a table, so a table made sr-only itself still
          spreads its rows beyond the screen, and a phone widened the whole admin page to fit them. */}
      <div className="sr-only">
        <table>
          <caption>{t('overview.revenue.caption', { currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('overview.revenue.month')}</th>
              <th scope="col">{t('overview.revenue.amount')}</th>
              <th scope="col">{t('overview.revenue.bookings')}</th>
              <th scope="col">{t('overview.revenue.paidOnline')}</th>
              <th scope="col">{t('overview.revenue.onArrival')}</th>
              <th scope="col">{t('overview.revenue.refunded')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{month(row.month, 'long')}</th>
                <td>{money(row.totalCents, currency)}</td>
                <td>{format.number(row.bookings)}</td>
                <td>{money(row.paidOnlineCents, currency)}</td>
                <td>{money(row.onArrivalCents, currency)}</td>
                <td>{money(row.refundedCents, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
