import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealType } from '@orchim/shared/meal-catalogue';
import type { MealQuote } from '@orchim/shared/meals';
import { apiFetch } from '@/lib/api';

export type MealQuoteRequest = { date: string; mealType: MealType; guests: number };

/**
 * GET /rest/v1/meals/{id}/quote?date&mealType&guests: the price the server will charge and the seats left
 * (DESIGN: prices are always computed on the server). 400 invalid_dates or too_many_guests when the
 * request cannot be booked, as the booking would be.
 */
export function getMealQuote(id: string, { date, mealType, guests }: MealQuoteRequest) {
  const query = new URLSearchParams({ date, mealType, guests: String(guests) });
  return apiFetch<MealQuote>(`/rest/v1/meals/${encodeURIComponent(id)}/quote?${query}`);
}

/** Every quote of one meal, refreshed with its sittings. */
export const mealQuoteKey = (id: string) => ['meals', 'quote', id] as const;

export const getMealQuoteQueryOptions = (id: string, request: MealQuoteRequest | null) =>
  queryOptions({
    queryKey: [...mealQuoteKey(id), request],
    queryFn: () => getMealQuote(id, request!),
    enabled: request !== null,
    staleTime: 60_000,
  });

export const useMealQuote = (id: string, request: MealQuoteRequest | null) =>
  useQuery(getMealQuoteQueryOptions(id, request));
