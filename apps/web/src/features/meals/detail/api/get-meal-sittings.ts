import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays, todayInNewYork } from '@orchim/shared/dates';
import { MEAL_LIMITS } from '@orchim/shared/meal-catalogue';
import type { MealSitting, MealSittings } from '@orchim/shared/meals';
import { apiFetch } from '@/lib/api';

/** GET /rest/v1/meals/{id}/sittings?from&to: the bookable sittings of those days, with their seats left. */
export function getMealSittingsRange(id: string, from: string, to: string) {
  const query = new URLSearchParams({ from, to });
  return apiFetch<MealSittings>(`/rest/v1/meals/${encodeURIComponent(id)}/sittings?${query}`);
}

/**
 * Every sitting that can still be booked, up to the booking horizon (MEAL_LIMITS.bookingHorizonDays):
 * the server answers at most MEAL_LIMITS.sittingsRangeDays at a time, so the horizon is asked for in
 * consecutive ranges, together.
 */
export async function getMealSittings(id: string, today = todayInNewYork()): Promise<MealSitting[]> {
  const span = MEAL_LIMITS.sittingsRangeDays - 1;
  const horizon = addDays(today, MEAL_LIMITS.bookingHorizonDays);
  const ranges: [string, string][] = [];
  for (let from = today; from <= horizon; from = addDays(from, span + 1)) {
    const to = addDays(from, span);
    ranges.push([from, to < horizon ? to : horizon]);
  }
  const pages = await Promise.all(ranges.map(([from, to]) => getMealSittingsRange(id, from, to)));
  return pages.flatMap((page) => page.items);
}

/** Every sittings query of one meal, refreshed after a booking or a refusal. */
export const mealSittingsKey = (id: string) => ['meals', 'sittings', id] as const;

export const getMealSittingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mealSittingsKey(id),
    queryFn: () => getMealSittings(id),
    staleTime: 60_000,
  });

export const useMealSittings = (id: string) => useQuery(getMealSittingsQueryOptions(id));
