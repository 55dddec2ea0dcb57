import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { HolyDayInfo } from '@orchim/shared/meals';
import { FilterChips } from '@/components/listing/filter-chips';
import { useMealFormat } from '@/lib/meal-format';
import type { ApplyFilters } from '@/lib/url-filters';
import {
  activeFilters,
  EMPTY_FILTERS,
  removeFilter,
  type ActiveFilter,
  type MealFilters,
} from './meal-filters';

/** The words of a chip: "Shabbos Vayeshev · Sat, Dec 5", "Shabbos lunch", "Yiddish", "Vegetarian", "2 free seats". */
export function useMealFilterLabel(dates: readonly HolyDayInfo[]) {
  const { t } = useTranslation('meals');
  const mealFormat = useMealFormat();
  return (filter: ActiveFilter): string => {
    switch (filter.kind) {
      case 'date': {
        const day = dates.find((item) => item.date === filter.date);
        const date = mealFormat.date(filter.date);
        return day ? `${mealFormat.holyDayName(day)} · ${date}` : date;
      }
      case 'mealType':
        return t(`mealTypes.${filter.value}`);
      case 'language':
        return t(`tableLanguages.${filter.value}`);
      case 'dietary':
        return t(`dietary.${filter.value}`);
      case 'guests':
        return t('list.active.guests', { count: filter.guests });
    }
  };
}

type Props = {
  filters: MealFilters;
  dates: readonly HolyDayInfo[];
  onApply: ApplyFilters<MealFilters>;
  /** Where focus goes when the last chip is gone (the results heading). */
  fallbackFocus: RefObject<HTMLElement | null>;
};

/** The meals search's applied filters as removable chips (components/listing/filter-chips.tsx). */
export function MealFilterChips({ filters, dates, onApply, fallbackFocus }: Props) {
  const labelOf = useMealFilterLabel(dates);
  const chips = activeFilters(filters).map((filter) => {
    const label = labelOf(filter);
    return {
      id: `${filter.kind}-${label}`,
      label,
      onRemove: () => onApply((latest) => removeFilter(latest, filter)),
    };
  });
  return (
    <FilterChips
      chips={chips}
      onClearAll={() => onApply({ ...EMPTY_FILTERS })}
      fallbackFocus={fallbackFocus}
    />
  );
}
