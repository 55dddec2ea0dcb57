import { useId, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AIRPORTS, SERVICE_TYPES, type Airport, type ServiceType } from '@orchim/shared/transport-catalogue';
import { FilterChips } from '@/components/listing/filter-chips';
import type { ApplyFilters } from '@/lib/url-filters';
import {
  activeFilters,
  EMPTY_FILTERS,
  removeFilter,
  withFilter,
  type ActiveFilter,
  type TransportFilters,
} from '../transport-filters';

/** The choices of the passengers and luggage menus (a larger number from the address is added). */
const PASSENGER_CHOICES = Array.from({ length: 14 }, (_, index) => index + 1);
const LUGGAGE_CHOICES = Array.from({ length: 10 }, (_, index) => index + 1);

const withValue = (choices: readonly number[], value: number | undefined) =>
  value === undefined || choices.includes(value) ? choices : [...choices, value];

const selectClass =
  'block h-11.5 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink focus:border-navy-600 focus:ring-2 focus:ring-navy-100 focus:outline-none';

type Props = {
  filters: TransportFilters;
  onApply: ApplyFilters<TransportFilters>;
};

/**
 * The four filters of the list (kind of service, airport, passengers, luggage), each a menu that applies
 * as soon as it changes: every change is one step in the history, and the results update in place.
 * Choosing an airport makes the service an airport transfer (only transfers serve airports).
 */
export function TransportFilterBar({ filters, onApply }: Props) {
  const { t } = useTranslation('transport');
  const whole = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <form
      aria-labelledby="transport-filters-title"
      onSubmit={(event) => event.preventDefault()}
      className="rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-5"
    >
      <h2 id="transport-filters-title" className="sr-only">
        {t('list.filters.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Select
          label={t('list.filters.serviceType')}
          value={filters.serviceType ?? ''}
          onChange={(value) =>
            onApply((latest) =>
              withFilter(latest, { serviceType: (value || undefined) as ServiceType | undefined }),
            )
          }
        >
          <option value="">{t('list.filters.anyServiceType')}</option>
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`serviceTypes.${type}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('list.filters.airport')}
          value={filters.airport ?? ''}
          onChange={(value) =>
            onApply((latest) => withFilter(latest, { airport: (value || undefined) as Airport | undefined }))
          }
        >
          <option value="">{t('list.filters.anyAirport')}</option>
          {AIRPORTS.map((code) => (
            <option key={code} value={code}>
              {t(`airports.${code}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('list.filters.passengers')}
          value={filters.passengers === undefined ? '' : String(filters.passengers)}
          onChange={(value) => onApply((latest) => withFilter(latest, { passengers: whole(value) }))}
        >
          <option value="">{t('list.filters.anyPassengers')}</option>
          {withValue(PASSENGER_CHOICES, filters.passengers).map((count) => (
            <option key={count} value={count}>
              {t('list.filters.passengersAtLeast', { count })}
            </option>
          ))}
        </Select>
        <Select
          label={t('list.filters.luggage')}
          value={filters.luggage === undefined ? '' : String(filters.luggage)}
          onChange={(value) => onApply((latest) => withFilter(latest, { luggage: whole(value) }))}
        >
          <option value="">{t('list.filters.anyLuggage')}</option>
          {withValue(LUGGAGE_CHOICES, filters.luggage).map((count) => (
            <option key={count} value={count}>
              {t('list.filters.luggageAtLeast', { count })}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {children}
      </select>
    </div>
  );
}

/** The words of a chip: "Airport transfer", "JFK (Kennedy)", "3+ passengers", "2+ bags". */
export function useFilterLabel() {
  const { t } = useTranslation('transport');
  return (filter: ActiveFilter): string => {
    switch (filter.kind) {
      case 'serviceType':
        return t(`serviceTypes.${filter.value}`);
      case 'airport':
        return t(`airports.${filter.value}`);
      case 'passengers':
        return t('list.filters.passengersAtLeast', { count: filter.value });
      case 'luggage':
        return t('list.filters.luggageAtLeast', { count: filter.value });
    }
  };
}

/** The applied filters as removable chips (components/listing/filter-chips.tsx). */
export function TransportFilterChips({
  filters,
  onApply,
  fallbackFocus,
}: Props & { fallbackFocus: RefObject<HTMLElement | null> }) {
  const labelOf = useFilterLabel();
  const chips = activeFilters(filters).map((filter) => ({
    id: filter.kind,
    label: labelOf(filter),
    onRemove: () => onApply((latest) => removeFilter(latest, filter)),
  }));
  return (
    <FilterChips chips={chips} onClearAll={() => onApply(EMPTY_FILTERS)} fallbackFocus={fallbackFocus} />
  );
}
