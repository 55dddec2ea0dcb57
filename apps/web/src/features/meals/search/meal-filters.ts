import {
  DIETARY_OPTIONS,
  MEAL_LIMITS,
  MEAL_TYPES,
  TABLE_LANGUAGES,
  type DietaryOption,
  type MealType,
  type TableLanguage,
} from '@orchim/shared/meal-catalogue';
import { parseDate, parseList, parseOneOf, parseWhole, readableCommas, toSearch } from '@/lib/url-filters';

/**
 * The meals search as it lives in the address bar (the mechanism: lib/url-filters.ts). The URL parameters
 * are the API's (mealListQuerySchema in packages/shared/src/meals.ts): a shared link, a reload and Back
 * give the same search. Zod-free on purpose (the list page keeps the schema library out of its chunk),
 * and lenient: a parameter that makes no sense is dropped, not an error screen.
 */
export type MealFilters = {
  /** A coming Shabbos or Yom Tov (the server refuses other days: 'Please select valid dates'). */
  date?: string;
  mealType?: MealType;
  language?: TableLanguage;
  /** In vocabulary order, so one search has one URL (and one cache entry). */
  dietary: DietaryOption[];
  /** Free seats needed at one sitting. */
  guests?: number;
  page: number;
};

export const MAX_PAGE = 1000;
export const EMPTY_FILTERS: MealFilters = { dietary: [], page: 1 };

/** Reads the search from URL parameters; each parameter that does not make sense is dropped on its own. */
export function parseMealFilters(params: URLSearchParams): MealFilters {
  const filters: MealFilters = {
    date: parseDate(params.get('date')),
    mealType: parseOneOf(params.get('mealType'), MEAL_TYPES),
    language: parseOneOf(params.get('language'), TABLE_LANGUAGES),
    dietary: parseList(params.getAll('dietary'), DIETARY_OPTIONS),
    guests: parseWhole(params.get('guests'), 1, MEAL_LIMITS.maxSeats),
    page: parseWhole(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as MealFilters;
}

/** The URL parameters of a search in a fixed order, without defaults (page 1); '' for none. */
export function serializeMealFilters(filters: MealFilters): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('date', filters.date);
  set('mealType', filters.mealType);
  set('language', filters.language);
  set('dietary', filters.dietary.join(','));
  set('guests', filters.guests);
  if (filters.page > 1) set('page', filters.page);
  return readableCommas(params.toString());
}

/** `?…` for a link or navigation, or '' for the plain list. */
export const mealsSearch = (filters: MealFilters) => toSearch(serializeMealFilters(filters));

/** The filters as removable pieces, one chip each. */
export type ActiveFilter =
  | { kind: 'date'; date: string }
  | { kind: 'mealType'; value: MealType }
  | { kind: 'language'; value: TableLanguage }
  | { kind: 'dietary'; value: DietaryOption }
  | { kind: 'guests'; guests: number };

export function activeFilters(filters: MealFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (filters.date) active.push({ kind: 'date', date: filters.date });
  if (filters.mealType) active.push({ kind: 'mealType', value: filters.mealType });
  if (filters.language) active.push({ kind: 'language', value: filters.language });
  for (const value of filters.dietary) active.push({ kind: 'dietary', value });
  if (filters.guests !== undefined) active.push({ kind: 'guests', guests: filters.guests });
  return active;
}

/** The search without one of its filters, back on the first page. */
export function removeFilter(filters: MealFilters, filter: ActiveFilter): MealFilters {
  const next: MealFilters = { ...filters, page: 1 };
  switch (filter.kind) {
    case 'date':
      delete next.date;
      break;
    case 'mealType':
      delete next.mealType;
      break;
    case 'language':
      delete next.language;
      break;
    case 'dietary':
      next.dietary = filters.dietary.filter((value) => value !== filter.value);
      break;
    case 'guests':
      delete next.guests;
      break;
  }
  return next;
}

/**
 * A meal's page for a card: the sitting the card names (the first one matching the search) and the
 * guests searched for, so the booking card opens on them.
 */
export function mealDetailUrl(
  id: string,
  sitting: { date: string; mealType: MealType } | null,
  filters: Pick<MealFilters, 'guests'>,
): string {
  const params = new URLSearchParams();
  if (sitting) {
    params.set('date', sitting.date);
    params.set('mealType', sitting.mealType);
  }
  if (filters.guests !== undefined) params.set('guests', String(filters.guests));
  const query = params.toString();
  return `/meals/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}
