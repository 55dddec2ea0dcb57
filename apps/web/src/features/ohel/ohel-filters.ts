import { OHEL_LISTING_KINDS, type OhelListingKind } from '@orchim/shared/ohel-catalogue';
import { parseOneOf, parseWhole, toSearch } from '@/lib/url-filters';

/**
 * The Ohel listings' filters as they live in the address bar of /ohel (the mechanism: lib/url-filters.ts).
 * The URL parameters are the API's query parameters (ohelListingsQuerySchema in packages/shared): one
 * kind or all of them, and the page. Zod-free on purpose: it is part of the /ohel chunk.
 */
export type OhelFilters = { kind?: OhelListingKind; page: number };

export const MAX_PAGE = 1000;

/** Reads the filters from URL parameters; a parameter that does not make sense is dropped on its own. */
export function parseOhelFilters(params: URLSearchParams): OhelFilters {
  const filters: OhelFilters = { page: parseWhole(params.get('page'), 1, MAX_PAGE) ?? 1 };
  const kind = parseOneOf(params.get('kind'), OHEL_LISTING_KINDS);
  if (kind) filters.kind = kind;
  return filters;
}

/** The URL parameters of the filters, in a fixed order, without defaults (every kind, page 1). */
export function serializeOhelFilters(filters: OhelFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** `?…` for a link or navigation, or '' for every kind on the first page. */
export const ohelSearch = (filters: OhelFilters) => toSearch(serializeOhelFilters(filters));

/** The list of one kind (or of all, `undefined`), from its first page. */
export const ohelListUrl = (kind: OhelListingKind | undefined) =>
  `/ohel${ohelSearch(kind ? { kind, page: 1 } : { page: 1 })}`;

/** A listing's page. */
export const ohelListingUrl = (id: string) => `/ohel/${encodeURIComponent(id)}`;
