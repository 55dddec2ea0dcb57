import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MessageSquareQuote, Star } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import type { ReviewsQueryOptions } from '@/lib/reviews-query';

/** Five stars, `rating` of them filled; read out as "Rated 4 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <span
      role="img"
      aria-label={t('reviews.rated', { rating: format.number(rating, { maximumFractionDigits: 1 }) })}
      className={cn('inline-flex gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= Math.round(rating) ? 'fill-gold-500 text-gold-500' : 'fill-none text-line',
          )}
        />
      ))}
    </span>
  );
}

type Props = {
  /** The listing's reviews (lib/reviews-query.ts: `reviewsQueryOptions('stays', id)`). */
  query: ReviewsQueryOptions;
  titleId: string;
  /** What an empty list says next ("Guests can review this home after their stay." by default). */
  emptyLead?: string;
};

/**
 * What earlier guests said about a listing, newest first, a page at a time, with the average of them all.
 * Its words are in the `bookings` namespace, which every detail page loads.
 */
export function ListingReviews({ query, titleId, emptyLead }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const reviews = useInfiniteQuery(query);

  const heading = (
    <h2 id={titleId} className="text-xl font-semibold text-navy-800">
      {t('reviews.title')}
    </h2>
  );

  if (reviews.isPending) {
    return (
      <div aria-busy="true">
        {heading}
        <div role="status" className="mt-4 space-y-3">
          <span className="sr-only">{t('reviews.loading')}</span>
          <div aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-navy-50" />
          <div aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-navy-50" />
        </div>
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <div>
        {heading}
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-danger">
          {t(
            messageKey(reviews.error instanceof ApiError && reviews.error.isNetwork ? 'network' : 'general'),
            {
              ns: 'common',
            },
          )}
          <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
            {t('reviews.retry')}
          </Button>
        </div>
      </div>
    );
  }

  const [first] = reviews.data.pages;
  const items = reviews.data.pages.flatMap((page) => page.items);
  if (!first || first.count === 0) {
    return (
      <div>
        {heading}
        <div className="mt-4 flex items-center gap-4 rounded-xl border border-dashed border-line bg-surface p-5">
          <MessageSquareQuote className="size-8 shrink-0 text-brick-600" aria-hidden="true" />
          <div>
            <p className="font-semibold text-ink">{t('reviews.empty')}</p>
            <p className="text-sm text-muted">{emptyLead ?? t('reviews.emptyLead')}</p>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        {heading}
        {first.average !== null ? (
          <p className="flex items-center gap-2 text-ink">
            <Stars rating={first.average} />
            <span className="font-semibold">
              {format.number(first.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </span>
            <span className="text-muted">· {t('units.reviews', { count: first.count })}</span>
          </p>
        ) : null}
      </div>
      <ul className="mt-5 space-y-4">
        {items.map((review) => (
          <li key={review.id} className="rounded-xl border border-line bg-surface p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p dir="auto" className="font-semibold text-ink">
                {review.authorName}
              </p>
              <Stars rating={review.rating} />
            </div>
            <p className="mt-0.5 text-sm text-muted">
              <time dateTime={review.createdAt}>
                {format.date(review.createdAt, { month: 'long', year: 'numeric' })}
              </time>
            </p>
            {/* Guests write in their own language, whatever the page's. */}
            <p dir="auto" className="mt-3 leading-relaxed whitespace-pre-line text-ink">
              {review.text}
            </p>
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
    </div>
  );
}
