import { useTranslation } from 'react-i18next';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { PriceBreakdown } from '@/components/booking/price-breakdown';
import { QuoteFailure } from '@/components/booking/quote-failure';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StayQuoteResult } from '@orchim/shared/stays';

/**
 * The price of the chosen nights as the server quoted it, and whether they are still free. Until both
 * dates are chosen it says so; a refusal (dates, guests) shows its product §8 message.
 */
export function StayQuote({
  quote,
  hasDates,
}: {
  quote: UseQueryResult<StayQuoteResult>;
  hasDates: boolean;
}) {
  const { t } = useTranslation('bookings');
  if (!hasDates) return <p className="text-sm text-muted">{t('quote.addDates')}</p>;
  if (quote.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('quote.loading')}</span>
        <div aria-hidden="true" className="h-4 w-3/4 animate-pulse rounded bg-navy-50" />
        <div aria-hidden="true" className="h-4 w-1/2 animate-pulse rounded bg-navy-50" />
        <div aria-hidden="true" className="h-5 w-full animate-pulse rounded bg-navy-50" />
      </div>
    );
  }
  if (quote.isError) return <QuoteFailure quote={quote} />;
  const { data } = quote;
  return (
    <div className="space-y-3">
      <PriceBreakdown price={data} />
      {data.available ? (
        <p className="flex items-center gap-2 text-sm font-medium text-success">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('quote.available')}
        </p>
      ) : (
        <p role="alert" className="flex gap-2 text-sm font-medium text-danger">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('quote.unavailable')}
        </p>
      )}
    </div>
  );
}
