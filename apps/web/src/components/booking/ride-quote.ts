import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RideQuote } from '@orchim/shared/transport';
import { ApiError, apiFetch } from '@/lib/api';

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
 * the refusal its booking would get: a 400 ApiError whose body carries the service hours or the Shabbos /
 * Yom Tov window, which the form words in the reader's language (./ride-refusal.ts).
 */
export function getRideQuote(serviceId: string, request: RideQuoteRequest, signal?: AbortSignal) {
  return apiFetch<RideQuote>(quotePath(serviceId, request), signal ? { signal } : {});
}

/** Every quote of one service (a refused booking refreshes them). */
export const rideQuoteKey = (serviceId: string) => ['transport', 'quote', serviceId] as const;

export const rideQuoteQueryOptions = (serviceId: string, request: RideQuoteRequest | null) =>
  queryOptions({
    queryKey: [...rideQuoteKey(serviceId), request],
    queryFn: ({ signal }) => getRideQuote(serviceId, request!, signal),
    enabled: request !== null,
    staleTime: 30_000,
    // A refusal (400, or 409 when the fleet is out) is an answer, not a failure to retry.
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 400 || error.status === 409)) && count < 2,
  });

export const useRideQuote = (serviceId: string, request: RideQuoteRequest | null) =>
  useQuery(rideQuoteQueryOptions(serviceId, request));
