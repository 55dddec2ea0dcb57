import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isCalendarDate } from '@orchim/shared/dates';
import { containsUnsafeMarkup } from '@orchim/shared/input-check';

/**
 * A list's filters in the address bar: the URL parameters are the API's query parameters, so a shared
 * link, a reload and Back all give the same search. Each list brings its own vocabulary (`parse`,
 * `serialize`, e.g. features/stays/search/stay-filters.ts); this module is the mechanism, and it is
 * zod-free on purpose (list pages keep the schema library out of their chunk, and are lenient where the
 * API is strict: a bad parameter is dropped, not an error screen).
 */
export type UrlFiltersOptions<F> = {
  /** Reads the filters from URL parameters, dropping whatever does not make sense. */
  parse: (params: URLSearchParams) => F;
  /** The URL parameters of the filters, in a fixed order and without defaults ('' for none). */
  serialize: (filters: F) => string;
};

/** A whole set of filters, or an update of the latest ones asked for (see useUrlFilters). */
export type ApplyFilters<F> = (next: F | ((latest: F) => F)) => void;

/** `?…` for a link or navigation, or '' for the plain list. */
export const toSearch = (query: string) => (query ? `?${query}` : '');

/**
 * The filters of the address bar, and the way to change them. Every applied change is a navigation (a
 * history entry, so Back undoes it); an address with parameters the page cannot use is rewritten in place
 * to what was understood, so what the visitor shares is what they see. `parse` and `serialize` should be
 * stable (module-level functions).
 *
 * A navigation is a transition: while the next list loads, the page still draws the filters it had. A
 * change of one field (a sort picked right after a filter) therefore goes as an update, `apply((latest) =>
 * …)`, which starts from what the visitor last asked for rather than from what is drawn; a whole set of
 * filters (a submitted form, Clear) goes as it is.
 */
export function useUrlFilters<F>({ parse, serialize }: UrlFiltersOptions<F>) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parse(new URLSearchParams(search)), [parse, search]);
  const canonical = toSearch(serialize(filters));
  // What was last asked for, and from which drawn search: once the page draws another, it is history.
  const requested = useRef<{ from: string; search: string; filters: F } | null>(null);

  useEffect(() => {
    // What was asked for has arrived: a later Back to the search it came from must not bring it back.
    if (requested.current?.search === canonical) requested.current = null;
    if (search !== canonical) void navigate({ search: canonical }, { replace: true });
  }, [search, canonical, navigate]);

  const apply = useCallback<ApplyFilters<F>>(
    (next) => {
      const pending = requested.current?.from === canonical ? requested.current.filters : null;
      const wanted = typeof next === 'function' ? (next as (latest: F) => F)(pending ?? filters) : next;
      const nextSearch = toSearch(serialize(wanted));
      // The same search again is not a new step back, unless it undoes a change still on its way.
      if (nextSearch === canonical && pending === null) return;
      requested.current = { from: canonical, search: nextSearch, filters: wanted };
      void navigate({ search: nextSearch });
    },
    [canonical, filters, navigate, serialize],
  );

  return { filters, apply, search: canonical };
}

/** A whole number written in plain digits within [min, max], else undefined. */
export function parseWhole(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : undefined;
}

/** Comma-separated values (and repeated parameters), the known ones kept, in vocabulary order. */
export function parseList<T extends string>(values: readonly string[], vocabulary: readonly T[]): T[] {
  const given = new Set(values.flatMap((value) => value.split(',')).map((value) => value.trim()));
  return vocabulary.filter((item) => given.has(item));
}

/** One value of a vocabulary, else undefined. */
export function parseOneOf<T extends string>(value: string | null, vocabulary: readonly T[]): T | undefined {
  return value !== null && (vocabulary as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Free text, trimmed to `maxLength`; text with markup the server would refuse is dropped. */
export function parseText(value: string | null, maxLength: number): string | undefined {
  const text = value?.trim().slice(0, maxLength).trim();
  return text && !containsUnsafeMarkup(text) ? text : undefined;
}

/** A calendar date (YYYY-MM-DD), else undefined. */
export const parseDate = (value: string | null) =>
  value !== null && isCalendarDate(value) ? value : undefined;

/** Lists keep their commas readable ("features=kosher_kitchen,urn"): a comma needs no escaping in a query. */
export const readableCommas = (query: string) => query.replace(/%2C/gi, ',');
