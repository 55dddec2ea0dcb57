import { useTranslation } from 'react-i18next';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { messageKey } from '@orchim/shared/messages';
import type { MealQuote as MealQuoteResult } from '@orchim/shared/meals';
import { QuoteFailure } from '@/components/booking/quote-failure';
import { useFormat } from '@/lib/format';

/**
 * The price of the chosen seats as the server quoted it (per guest × guests = total, or Free), and
 * whether the sitting still has room for them. A refusal (a day the meal is not served, more guests
 * than the table) shows its product §8 message; too few seats left also says how many there are.
 */
export function MealQuote({ quote }: { quote: UseQueryResult<MealQuoteResult> }) {
  const { t } = useTranslation(['meals', 'bookings']);
  const format = useFormat();

  if (quote.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('booking.quoteLoading')}</span>
        <div aria-hidden="true" className="h-4 w-3/4 animate-pulse rounded bg-navy-50" />
        <div aria-hidden="true" className="h-5 w-full animate-pulse rounded bg-navy-50" />
      </div>
    );
  }
  if (quote.isError) return <QuoteFailure quote={quote} />;

  const { data } = quote;
  const money = (cents: number) => format.money(cents, data.currency);
  const free = data.pricePerGuestCents === 0;
  return (
    <div className="space-y-3">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            {free
              ? t('bookings:units.guests', { count: data.guests })
              : t('bookings:price.perGuestLine', {
                  price: money(data.pricePerGuestCents),
                  guests: t('bookings:units.guests', { count: data.guests }),
                })}
          </dt>
          <dd className="text-ink tabular-nums">
            {free ? t('bookings:price.free') : money(data.totalCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold text-navy-800">
          <dt>{t('bookings:price.total')}</dt>
          <dd className="tabular-nums">{free ? t('bookings:price.free') : money(data.totalCents)}</dd>
        </div>
      </dl>
      {data.available ? (
        <p className="flex items-center gap-2 text-sm font-medium text-success">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('booking.available')}
        </p>
      ) : (
        <div role="alert" className="flex gap-2 text-sm font-medium text-danger">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {data.seatsLeft > 0 ? (
              <>
                {t(messageKey('tooManyGuests'), { ns: 'common' })}{' '}
                {t('bookings:refusals.seatsLeft', { count: data.seatsLeft })}
              </>
            ) : (
              t(messageKey('bookingUnavailable'), { ns: 'common' })
            )}
          </p>
        </div>
      )}
    </div>
  );
}
