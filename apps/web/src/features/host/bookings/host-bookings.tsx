import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyResults, PastTheEnd, ResultsError } from '@/components/listing/results-notices';
import { Pagination } from '@/components/listing/pagination';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { reveal } from '@/lib/reveal';
import { useUrlFilters } from '@/lib/url-filters';
import { useHostBookings } from '../api/get-host-bookings';
import { HostBookingCard } from './host-booking-card';
import { HostBookingFilterBar } from './host-booking-filter-bar';
import {
  hasFilters,
  hostBookingsHref,
  NO_FILTERS,
  parseHostBookingFilters,
  serializeHostBookingFilters,
} from './host-booking-filters';

const FILTERS = { parse: parseHostBookingFilters, serialize: serializeHostBookingFilters };

/**
 * Every booking on the host's listings, filtered by kind, status and dates (all in the address), a page
 * at a time. `fresh` marks bookings that arrived live; `onCancelling` hears of the host's own cancels.
 */
export function HostBookings({
  fresh,
  onCancelling,
}: {
  fresh: ReadonlySet<string>;
  onCancelling: (id: string) => void;
}) {
  const { t } = useTranslation('host');
  const { filters, apply } = useUrlFilters(FILTERS);
  const bookings = useHostBookings(serializeHostBookingFilters(filters));
  const resultsRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  let results;
  if (bookings.isPending) {
    results = <RowsSkeleton rows={3} rowClassName="h-48" />;
  } else if (bookings.isError) {
    results = (
      <ResultsError
        title={t('bookings.loadError')}
        network={bookings.error instanceof ApiError && bookings.error.isNetwork}
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  } else if (!bookings.data.items.length) {
    results =
      filters.page > 1 ? (
        <PastTheEnd title={t('bookings.pastTheEnd')} firstHref={hostBookingsHref({ ...filters, page: 1 })} />
      ) : hasFilters(filters) ? (
        <EmptyResults
          title={t('bookings.emptyFiltered.title')}
          text={t('bookings.emptyFiltered.text')}
          clearHref={hostBookingsHref(NO_FILTERS)}
        />
      ) : (
        <EmptyResults title={t('bookings.empty.title')} text={t('bookings.empty.text')} clearHref={null} />
      );
  } else {
    const { items, page, hasMore } = bookings.data;
    results = (
      <>
        <ul
          aria-busy={bookings.isPlaceholderData}
          className={cn('space-y-4 transition-opacity', bookings.isPlaceholderData && 'opacity-60')}
        >
          {items.map((booking) => (
            <li key={booking.id}>
              <HostBookingCard booking={booking} fresh={fresh.has(booking.id)} onCancelling={onCancelling} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={null}
          hasMore={hasMore}
          hrefOf={(n) => hostBookingsHref({ ...filters, page: n })}
          onNavigate={() => requestAnimationFrame(() => reveal(resultsRef.current, headingRef.current))}
        />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <HostBookingFilterBar filters={filters} onApply={apply} />
      <section ref={resultsRef} aria-labelledby="host-bookings-heading" className="scroll-mt-24">
        <h2 id="host-bookings-heading" ref={headingRef} tabIndex={-1} className="sr-only focus:outline-none">
          {t('bookings.heading')}
        </h2>
        {results}
      </section>
    </div>
  );
}
