import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { todayInNewYork } from '@orchim/shared/dates';
import { messageKey } from '@orchim/shared/messages';
import type { StaySearchResult } from '@orchim/shared/stays';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FormAlert } from '@/components/ui/form-alert';
import { ListingResults } from '@/components/listing/listing-results';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { useSearchBlock } from '@/lib/search-block';
import { useStays } from './api/get-stays';
import { StayCard } from './components/stay-card';
import { ActiveFilterChips } from './search/active-filter-chips';
import { FilterForm } from './search/filter-form';
import { FiltersDialog } from './search/filters-dialog';
import { SortSelect } from './search/sort-select';
import {
  activeFilters,
  apiSearchParams,
  datesState,
  staysSearch,
  stayDetailUrl,
  withoutFilters,
  type StayFilters,
} from './search/stay-filters';
import { useStayFilters } from './search/use-stay-filters';

/** Cards in the first row on the widest layout: their photos load at once, the others lazily. */
const FIRST_ROW = 3;
const SKELETONS = 6;

/**
 * API_ERROR_CODES.rateLimited and BOOKING_ERROR_CODES.invalidDates, written out: both modules build zod
 * schemas when loaded, which would bring the schema library into this chunk for two strings.
 */
const RATE_LIMITED = 'over_request_rate_limit';
const INVALID_DATES = 'invalid_dates';

const isRateLimited = (error: unknown) =>
  error instanceof ApiError && (error.status === 429 || error.code === RATE_LIMITED);
const isInvalidDates = (error: unknown) => error instanceof ApiError && error.code === INVALID_DATES;

/**
 * /stays: search Crown Heights stays by dates, guests, price, Jewish features, amenities and words,
 * sorted and a page at a time. The search lives in the address (search/stay-filters.ts): shareable,
 * reloadable, and Back undoes each applied change. Filters are a sidebar on a desktop and a sheet behind
 * a "Filters" button on a phone.
 */
export default function StaysPage() {
  const { t } = useTranslation('stays');
  usePageTitle(t('list.title'));
  const { filters, apply } = useStayFilters();
  const today = todayInNewYork();
  const { waitMs, blocked, block } = useSearchBlock();
  const query = useStays(apiSearchParams(filters, today), { enabled: !blocked });
  const [sheetOpen, setSheetOpen] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);
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

  const datesInvalid = datesState(filters, today) === 'invalid' || isInvalidDates(error);
  const activeCount = activeFilters(filters).length;

  /** To the dates: the sidebar's check-in on a desktop, the sheet on a phone. */
  function changeDates() {
    const input = sidebarRef.current?.querySelector<HTMLInputElement>('input[name="checkIn"]');
    if (input && input.getClientRects().length) input.focus();
    else setSheetOpen(true);
  }

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

      <Container className="py-6 sm:py-8 lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside
          ref={sidebarRef}
          aria-labelledby="stays-filters-title"
          className="hidden lg:block lg:rounded-(--radius-card) lg:border lg:border-line lg:bg-surface lg:p-5 lg:shadow-(--shadow-card)"
        >
          <h2 id="stays-filters-title" className="mb-4 text-lg font-bold text-navy-800">
            {t('list.filters.title')}
          </h2>
          <FilterForm id="stays-filters" layout="sidebar" filters={filters} onApply={apply} />
        </aside>

        <section ref={resultsRef} aria-labelledby="stays-results-title" className="min-w-0 scroll-mt-20">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <h2
              id="stays-results-title"
              ref={headingRef}
              tabIndex={-1}
              aria-live="polite"
              className="w-full text-xl font-bold text-navy-800 focus:outline-none sm:w-auto"
            >
              <ResultsHeading data={blocked || query.isError || query.isPaused ? undefined : query.data} />
            </h2>
            <div className="flex w-full items-center gap-2 sm:w-auto">
              <Button
                variant="outline"
                onClick={() => setSheetOpen(true)}
                aria-haspopup="dialog"
                aria-label={activeCount ? t('list.filters.openActive', { count: activeCount }) : undefined}
                className="shrink-0 lg:hidden"
              >
                <SlidersHorizontal className="size-4" aria-hidden="true" />
                {t('list.filters.open')}
                {activeCount ? (
                  <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-navy-700 px-1.5 text-sm text-white">
                    {activeCount}
                  </span>
                ) : null}
              </Button>
              <SortSelect value={filters.sort} onChange={(sort) => apply({ ...filters, sort, page: 1 })} />
            </div>
          </div>

          <ActiveFilterChips filters={filters} onApply={apply} fallbackFocus={headingRef} />

          {datesInvalid ? (
            <FormAlert title={t(messageKey('invalidDates'), { ns: 'common' })} className="mt-5">
              <p>{t('list.datesProblem')}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={changeDates}>
                {t('list.changeDates')}
              </Button>
            </FormAlert>
          ) : null}

          <div className="mt-6">
            <Results
              filters={filters}
              today={today}
              blocked={blocked}
              waitMs={waitMs}
              query={query}
              hasFilters={activeCount > 0}
              onPageLink={() => {
                pageChangeByLink.current = true;
              }}
            />
          </div>
        </section>
      </Container>

      <FiltersDialog open={sheetOpen} onClose={() => setSheetOpen(false)} filters={filters} onApply={apply} />
    </>
  );
}

/** "24 stays", "500+ stays", or what is happening while there is no count. */
function ResultsHeading({ data }: { data: StaySearchResult | undefined }) {
  const { t } = useTranslation('stays');
  if (!data) return <>{t('list.results.title')}</>;
  return (
    <>
      {data.totalIsCapped
        ? t('list.results.countCapped', { count: data.total })
        : t('list.results.count', { count: data.total })}
    </>
  );
}

type ResultsProps = {
  filters: StayFilters;
  today: string;
  blocked: boolean;
  waitMs: number;
  query: ReturnType<typeof useStays>;
  hasFilters: boolean;
  onPageLink: () => void;
};

/** The stays in the list's states (components/listing/listing-results.tsx), a card each. */
function Results({ filters, today, blocked, waitMs, query, hasFilters, onPageLink }: ResultsProps) {
  const { t } = useTranslation('stays');
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
      hrefOfPage={(page) => `/stays${staysSearch({ ...filters, page })}`}
      clearHref={hasFilters ? `/stays${staysSearch(withoutFilters(filters))}` : null}
      // The server refused the dates: the alert above says so; there is no list to show.
      hidesError={isInvalidDates}
      itemKey={(stay) => stay.id}
      renderItem={(stay, index) => (
        <StayCard stay={stay} href={stayDetailUrl(stay.id, filters, today)} eager={index < FIRST_ROW} />
      )}
      onPageLink={onPageLink}
      skeletons={SKELETONS}
    />
  );
}
