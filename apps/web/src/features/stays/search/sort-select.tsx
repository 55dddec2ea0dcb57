import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAY_SORTS, type StaySort } from '@orchim/shared/stay-catalogue';

/** The order of the results; a new order is applied at once and starts again from the first page. */
export function SortSelect({ value, onChange }: { value: StaySort; onChange: (sort: StaySort) => void }) {
  const { t } = useTranslation('stays');
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      {/* On a phone the options speak for themselves and need the room; the label stays for screen readers. */}
      <label htmlFor={id} className="sr-only shrink-0 text-sm font-medium text-muted sm:not-sr-only">
        {t('list.sortLabel')}
      </label>
      <select
        id={id}
        name="sort"
        value={value}
        onChange={(event) => {
          const sort = STAY_SORTS.find((item) => item === event.target.value);
          if (sort) onChange(sort);
        }}
        className="block h-11 w-full min-w-0 rounded-full border border-line bg-surface ps-4 pe-8 text-sm font-medium text-ink focus:border-navy-600 focus:ring-2 focus:ring-navy-100 focus:outline-none sm:w-auto"
      >
        {STAY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
