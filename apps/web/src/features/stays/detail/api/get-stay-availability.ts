import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StayAvailability } from '@orchim/shared/stays';
import { apiFetch } from '@/lib/api';

/** A window of nights, [from, to). */
export type AvailabilityWindow = { from: string; to: string };

/** GET /rest/v1/stays/{id}/availability?from&to: the ranges of nights already booked or blocked. */
export function getStayAvailability(id: string, { from, to }: AvailabilityWindow) {
  const query = new URLSearchParams({ from, to });
  return apiFetch<StayAvailability>(`/rest/v1/stays/${encodeURIComponent(id)}/availability?${query}`);
}

/** Every window of one stay; a booking (or a refusal because the nights were taken) invalidates them all. */
export const stayAvailabilityKey = (id: string) => ['stays', 'availability', id] as const;

export const getStayAvailabilityQueryOptions = (id: string, window: AvailabilityWindow) =>
  queryOptions({
    queryKey: [...stayAvailabilityKey(id), window],
    queryFn: () => getStayAvailability(id, window),
    // Nights are taken by other guests at any time: a minute, not the default five.
    staleTime: 60_000,
    // Paging the calendar keeps the nights it knows while the next months load, so days do not flicker.
    placeholderData: keepPreviousData,
  });

export const useStayAvailability = (id: string, window: AvailabilityWindow) =>
  useQuery(getStayAvailabilityQueryOptions(id, window));
