import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { HostListingKind } from '@orchim/shared/listing-kinds';
import { parseOneOf, parseText, parseWhole } from '@/lib/url-filters';

/**
 * The admin page's place in the address: `?section=…` and the section's own filters (the API's query
 * parameters), so a section and its search are bookmarkable and Back undoes each step. The listing kinds
 * are written out (checked against the shared type): the zod schemas stay out of this chunk.
 */
export const ADMIN_SECTIONS = [
  'overview',
  'applications',
  'listings',
  'bookings',
  'reviews',
  'reports',
  'users',
  'messages',
  'audit',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const LISTING_KINDS = [
  'stays',
  'meals',
  'transport',
  'ohel',
] as const satisfies readonly HostListingKind[];

/** The API's ?q limit. */
const SEARCH_MAX = 100;

export type AdminParams = {
  section: AdminSection;
  /** Reads a filter of the section. */
  get: (name: string) => string | null;
  q: string | undefined;
  page: number;
  /** The address of this section with these filters changed (the page back to 1 unless given). */
  hrefWith: (changes: Record<string, string | number | undefined>) => string;
  /** Goes there (a history entry: Back undoes it). */
  apply: (changes: Record<string, string | number | undefined>) => void;
};

/** `?section=x&…`: the section first, then the filters that are set, page last and only past 1. */
function buildSearch(section: AdminSection, params: URLSearchParams) {
  const next = new URLSearchParams();
  if (section !== 'overview') next.set('section', section);
  for (const [name, value] of params) {
    if (name !== 'section' && name !== 'page' && value) next.set(name, value);
  }
  const page = params.get('page');
  if (page && page !== '1') next.set('page', page);
  const text = next.toString();
  return text ? `?${text}` : '';
}

export function useAdminParams(): AdminParams {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const section = parseOneOf(params.get('section'), ADMIN_SECTIONS) ?? 'overview';

  const hrefWith = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(params);
      if (!('page' in changes)) next.delete('page');
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      return `${pathname}${buildSearch(section, next)}`;
    },
    [params, pathname, section],
  );

  return {
    section,
    get: (name) => params.get(name),
    q: parseText(params.get('q'), SEARCH_MAX),
    page: parseWhole(params.get('page'), 1, 1000) ?? 1,
    hrefWith,
    apply: (changes) => {
      const href = hrefWith(changes);
      if (href !== `${pathname}${search}`) void navigate(href);
    },
  };
}

/** The address of a section, without filters (or with the ones given). */
export function sectionHref(section: AdminSection, filters: Record<string, string> = {}) {
  return `/admin${buildSearch(section, new URLSearchParams(filters))}`;
}
