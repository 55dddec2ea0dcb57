import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { SITE_TIME_ZONE, intlLocale, useFormat } from '@/lib/format';
import { useMoney } from '../components/use-money';
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
  // "Dec 2 – 5", "2–5 déc.", "2–5 בדצמ׳": Intl writes a range the way each language does, month once.
  const dayRange = (from: string, to: string) =>
    new Intl.DateTimeFormat(intlLocale(format.lng), { ...dayOptions, timeZone: SITE_TIME_ZONE }).formatRange(
      new Date(onCalendarDate(from)),
      new Date(onCalendarDate(to)),
    );
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
  onApply: (filters: StayFilters) => void;
  /** Where focus goes when the last chip is gone (the results heading). */
  fallbackFocus: RefObject<HTMLElement | null>;
};

/**
 * The applied filters as chips, each a button that removes it, and "Clear all". A removed chip takes
 * keyboard focus with it, so focus moves on to the chip that took its place (or to the results).
 */
export function ActiveFilterChips({ filters, onApply, fallbackFocus }: ActiveFilterChipsProps) {
  const { t } = useTranslation('stays');
  const labelOf = useFilterLabel();
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  const active = activeFilters(filters);

  useLayoutEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll('button');
    const next = buttons?.length ? buttons[Math.min(index, buttons.length - 1)] : fallbackFocus.current;
    next?.focus();
  }, [filters, fallbackFocus]);

  if (!active.length) return null;

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{t('list.active.label')}</h3>
      <ul ref={listRef} className="flex flex-wrap gap-2">
        {active.map((filter, index) => {
          const label = labelOf(filter);
          return (
            <li key={`${filter.kind}-${label}`}>
              <button
                type="button"
                aria-label={t('list.active.remove', { label })}
                onClick={() => {
                  focusAfterRemoval.current = index;
                  onApply(removeFilter(filters, filter));
                }}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-navy-100 bg-navy-50 ps-3 pe-2 text-sm font-medium text-navy-700 hover:border-navy-600"
              >
                <span dir="auto">{label}</span>
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      {active.length > 1 ? (
        <button
          type="button"
          onClick={() => {
            focusAfterRemoval.current = 0;
            onApply(withoutFilters(filters));
          }}
          className="inline-flex min-h-9 items-center rounded-full px-2 text-sm font-medium text-navy-700 underline underline-offset-4 hover:text-navy-800"
        >
          {t('list.active.clearAll')}
        </button>
      ) : null}
    </div>
  );
}
