import { useTranslation } from 'react-i18next';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { BOOKING_ERROR_CODES } from '@orchim/shared/bookings';
import { messageKey } from '@orchim/shared/messages';
import { PriceBreakdown } from '@/features/bookings/components/price-breakdown';
import { ApiError } from '@/lib/api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StayQuoteResult } from '@orchim/shared/stays';

/** The SPEC §8 message for a quote or booking the server refused. */
export function refusalMessageKey(error: unknown) {
  if (!(error instanceof ApiError)) return messageKey('general');
  if (error.isNetwork) return messageKey('network');
  if (error.code === BOOKING_ERROR_CODES.invalidDates) return messageKey('invalidDates');
  if (error.code === BOOKING_ERROR_CODES.tooManyGuests) return messageKey('tooManyGuests');
  if (error.code === BOOKING_ERROR_CODES.unavailable) return messageKey('bookingUnavailable');
  return messageKey('general');
}

/**
 * The price of the chosen nights as the server quoted it, and whether they are still free. Until both
 * dates are chosen it says so; a refusal (dates, guests) shows its SPEC §8 message.
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
  if (quote.isError) {
    return (
      <p role="alert" className="flex gap-2 text-sm font-medium text-danger">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t(refusalMessageKey(quote.error), { ns: 'common' })}
      </p>
    );
  }
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
