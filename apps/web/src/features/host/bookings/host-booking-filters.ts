import {
  BOOKING_KINDS,
  BOOKING_STATUSES,
  type BookingKind,
  type BookingStatus,
} from '@orchim/shared/booking-vocabulary';
import { parseDate, parseOneOf, parseWhole, toSearch } from '@/lib/url-filters';

/**
 * The host bookings' filters as they live in the address bar (the mechanism: lib/url-filters.ts). The
 * parameters are the API's (hostBookingsQuerySchema): kind, status, from, to and page, so a reload, a
 * shared link and Back all show the same bookings.
 */
export type HostBookingFilters = {
  kind?: BookingKind;
  status?: BookingStatus;
  /** Bookings whose days overlap [from, to], calendar dates in New York. */
  from?: string;
  to?: string;
  page: number;
};

export const MAX_PAGE = 1000;
export const NO_FILTERS: HostBookingFilters = { page: 1 };

export function parseHostBookingFilters(params: URLSearchParams): HostBookingFilters {
  const filters: HostBookingFilters = { page: parseWhole(params.get('page'), 1, MAX_PAGE) ?? 1 };
  const kind = parseOneOf(params.get('kind'), BOOKING_KINDS);
  const status = parseOneOf(params.get('status'), BOOKING_STATUSES);
  const from = parseDate(params.get('from'));
  const to = parseDate(params.get('to'));
  if (kind) filters.kind = kind;
  if (status) filters.status = status;
  if (from) filters.from = from;
  // A range that ends before it starts would find nothing: the end is dropped, the start kept.
  if (to && !(from && to < from)) filters.to = to;
  return filters;
}

/** The URL (and API) parameters, in a fixed order, without defaults. */
export function serializeHostBookingFilters(filters: HostBookingFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

export const hostBookingsHref = (filters: HostBookingFilters) =>
  `/host/bookings${toSearch(serializeHostBookingFilters(filters))}`;

/** A filter changed: back to the first page; an undefined value removes that filter. */
export function withFilter(
  filters: HostBookingFilters,
  change: Partial<Omit<HostBookingFilters, 'page'>>,
): HostBookingFilters {
  const next: HostBookingFilters = { ...filters, ...change, page: 1 };
  for (const key of Object.keys(next) as (keyof HostBookingFilters)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

export const hasFilters = (filters: HostBookingFilters) =>
  Boolean(filters.kind || filters.status || filters.from || filters.to);
