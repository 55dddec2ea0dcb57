import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RideQuote, RideRefusal } from '@orchim/shared/transport';
import { ApiError, isApiErrorBody } from '@/lib/api';
import { getAppConfig } from '@/lib/app-config';
import { RideRefusalError } from './ride-refusal';

/** What a ride's price depends on: the New York pickup date and time, passengers and bags. */
export type RideQuoteRequest = { date: string; time: string; passengers: number; luggage: number };

const quotePath = (serviceId: string, { date, time, passengers, luggage }: RideQuoteRequest) =>
  `/rest/v1/transport/${encodeURIComponent(serviceId)}/quote?${new URLSearchParams({
    date,
    time,
    passengers: String(passengers),
    luggage: String(luggage),
  }).toString()}`;

/**
 * GET /rest/v1/transport/{id}/quote?date&time&passengers&luggage: the server's price of the ride, or
 * the refusal its booking would get. A 400 is read here rather than by apiFetch, whose ApiError keeps
 * only the code, message and fields: a refusal's body also carries the service hours or the Shabbos /
 * Yom Tov window, which the form words in the reader's language (RideRefusalError). Other failures are
 * ApiErrors as apiFetch makes them.
 */
export async function getRideQuote(serviceId: string, request: RideQuoteRequest, signal?: AbortSignal) {
  const path = quotePath(serviceId, request);
  const { apiUrl, anonKey } = getAppConfig();
  let response: Response;
  try {
    response = await fetch(new URL(path, apiUrl), {
      headers: { apikey: anonKey, accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new ApiError(0, 'network', 'Network error. Please check your connection.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as RideQuote;
  if (response.status === 400 && isApiErrorBody(body)) throw new RideRefusalError(400, body as RideRefusal);
  // Other failures (404, 5xx) as apiFetch reports them.
  const error = isApiErrorBody(body) ? body : null;
  throw new ApiError(
    response.status,
    error ? error.code : response.status >= 500 ? 'internal_error' : 'unknown',
    error ? error.message : response.statusText,
    error?.fields,
  );
}

/** Every quote of one service (a refused booking refreshes them). */
export const rideQuoteKey = (serviceId: string) => ['transport', 'quote', serviceId] as const;

export const rideQuoteQueryOptions = (serviceId: string, request: RideQuoteRequest | null) =>
  queryOptions({
    queryKey: [...rideQuoteKey(serviceId), request],
    queryFn: ({ signal }) => getRideQuote(serviceId, request!, signal),
    enabled: request !== null,
    staleTime: 30_000,
    // A refusal is an answer, not a failure to retry.
    retry: (count, error) => !(error instanceof RideRefusalError) && count < 2,
  });

export const useRideQuote = (serviceId: string, request: RideQuoteRequest | null) =>
  useQuery(rideQuoteQueryOptions(serviceId, request));
