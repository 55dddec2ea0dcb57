import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { refusalText } from './refusal';

/** What a quote's box reads of its TanStack query (a UseQueryResult fits). */
type FailedQuote = { error: unknown; isFetching: boolean; refetch: () => unknown };

/**
 * A price quote that failed: its product §8 message, and a retry when asking again may help (no answer, or
 * the server could not serve it, as while the database is away). A refusal (dates, guests) gets none:
 * the visitor changes the choice instead, which asks again.
 */
export function QuoteFailure({ quote }: { quote: FailedQuote }) {
  const { t } = useTranslation('bookings');
  const { error } = quote;
  const retryable = !(error instanceof ApiError) || error.isNetwork || error.status >= 500;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm font-medium text-danger">
      <p className="flex gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {refusalText(error, t)}
      </p>
      {retryable ? (
        <Button variant="outline" size="sm" onClick={() => void quote.refetch()} disabled={quote.isFetching}>
          {t('detail.retry')}
        </Button>
      ) : null}
    </div>
  );
}
