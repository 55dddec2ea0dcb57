import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import type { MealListResult } from '@orchim/shared/meals';
import { ListingResults } from '@/components/listing/listing-results';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { useSearchBlock } from '@/lib/search-block';
import { useUrlFilters } from '@/lib/url-filters';
import { useMealDates } from './api/get-meal-dates';
import { useMeals } from './api/get-meals';
import { MealCard } from './components/meal-card';
import { MealFilterChips } from './search/meal-filter-chips';
import { MealFilterForm } from './search/meal-filter-form';
import { MealFiltersDialog } from './search/meal-filters-dialog';
import {
  activeFilters,
  EMPTY_FILTERS,
  mealDetailUrl,
  mealsSearch,
  parseMealFilters,
  serializeMealFilters,
  type MealFilters,
} from './search/meal-filters';

/**
 * What a card's link leaves in `location.state`: the search's own query ("?date=…&page=2"), so the
 * meal page's "All meals" returns to the same results.
 */
export type MealLinkState = { mealsSearch?: string };

/** Cards in the first row on the widest layout: their photos load at once, the others lazily. */
const FIRST_ROW = 3;
const SKELETONS = 6;

const MEAL_FILTERS = { parse: parseMealFilters, serialize: serializeMealFilters };

/**
 * API_ERROR_CODES.rateLimited and BOOKING_ERROR_CODES.invalidDates, written out: both modules build zod
 * schemas when loaded, which would bring the schema library into this chunk for two strings.
 */
const RATE_LIMITED = 'over_request_rate_limit';
const INVALID_DATES = 'invalid_dates';

const isRateLimited = (error: unknown) =>
  error instanceof ApiError && (error.status === 429 || error.code === RATE_LIMITED);
const isInvalidDate = (error: unknown) => error instanceof ApiError && error.code === INVALID_DATES;

/**
 * /meals: Shabbos and Yom Tov meals with Crown Heights families, searched by date, meal, language at the
 * table, dietary options and free seats, a page at a time. The search lives in the address
 * (search/meal-filters.ts). Filters are a sidebar on a desktop and a sheet behind a button on a phone.
 */
export default function MealsPage() {
  const { t } = useTranslation('meals');
  usePageTitle(t('list.title'));
  const { filters, apply } = useUrlFilters(MEAL_FILTERS);
  const { waitMs, blocked, block } = useSearchBlock();
  const query = useMeals(serializeMealFilters(filters), { enabled: !blocked });
  const dates = useMealDates().data ?? [];
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

  const dateRefused = query.isError && isInvalidDate(error);
  const dateError = dateRefused ? t(messageKey('invalidDates'), { ns: 'common' }) : null;
  const activeCount = activeFilters(filters).length;

  /** To the date: the sidebar's select on a desktop, the sheet on a phone. */
  function changeDate() {
    const select = sidebarRef.current?.querySelector<HTMLSelectElement>('select[name="date"]');
    if (select && select.getClientRects().length) select.focus();
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
          aria-labelledby="meals-filters-title"
          className="hidden lg:block lg:rounded-(--radius-card) lg:border lg:border-line lg:bg-surface lg:p-5 lg:shadow-(--shadow-card)"
        >
          <h2 id="meals-filters-title" className="mb-4 text-lg font-bold text-navy-800">
            {t('list.filters.title')}
          </h2>
          <MealFilterForm
            id="meals-filters"
            layout="sidebar"
            filters={filters}
            dates={dates}
            dateError={dateError}
            onApply={apply}
          />
        </aside>

        <section ref={resultsRef} aria-labelledby="meals-results-title" className="min-w-0 scroll-mt-20">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <h2
              id="meals-results-title"
              ref={headingRef}
              tabIndex={-1}
              aria-live="polite"
              className="text-xl font-bold text-navy-800 focus:outline-none"
            >
              <ResultsHeading data={blocked || query.isError || query.isPaused ? undefined : query.data} />
            </h2>
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
          </div>

          <MealFilterChips filters={filters} dates={dates} onApply={apply} fallbackFocus={headingRef} />

          {dateRefused ? (
            <FormAlert title={t(messageKey('invalidDates'), { ns: 'common' })} className="mt-5">
              <p>{t('list.dateProblem')}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={changeDate}>
                {t('list.changeDate')}
              </Button>
            </FormAlert>
          ) : null}

          <div className="mt-6">
            <Results
              filters={filters}
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

      <MealFiltersDialog
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        filters={filters}
        onApply={apply}
        dates={dates}
        dateError={dateError}
      />
    </>
  );
}

/** "12 meals", or what is happening while there is no count. */
function ResultsHeading({ data }: { data: MealListResult | undefined }) {
  const { t } = useTranslation('meals');
  return <>{data ? t('list.results.count', { count: data.total }) : t('list.results.title')}</>;
}

type ResultsProps = {
  filters: MealFilters;
  blocked: boolean;
  waitMs: number;
  query: ReturnType<typeof useMeals>;
  hasFilters: boolean;
  onPageLink: () => void;
};

/** The meals in the list's states (components/listing/listing-results.tsx), a card each. */
function Results({ filters, blocked, waitMs, query, hasFilters, onPageLink }: ResultsProps) {
  const { t } = useTranslation('meals');
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
      hrefOfPage={(page) => `/meals${mealsSearch({ ...filters, page })}`}
      clearHref={hasFilters ? `/meals${mealsSearch(EMPTY_FILTERS)}` : null}
      // The server refused the date: the alert above says so; there is no list to show.
      hidesError={isInvalidDate}
      itemKey={(meal) => meal.id}
      renderItem={(meal, index) => (
        <MealCard
          meal={meal}
          href={mealDetailUrl(meal.id, meal.nextSitting, filters)}
          linkState={{ mealsSearch: mealsSearch(filters) } satisfies MealLinkState}
          eager={index < FIRST_ROW}
        />
      )}
      onPageLink={onPageLink}
      skeletons={SKELETONS}
    />
  );
}
