import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInNewYork } from '@orchim/shared/dates';
import { FiltersSheet } from '@/components/listing/filters-sheet';
import { FiltersButton, InvalidDatesAlert, ListingPage } from '@/components/listing/listing-page';
import { isInvalidDates, useListSearch } from '@/lib/list-search';
import { useSearchBlock } from '@/lib/search-block';
import { useStays } from './api/get-stays';
import { StayCard } from './components/stay-card';
import { MapToggle, StaysMap } from './components/stays-map';
import { ActiveFilterChips } from './search/active-filter-chips';
import { FilterForm } from './search/filter-form';
import { SortSelect } from './search/sort-select';
import {
  activeFilters,
  apiSearchParams,
  datesState,
  staysSearch,
  stayDetailUrl,
  withoutFilters,
} from './search/stay-filters';
import { useStayFilters } from './search/use-stay-filters';

/**
 * /stays: search Crown Heights stays by dates, guests, price, Jewish features, amenities and words,
 * sorted and a page at a time. The search lives in the address (search/stay-filters.ts): shareable,
 * reloadable, and Back undoes each applied change. Filters are a sidebar on a desktop and a sheet behind
 * a "Filters" button on a phone; the page's stays are on a map beside the results on a wide screen, and in
 * their place after "Show map" on a phone (loaded only then: components/map).
 */
export default function StaysPage() {
  const { t } = useTranslation('stays');
  const { filters, apply } = useStayFilters();
  const today = todayInNewYork();
  const searchBlock = useSearchBlock();
  const query = useStays(apiSearchParams(filters, today), { enabled: !searchBlock.blocked });
  const search = useListSearch(query, searchBlock, filters.page);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [mapShown, setMapShown] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);

  const datesInvalid = datesState(filters, today) === 'invalid' || isInvalidDates(query.error);
  const activeCount = activeFilters(filters).length;

  /** To the dates: the sidebar's check-in on a desktop, the sheet on a phone. */
  function changeDates() {
    const input = sidebarRef.current?.querySelector<HTMLInputElement>('input[name="checkIn"]');
    if (input && input.getClientRects().length) input.focus();
    else setSheetOpen(true);
  }

  return (
    <>
      <ListingPage
        ns="stays"
        id="stays"
        search={search}
        sidebarRef={sidebarRef}
        sidebar={<FilterForm id="stays-filters" layout="sidebar" filters={filters} onApply={apply} />}
        wideHeading
        tools={
          <div className="flex w-full items-center gap-2 sm:w-auto">
            <FiltersButton ns="stays" count={activeCount} onClick={() => setSheetOpen(true)} />
            <SortSelect
              value={filters.sort}
              onChange={(sort) => apply((latest) => ({ ...latest, sort, page: 1 }))}
            />
            <MapToggle shown={mapShown} onToggle={() => setMapShown((shown) => !shown)} />
          </div>
        }
        map={
          <StaysMap
            stays={query.data?.items ?? []}
            hrefOf={(stay) => stayDetailUrl(stay.id, filters, today)}
          />
        }
        mapShown={mapShown}
        hrefOfPage={(page) => `/stays${staysSearch({ ...filters, page })}`}
        clearHref={activeCount > 0 ? `/stays${staysSearch(withoutFilters(filters))}` : null}
        // The server refused the dates: the alert above says so; there is no list to show.
        hidesError={isInvalidDates}
        itemKey={(stay) => stay.id}
        renderItem={(stay, eager) => (
          <StayCard stay={stay} href={stayDetailUrl(stay.id, filters, today)} eager={eager} />
        )}
      >
        <ActiveFilterChips filters={filters} onApply={apply} fallbackFocus={search.headingRef} />
        {datesInvalid ? (
          <InvalidDatesAlert
            text={t('list.datesProblem')}
            action={t('list.changeDates')}
            onAction={changeDates}
          />
        ) : null}
      </ListingPage>

      <FiltersSheet
        ns="stays"
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        canClear={activeCount > 0}
        onClear={() => apply(withoutFilters)}
      >
        {(formId) => (
          <FilterForm
            id={formId}
            layout="sheet"
            filters={filters}
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
