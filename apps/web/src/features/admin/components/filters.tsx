import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { AdminParams } from '../admin-params';

const controlClass =
  'block h-11 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink focus:border-navy-600 focus:outline-none focus:ring-2 focus:ring-navy-100';

/** The bar above a list: its search and filters, wrapping on a phone. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card)">
      {children}
    </div>
  );
}

/**
 * The free-text search of a list (?q): applied on submit, so each search is one step back. The field
 * follows the address when it changes by itself (Back, a link).
 */
export function SearchBox({
  label,
  hint,
  value,
  onSearch,
}: {
  label: string;
  hint: string;
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const applied = value ?? '';
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  return (
    <form
      role="search"
      className="min-w-0 flex-[2_1_16rem]"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim() || undefined);
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4.5 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id={id}
            type="search"
            value={draft}
            maxLength={100}
            placeholder={hint}
            onChange={(event) => setDraft(event.target.value)}
            className={cn(controlClass, 'ps-10')}
          />
        </div>
        <Button type="submit" className="shrink-0">
          {t('filters.search')}
        </Button>
        {applied ? (
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label={t('filters.clearSearch')}
            onClick={() => onSearch(undefined)}
          >
            <X className="size-5" aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A labelled choice of a filter (native, so a phone shows its own picker). '' is "all". */
export function SelectFilter<T extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  allLabel: string;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-[1_1_10rem]">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
        className={controlClass}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The bar of a list searched by text and filtered by kind and by state (the listings', the bookings'),
 * each applied to the address.
 */
export function KindStatusFilterBar<K extends string, S extends string>({
  params,
  search,
  kinds,
  statuses,
}: {
  params: AdminParams;
  search: { label: string; hint: string };
  kinds: { value: K | undefined; values: readonly K[]; name: (kind: K) => string };
  statuses: { value: S | undefined; values: readonly S[]; name: (status: S) => string };
}) {
  const { t } = useTranslation('admin');
  return (
    <FilterBar>
      <SearchBox
        label={search.label}
        hint={search.hint}
        value={params.q}
        onSearch={(q) => params.apply({ q })}
      />
      <SelectFilter
        label={t('filters.kind')}
        value={kinds.value}
        allLabel={t('filters.allKinds')}
        options={kinds.values.map((value) => ({ value, label: kinds.name(value) }))}
        onChange={(value) => params.apply({ kind: value })}
      />
      <SelectFilter
        label={t('filters.status')}
        value={statuses.value}
        allLabel={t('filters.allStatuses')}
        options={statuses.values.map((value) => ({ value, label: statuses.name(value) }))}
        onChange={(value) => params.apply({ status: value })}
      />
    </FilterBar>
  );
}
