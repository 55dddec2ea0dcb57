import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransportList } from '@orchim/shared/transport';
import { Container } from '@/components/ui/container';
import { ListingResults } from '@/components/listing/listing-results';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { useSearchBlock } from '@/lib/search-block';
import { useUrlFilters } from '@/lib/url-filters';
import { useTransportList } from './api/get-transport-list';
import { TransportCard } from './components/transport-card';
import { TransportFilterBar, TransportFilterChips } from './components/transport-filter-bar';
import {
  activeFilters,
  EMPTY_FILTERS,
  parseTransportFilters,
  serializeTransportFilters,
  transportDetailUrl,
  transportSearch,
  type TransportFilters,
  type TransportLinkState,
} from './transport-filters';

/** Cards in the first row on the widest layout: their photos load at once, the others lazily. */
const FIRST_ROW = 3;
const SKELETONS = 6;

/** API_ERROR_CODES.rateLimited written out: the module builds zod schemas when loaded. */
const RATE_LIMITED = 'over_request_rate_limit';
const isRateLimited = (error: unknown) =>
  error instanceof ApiError && (error.status === 429 || error.code === RATE_LIMITED);

const TRANSPORT_FILTERS = { parse: parseTransportFilters, serialize: serializeTransportFilters };

/**
 * /transport: airport transfers, rides to the Ohel, hourly and intercity services, filtered by kind of
 * service, airport, passengers and luggage, a page at a time. The filters live in the address
 * (./transport-filters.ts): shareable, reloadable, and Back undoes each change.
 */
export default function TransportPage() {
  const { t } = useTranslation('transport');
  usePageTitle(t('list.title'));
  const { filters, apply, search } = useUrlFilters(TRANSPORT_FILTERS);
  const { waitMs, blocked, block } = useSearchBlock();
  const query = useTransportList(serializeTransportFilters(filters), { enabled: !blocked });
  const resultsRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageChangeByLink = useRef(false);

  // The server's search limit: hold every search back for as long as it says (no retries, no polling).
  const { error } = query;
  useEffect(() => {
    if (isRateLimited(error)) {
      const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
      block(seconds === undefined ? undefined : seconds * 1000);
    }
  }, [error, block]);

  // A page link was followed: bring the top of the results into view and start reading there.
  useLayoutEffect(() => {
    if (!pageChangeByLink.current) return;
    pageChangeByLink.current = false;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    resultsRef.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [filters.page]);

  return (
    <>
      <section className="border-b border-line bg-linear-to-b from-gold-100/50 to-page">
        <Container className="py-7 sm:py-10">
          <p className="mb-1.5 text-sm font-semibold tracking-wide text-brick-600">{t('list.eyebrow')}</p>
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-navy-800 sm:text-4xl">
            {t('list.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-base leading-relaxed text-pretty text-muted sm:text-lg">
            {t('list.lead')}
          </p>
        </Container>
      </section>

      <Container className="py-6 sm:py-8">
        <TransportFilterBar filters={filters} onApply={apply} />

        <section ref={resultsRef} aria-labelledby="transport-results-title" className="mt-6 scroll-mt-20">
          <h2
            id="transport-results-title"
            ref={headingRef}
            tabIndex={-1}
            aria-live="polite"
            className="text-xl font-bold text-navy-800 focus:outline-none"
          >
            <ResultsHeading data={blocked || query.isError || query.isPaused ? undefined : query.data} />
          </h2>
          <TransportFilterChips filters={filters} onApply={apply} fallbackFocus={headingRef} />
          <div className="mt-6">
            <Results
              filters={filters}
              listSearch={search}
              blocked={blocked}
              waitMs={waitMs}
              query={query}
              onPageLink={() => {
                pageChangeByLink.current = true;
              }}
            />
          </div>
        </section>
      </Container>
    </>
  );
}

/** "8 rides", or what is happening while there is no count. */
function ResultsHeading({ data }: { data: TransportList | undefined }) {
  const { t } = useTranslation('transport');
  return <>{data ? t('list.results.count', { count: data.total }) : t('list.results.title')}</>;
}

type ResultsProps = {
  filters: TransportFilters;
  /** The list's query ("?serviceType=…"), kept for the way back from a service. */
  listSearch: string;
  blocked: boolean;
  waitMs: number;
  query: ReturnType<typeof useTransportList>;
  onPageLink: () => void;
};

/** The services in the list's states (components/listing/listing-results.tsx), a card each. */
function Results({ filters, listSearch, blocked, waitMs, query, onPageLink }: ResultsProps) {
  const { t } = useTranslation('transport');
  const state: TransportLinkState = { transportSearch: listSearch };
  return (
    <ListingResults
      query={query}
      blocked={blocked}
      waitMs={waitMs}
      labels={{
        loading: t('list.results.loading'),
        emptyTitle: t('list.empty.title'),
        emptyText: t('list.empty.text'),
        pastEndTitle: t('list.pastEnd.title'),
        errorTitle: t('list.error.title'),
      }}
      hrefOfPage={(page) => `/transport${transportSearch({ ...filters, page })}`}
      clearHref={activeFilters(filters).length ? `/transport${transportSearch(EMPTY_FILTERS)}` : null}
      itemKey={(service) => service.id}
      renderItem={(service, index) => (
        <TransportCard
          service={service}
          href={transportDetailUrl(service.id, filters)}
          state={state}
          eager={index < FIRST_ROW}
        />
      )}
      onPageLink={onPageLink}
      skeletons={SKELETONS}
    />
  );
}
