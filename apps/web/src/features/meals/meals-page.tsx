import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '@orchim/shared/messages';
import { FiltersSheet } from '@/components/listing/filters-sheet';
import { FiltersButton, InvalidDatesAlert, ListingPage } from '@/components/listing/listing-page';
import { isInvalidDates, useListSearch } from '@/lib/list-search';
import { useSearchBlock } from '@/lib/search-block';
import { useUrlFilters } from '@/lib/url-filters';
import { useMealDates } from './api/get-meal-dates';
import { useMeals } from './api/get-meals';
import { MealCard } from './components/meal-card';
import { MealFilterChips } from './search/meal-filter-chips';
import { MealFilterForm } from './search/meal-filter-form';
import {
  activeFilters,
  EMPTY_FILTERS,
  mealDetailUrl,
  mealsSearch,
  parseMealFilters,
  serializeMealFilters,
} from './search/meal-filters';

/**
 * What a card's link leaves in `location.state`: the search's own query ("?date=…&page=2"), so the
 * meal page's "All meals" returns to the same results.
 */
export type MealLinkState = { mealsSearch?: string };

const MEAL_FILTERS = { parse: parseMealFilters, serialize: serializeMealFilters };

/**
 * /meals: Shabbos and Yom Tov meals with Crown Heights families, searched by date, meal, language at the
 * table, dietary options and free seats, a page at a time. The search lives in the address
 * (search/meal-filters.ts). Filters are a sidebar on a desktop and a sheet behind a button on a phone.
 */
export default function MealsPage() {
  const { t } = useTranslation('meals');
  const { filters, apply } = useUrlFilters(MEAL_FILTERS);
  const searchBlock = useSearchBlock();
  const query = useMeals(serializeMealFilters(filters), { enabled: !searchBlock.blocked });
  const search = useListSearch(query, searchBlock, filters.page);
  const dates = useMealDates().data ?? [];
  const [sheetOpen, setSheetOpen] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);

  const dateRefused = query.isError && isInvalidDates(query.error);
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
      <ListingPage
        ns="meals"
        id="meals"
        search={search}
        sidebarRef={sidebarRef}
        sidebar={
          <MealFilterForm
            id="meals-filters"
            layout="sidebar"
            filters={filters}
            dates={dates}
            dateError={dateError}
            onApply={apply}
          />
        }
        tools={<FiltersButton ns="meals" count={activeCount} onClick={() => setSheetOpen(true)} />}
        hrefOfPage={(page) => `/meals${mealsSearch({ ...filters, page })}`}
        clearHref={activeCount > 0 ? `/meals${mealsSearch(EMPTY_FILTERS)}` : null}
        // The server refused the date: the alert above says so; there is no list to show.
        hidesError={isInvalidDates}
        itemKey={(meal) => meal.id}
        renderItem={(meal, eager) => (
          <MealCard
            meal={meal}
            href={mealDetailUrl(meal.id, meal.nextSitting, filters)}
            linkState={{ mealsSearch: mealsSearch(filters) } satisfies MealLinkState}
            eager={eager}
          />
        )}
      >
        <MealFilterChips filters={filters} dates={dates} onApply={apply} fallbackFocus={search.headingRef} />
        {dateRefused ? (
          <InvalidDatesAlert
            text={t('list.dateProblem')}
            action={t('list.changeDate')}
            onAction={changeDate}
          />
        ) : null}
      </ListingPage>

      <FiltersSheet
        ns="meals"
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        canClear={activeCount > 0}
        onClear={() => apply({ ...EMPTY_FILTERS })}
      >
        {(formId) => (
          <MealFilterForm
            id={formId}
            layout="sheet"
            filters={filters}
            dates={dates}
            dateError={dateError}
            onApply={(next) => {
              apply(next);
              setSheetOpen(false);
            }}
          />
        )}
      </FiltersSheet>
    </>
  );
}
