import {
  AMENITIES,
  JEWISH_FEATURES,
  STAY_LIMITS,
  STAY_SORTS,
  validStayNights,
  type Amenity,
  type JewishFeature,
  type StaySort,
} from '@orchim/shared/stay-catalogue';
import {
  parseDate,
  parseList,
  parseOneOf,
  parseText,
  parseWhole,
  readableCommas,
  toSearch,
} from '@/lib/url-filters';

/**
 * The stays search as it lives in the address bar (the mechanism: lib/url-filters.ts). The URL
 * parameters are the API's query parameters (staySearchQuerySchema in packages/shared/src/stays.ts), so a
 * shared link, a reload and Back all give the same search. This module is zod-free on purpose: the schema
 * would add the schema library to the /stays chunk, and the page wants to be lenient where the API is
 * strict (a bad parameter is dropped, not an error screen).
 */
export type StayFilters = {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  /** Whole dollars per night. */
  priceMin?: number;
  priceMax?: number;
  /** In the order of the vocabulary, so one search has one URL (and one cache entry). */
  features: JewishFeature[];
  amenities: Amenity[];
  q?: string;
  sort: StaySort;
  page: number;
};

export const DEFAULT_SORT: StaySort = 'recommended';
export const MAX_PAGE = 1000;
export const MAX_PRICE_DOLLARS = STAY_LIMITS.maxPriceCents / 100;

export const EMPTY_FILTERS: StayFilters = { features: [], amenities: [], sort: DEFAULT_SORT, page: 1 };

/** Reads the search from URL parameters; every parameter that does not make sense is dropped on its own. */
export function parseStayFilters(params: URLSearchParams): StayFilters {
  const filters: StayFilters = {
    checkIn: parseDate(params.get('checkIn')),
    checkOut: parseDate(params.get('checkOut')),
    guests: parseWhole(params.get('guests'), 1, STAY_LIMITS.maxGuests),
    priceMin: parseWhole(params.get('priceMin'), 0, MAX_PRICE_DOLLARS),
    priceMax: parseWhole(params.get('priceMax'), 0, MAX_PRICE_DOLLARS),
    features: parseList(params.getAll('features'), JEWISH_FEATURES),
    amenities: parseList(params.getAll('amenities'), AMENITIES),
    q: parseText(params.get('q'), STAY_LIMITS.searchText),
    sort: parseOneOf(params.get('sort'), STAY_SORTS) ?? DEFAULT_SORT,
    page: parseWhole(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
  return withoutUndefined(filters);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/**
 * The URL parameters of a search, in a fixed order, without defaults (sort=recommended, page=1). Lists
 * keep their commas readable ("features=kosher_kitchen,urn"): a comma needs no escaping in a query.
 */
export function serializeStayFilters(filters: StayFilters): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('checkIn', filters.checkIn);
  set('checkOut', filters.checkOut);
  set('guests', filters.guests);
  set('priceMin', filters.priceMin);
  set('priceMax', filters.priceMax);
  set('features', filters.features.join(','));
  set('amenities', filters.amenities.join(','));
  set('q', filters.q);
  if (filters.sort !== DEFAULT_SORT) set('sort', filters.sort);
  if (filters.page > 1) set('page', filters.page);
  return readableCommas(params.toString());
}

/** `?…` for a link or navigation, or '' for the plain list. */
export function staysSearch(filters: StayFilters): string {
  return toSearch(serializeStayFilters(filters));
}

export type DatesState = 'none' | 'valid' | 'invalid';

/**
 * Whether the dates make a search: none at all, a valid pair (the server's rule: validStayNights), or
 * something the visitor must fix ('Please select valid dates') — one date alone, check-out first, the past.
 */
export function datesState(
  { checkIn, checkOut }: Pick<StayFilters, 'checkIn' | 'checkOut'>,
  today: string,
): DatesState {
  if (!checkIn && !checkOut) return 'none';
  if (!checkIn || !checkOut) return 'invalid';
  return validStayNights({ checkIn, checkOut }, today) === null ? 'invalid' : 'valid';
}

/**
 * What the API is asked: the filters, less dates that cannot be searched (the page says so beside the
 * dates and lists the stays without them, rather than sending a request the server must refuse).
 */
export function apiSearchParams(filters: StayFilters, today: string): string {
  if (datesState(filters, today) === 'valid') return serializeStayFilters(filters);
  const { checkIn: _checkIn, checkOut: _checkOut, ...rest } = filters;
  return serializeStayFilters(rest);
}

/** Filters only: everything a visitor narrowed the search with (not the sort order or the page). */
export function withoutFilters(filters: StayFilters): StayFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}

/** The filters as removable pieces, one chip each: dates, guests, price, each feature and amenity, text. */
export type ActiveFilter =
  | { kind: 'dates'; checkIn?: string; checkOut?: string }
  | { kind: 'guests'; guests: number }
  | { kind: 'price'; priceMin?: number; priceMax?: number }
  | { kind: 'feature'; value: JewishFeature }
  | { kind: 'amenity'; value: Amenity }
  | { kind: 'q'; q: string };

export function activeFilters(filters: StayFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  const { checkIn, checkOut, guests, priceMin, priceMax, q } = filters;
  if (checkIn || checkOut) active.push(withoutUndefined({ kind: 'dates' as const, checkIn, checkOut }));
  if (guests !== undefined) active.push({ kind: 'guests', guests });
  if (priceMin !== undefined || priceMax !== undefined) {
    active.push(withoutUndefined({ kind: 'price' as const, priceMin, priceMax }));
  }
  for (const value of filters.features) active.push({ kind: 'feature', value });
  for (const value of filters.amenities) active.push({ kind: 'amenity', value });
  if (q) active.push({ kind: 'q', q });
  return active;
}

/** The search without one of its filters, back on the first page. */
export function removeFilter(filters: StayFilters, filter: ActiveFilter): StayFilters {
  const next: StayFilters = { ...filters, page: 1 };
  switch (filter.kind) {
    case 'dates':
      delete next.checkIn;
      delete next.checkOut;
      break;
    case 'guests':
      delete next.guests;
      break;
    case 'price':
      delete next.priceMin;
      delete next.priceMax;
      break;
    case 'feature':
      next.features = filters.features.filter((value) => value !== filter.value);
      break;
    case 'amenity':
      next.amenities = filters.amenities.filter((value) => value !== filter.value);
      break;
    case 'q':
      delete next.q;
      break;
  }
  return next;
}

/**
 * A stay's detail page, carrying the dates and guests of the search: the detail page reads them to
 * price the stay and fill in its booking form. Dates go only as a valid pair.
 */
export function stayDetailUrl(id: string, filters: StayFilters, today: string): string {
  const params = new URLSearchParams();
  if (datesState(filters, today) === 'valid' && filters.checkIn && filters.checkOut) {
    params.set('checkIn', filters.checkIn);
    params.set('checkOut', filters.checkOut);
  }
  if (filters.guests !== undefined) params.set('guests', String(filters.guests));
  const query = params.toString();
  return `/stays/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}
