import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '@/components/listing/filter-chips';
import { useFormat } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import type { ApplyFilters } from '@/lib/url-filters';
import {
  activeFilters,
  removeFilter,
  withoutFilters,
  type ActiveFilter,
  type StayFilters,
} from './stay-filters';

/** A calendar date (YYYY-MM-DD) as an instant that falls on that date in New York. */
const onCalendarDate = (date: string) => `${date}T12:00:00Z`;

/** The words of a chip: "Mar 3 – 6", "4 guests", "$100 – $250 a night", "Kosher kitchen", "“garden”". */
export function useFilterLabel() {
  const { t } = useTranslation('stays');
  const format = useFormat();
  const money = useMoney();
  const dayOptions = { month: 'short', day: 'numeric' } as const;
  const day = (date: string) => format.date(onCalendarDate(date), dayOptions);
  const dayRange = (from: string, to: string) =>
    format.dateRange(onCalendarDate(from), onCalendarDate(to), dayOptions);
  const dollars = (value: number) => money(value * 100, 'USD');
  return (filter: ActiveFilter): string => {
    switch (filter.kind) {
      case 'dates':
        if (filter.checkIn && filter.checkOut) return dayRange(filter.checkIn, filter.checkOut);
        return filter.checkIn
          ? t('list.active.checkInOnly', { date: day(filter.checkIn) })
          : t('list.active.checkOutOnly', { date: day(filter.checkOut ?? '') });
      case 'guests':
        return t('list.active.guests', { count: filter.guests });
      case 'price':
        if (filter.priceMin !== undefined && filter.priceMax !== undefined) {
          return t('list.active.priceRange', {
            min: dollars(filter.priceMin),
            max: dollars(filter.priceMax),
          });
        }
        return filter.priceMin !== undefined
          ? t('list.active.priceFrom', { min: dollars(filter.priceMin) })
          : t('list.active.priceUpTo', { max: dollars(filter.priceMax ?? 0) });
      case 'feature':
        return t(`jewishFeatures.${filter.value}`);
      case 'amenity':
        return t(`amenities.${filter.value}`);
      case 'q':
        return t('list.active.text', { text: filter.q });
    }
  };
}

type ActiveFilterChipsProps = {
  filters: StayFilters;
  onApply: ApplyFilters<StayFilters>;
  /** Where focus goes when the last chip is gone (the results heading). */
  fallbackFocus: RefObject<HTMLElement | null>;
};

/** The stays search's applied filters as removable chips (components/listing/filter-chips.tsx). */
export function ActiveFilterChips({ filters, onApply, fallbackFocus }: ActiveFilterChipsProps) {
  const labelOf = useFilterLabel();
  const chips = activeFilters(filters).map((filter) => {
    const label = labelOf(filter);
    return {
      id: `${filter.kind}-${label}`,
      label,
      onRemove: () => onApply((latest) => removeFilter(latest, filter)),
    };
  });
  return (
    <FilterChips chips={chips} onClearAll={() => onApply(withoutFilters)} fallbackFocus={fallbackFocus} />
  );
}
