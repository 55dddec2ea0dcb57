import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareQuote } from 'lucide-react';
import { IntroPage } from '@/components/intro-page';
import { LoadFailure } from '@/components/ui/load-failure';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ToggleChips } from '@/components/ui/toggle-chips';
import { useHostReviews, type HostReviewFilter } from '../api/get-host-reviews';
import { HostOnly } from '../host-only';
import { HostReviewCard } from './host-review-card';

/**
 * /host/reviews: what guests wrote about the host's stays, meals, rides and Ohel listings, newest first,
 * with the host's one public reply to each. "Awaiting a reply" keeps those still to answer.
 */
export default function HostReviewsPage() {
  return (
    <HostOnly>
      <HostReviewsScreen />
    </HostOnly>
  );
}

function HostReviewsScreen() {
  // The review's own words (stars, "Verified guest", "Reply from the host") are the bookings namespace's.
  const { t } = useTranslation(['host', 'bookings']);
  const [filter, setFilter] = useState<HostReviewFilter>('all');
  return (
    <IntroPage eyebrow={t('panel')} title={t('reviews.title')} lead={t('reviews.lead')}>
      <Container className="space-y-6 py-8 sm:py-10">
        <ToggleChips
          label={t('reviews.filter.label')}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('reviews.filter.all') },
            { value: 'awaiting', label: t('reviews.filter.awaiting') },
          ]}
        />
        <HostReviewList filter={filter} />
      </Container>
    </IntroPage>
  );
}

function HostReviewList({ filter }: { filter: HostReviewFilter }) {
  const { t } = useTranslation('host');
  const reviews = useHostReviews(filter);

  if (reviews.isPending) {
    return <RowsSkeleton rows={3} rowClassName="h-32" />;
  }
  if (reviews.isError) {
    return (
      <LoadFailure
        error={reviews.error}
        retryLabel={t('reviews.retry')}
        onRetry={() => void reviews.refetch()}
      />
    );
  }

  const items = reviews.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    const empty = filter === 'awaiting' ? 'reviews.emptyAwaiting' : 'reviews.empty';
    return (
      <div className="flex items-center gap-4 rounded-xl border border-dashed border-line bg-surface p-5">
        <MessageSquareQuote className="size-8 shrink-0 text-brick-600" aria-hidden="true" />
        <div>
          <p className="font-semibold text-ink">{t(`${empty}.title`)}</p>
          <p className="text-sm text-muted">{t(`${empty}.text`)}</p>
        </div>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-4" aria-busy={reviews.isFetching || undefined}>
        {items.map((review) => (
          <li key={review.id}>
            <HostReviewCard review={review} />
          </li>
        ))}
      </ul>
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? t('reviews.loadingMore') : t('reviews.more')}
        </Button>
      ) : null}
    </>
  );
}
