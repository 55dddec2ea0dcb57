import { useTranslation } from 'react-i18next';
import { BadgeCheck, Star } from 'lucide-react';
import type { Review } from '@orchim/shared/stays';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

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

/**
 * One review: who wrote it (unless it is the reader's own), whether they booked the listing, the stars,
 * the month, the text and the host's reply.
 */
export function ReviewContent({ review, showAuthor = true }: { review: Review; showAuthor?: boolean }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const monthYear = (iso: string) => format.date(iso, { month: 'long', year: 'numeric' });
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {showAuthor ? (
            <p dir="auto" className="font-semibold text-ink">
              {review.authorName}
            </p>
          ) : null}
          {review.verified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-medium text-success">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t('reviews.verified')}
            </span>
          ) : null}
        </div>
        <Stars rating={review.rating} />
      </div>
      <p className="mt-0.5 text-sm text-muted">
        <time dateTime={review.createdAt}>{monthYear(review.createdAt)}</time>
      </p>
      {/* Guests write in their own language, whatever the page's. */}
      <p dir="auto" className="mt-3 leading-relaxed whitespace-pre-line text-ink">
        {review.text}
      </p>
      {review.hostReply ? (
        <div className="mt-4 border-s-2 border-navy-100 ps-4">
          <p className="text-sm text-muted">
            <span className="font-semibold text-navy-800">{t('reviews.hostReply')}</span>
            {review.hostRepliedAt ? (
              <>
                {' · '}
                <time dateTime={review.hostRepliedAt}>{monthYear(review.hostRepliedAt)}</time>
              </>
            ) : null}
          </p>
          <p dir="auto" className="mt-1 leading-relaxed whitespace-pre-line text-ink">
            {review.hostReply}
          </p>
        </div>
      ) : null}
    </>
  );
}
