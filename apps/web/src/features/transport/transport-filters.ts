import {
  AIRPORTS,
  FLIGHT_NUMBER_PATTERN,
  SERVICE_TYPES,
  TRANSPORT_LIMITS,
  type Airport,
  type ServiceType,
} from '@orchim/shared/transport-catalogue';
import { isCalendarDate, isClockTime } from '@orchim/shared/dates';
import { parseOneOf, parseWhole, toSearch } from '@/lib/url-filters';

/**
 * The transport list's filters as they live in the address bar (the mechanism: lib/url-filters.ts). The
 * URL parameters are the API's query parameters (transportListQuerySchema in packages/shared), so a
 * shared link, a reload and Back give the same list. Zod-free on purpose: it is part of the list chunk.
 */
export type TransportFilters = {
  serviceType?: ServiceType;
  airport?: Airport;
  /** Room for at least this many passengers. */
  passengers?: number;
  /** Room for at least this many bags. */
  luggage?: number;
  /** Not a filter: the pickup the list was opened for (a visit's plan), carried to the booking form. */
  pickup?: RidePickup;
  page: number;
};

export const MAX_PAGE = 1000;
export const EMPTY_FILTERS: TransportFilters = { page: 1 };

/** Reads the filters from URL parameters; a parameter that does not make sense is dropped on its own. */
export function parseTransportFilters(params: URLSearchParams): TransportFilters {
  const filters: TransportFilters = { page: parseWhole(params.get('page'), 1, MAX_PAGE) ?? 1 };
  const serviceType = parseOneOf(params.get('serviceType'), SERVICE_TYPES);
  const airport = parseOneOf(params.get('airport'), AIRPORTS);
  const passengers = parseWhole(params.get('passengers'), 1, TRANSPORT_LIMITS.maxPassengers);
  const luggage = parseWhole(params.get('luggage'), 1, TRANSPORT_LIMITS.maxLuggage);
  if (serviceType) filters.serviceType = serviceType;
  // Only transfers serve airports: an airport beside another kind of service would list nothing.
  if (airport && (!serviceType || serviceType === 'airport_transfer')) filters.airport = airport;
  if (passengers !== undefined) filters.passengers = passengers;
  if (luggage !== undefined) filters.luggage = luggage;
  const pickup = parseRidePickup(params);
  if (pickup) filters.pickup = pickup;
  return filters;
}

/** The URL parameters of the filters, in a fixed order, without defaults (page 1, no luggage). */
export function serializeTransportFilters(filters: TransportFilters): string {
  const params = new URLSearchParams();
  if (filters.serviceType) params.set('serviceType', filters.serviceType);
  if (filters.airport) params.set('airport', filters.airport);
  if (filters.passengers !== undefined) params.set('passengers', String(filters.passengers));
  if (filters.luggage !== undefined) params.set('luggage', String(filters.luggage));
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pickup) setPickup(params, filters.pickup);
  return params.toString();
}

/** The list's query to the API: the filters without the pickup, which only the booking form uses. */
export function transportApiSearch({ pickup: _pickup, ...filters }: TransportFilters): string {
  return serializeTransportFilters(filters);
}

function setPickup(params: URLSearchParams, pickup: RidePickup) {
  params.set('date', pickup.date);
  params.set('time', pickup.time);
  if (pickup.flightNumber) params.set('flight', pickup.flightNumber);
}

/** `?…` for a link or navigation, or '' for the plain list. */
export const transportSearch = (filters: TransportFilters) => toSearch(serializeTransportFilters(filters));

/** Filters changed: back to the first page. An airport makes the service an airport transfer. */
export function withFilter(filters: TransportFilters, change: Partial<TransportFilters>): TransportFilters {
  const next: TransportFilters = { ...filters, ...change, page: 1 };
  for (const key of Object.keys(next) as (keyof TransportFilters)[]) {
    if (next[key] === undefined) delete next[key];
  }
  if ('airport' in change && next.airport && next.serviceType !== 'airport_transfer') {
    next.serviceType = 'airport_transfer';
  }
  if ('serviceType' in change && next.serviceType && next.serviceType !== 'airport_transfer') {
    delete next.airport;
  }
  return next;
}

/** The applied filters, one chip each. */
export type ActiveFilter =
  | { kind: 'serviceType'; value: ServiceType }
  | { kind: 'airport'; value: Airport }
  | { kind: 'passengers'; value: number }
  | { kind: 'luggage'; value: number };

export function activeFilters(filters: TransportFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (filters.serviceType) active.push({ kind: 'serviceType', value: filters.serviceType });
  if (filters.airport) active.push({ kind: 'airport', value: filters.airport });
  if (filters.passengers !== undefined) active.push({ kind: 'passengers', value: filters.passengers });
  if (filters.luggage !== undefined) active.push({ kind: 'luggage', value: filters.luggage });
  return active;
}

/** The list without one filter, back on the first page. */
export function removeFilter(filters: TransportFilters, filter: ActiveFilter): TransportFilters {
  return withFilter(filters, { [filter.kind]: undefined });
}

/** A pickup the list was opened for (a visit's plan suggests one): not a filter, carried to the form. */
export type RidePickup = { date: string; time: string; flightNumber: string };

/** The pickup in URL parameters (`date`, `time`, `flight`), when the date and time make sense. */
export function parseRidePickup(params: URLSearchParams): RidePickup | undefined {
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  if (!isCalendarDate(date) || !isClockTime(time)) return undefined;
  const flight = (params.get('flight') ?? '').toUpperCase();
  return { date, time, flightNumber: FLIGHT_NUMBER_PATTERN.test(flight) ? flight : '' };
}

/**
 * A service's page, carrying the passengers and luggage of the list (and the pickup it was opened for):
 * the booking form starts from them.
 */
export function transportDetailUrl(id: string, filters: TransportFilters): string {
  const params = new URLSearchParams();
  if (filters.passengers !== undefined) params.set('passengers', String(filters.passengers));
  if (filters.luggage !== undefined) params.set('luggage', String(filters.luggage));
  if (filters.pickup) setPickup(params, filters.pickup);
  return `/transport/${encodeURIComponent(id)}${toSearch(params.toString())}`;
}

/** What a card link leaves in `location.state`: the list's own query, so "All rides" returns to it. */
export type TransportLinkState = { transportSearch?: string };
