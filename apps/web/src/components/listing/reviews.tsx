import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MessageSquareQuote } from 'lucide-react';
import type { ReviewedResource } from '@orchim/shared/reviews';
import type { ReviewPage } from '@orchim/shared/stays';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { reviewsQueryOptions } from '@/lib/reviews-query';
import { ReviewForm } from './review-form';
import { LoadFailure } from '@/components/ui/load-failure';
import { ReviewContent, Stars } from './review-parts';

type Props = {
  /** The listing, as its API resource and id (/rest/v1/{resource}/{id}/reviews). */
  resource: ReviewedResource;
  id: string;
  titleId: string;
  /** What an empty list says next ("Guests can review this home after their stay." by default). */
  emptyLead?: string;
};

/**
 * What earlier guests said about a listing, newest first, a page at a time, with the average of them all,
 * and the reader's own review (to write, or to see and edit). Its words are in the `bookings` namespace,
 * which every detail page loads.
 */
export function ListingReviews({ resource, id, titleId, emptyLead }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const reviews = useInfiniteQuery(reviewsQueryOptions(resource, id));
  const first = reviews.data?.pages[0];

  return (
    <div aria-busy={reviews.isPending || undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-navy-800">
          {t('reviews.title')}
        </h2>
        {first && first.average !== null && first.count > 0 ? (
          <p className="flex items-center gap-2 text-ink">
            <Stars rating={first.average} />
            <span className="font-semibold">
              {format.number(first.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </span>
            <span className="text-muted">· {t('units.reviews', { count: first.count })}</span>
          </p>
        ) : null}
      </div>
      <ReviewList reviews={reviews} emptyLead={emptyLead} />
      {/* Always the last child, so it keeps its state (the thanks) while the list above changes shape. */}
      <ReviewForm resource={resource} id={id} className="mt-6" />
    </div>
  );
}

function ReviewList({
  reviews,
  emptyLead,
}: {
  reviews: UseInfiniteQueryResult<InfiniteData<ReviewPage>>;
  emptyLead: string | undefined;
}) {
  const { t } = useTranslation('bookings');

  if (reviews.isPending) {
    return (
      <div role="status" className="mt-4 space-y-3">
        <span className="sr-only">{t('reviews.loading')}</span>
        <div aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-navy-50" />
        <div aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-navy-50" />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <LoadFailure
        className="mt-4"
        error={reviews.error}
        retryLabel={t('reviews.retry')}
        onRetry={() => void reviews.refetch()}
      />
    );
  }

  const items = reviews.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="mt-4 flex items-center gap-4 rounded-xl border border-dashed border-line bg-surface p-5">
        <MessageSquareQuote className="size-8 shrink-0 text-brick-600" aria-hidden="true" />
        <div>
          <p className="font-semibold text-ink">{t('reviews.empty')}</p>
          <p className="text-sm text-muted">{emptyLead ?? t('reviews.emptyLead')}</p>
        </div>
      </div>
    );
  }
  return (
    <>
      <ul className="mt-5 space-y-4">
        {items.map((review) => (
          <li key={review.id} className="rounded-xl border border-line bg-surface p-5">
            <ReviewContent review={review} />
          </li>
        ))}
      </ul>
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-5"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? t('reviews.loadingMore') : t('reviews.more')}
        </Button>
      ) : null}
    </>
  );
}
