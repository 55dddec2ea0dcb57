import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HolyDayInfo } from '@orchim/shared/meals';
import { apiFetch } from '@/lib/api';

/** About six months of Shabbosim and Yamim Tovim: as far ahead as meals can be booked. */
export const MEAL_DATES_COUNT = 30;

/**
 * GET /rest/v1/meals/dates?count: the coming Shabbos and Yom Tov days in Crown Heights (parsha or
 * holiday, Hebrew date, candle lighting), computed by the server with @hebcal/core. Not a search: it
 * does not count towards the search limit.
 */
export function getMealDates(signal?: AbortSignal) {
  return apiFetch<HolyDayInfo[]>(`/rest/v1/meals/dates?count=${MEAL_DATES_COUNT}`, signal ? { signal } : {});
}

export const mealDatesQueryOptions = () =>
  queryOptions({
    queryKey: ['meals', 'dates'],
    queryFn: ({ signal }) => getMealDates(signal),
    // The calendar does not change; a day drops off once its candles are lit.
    staleTime: 60 * 60 * 1000,
  });

export const useMealDates = () => useQuery(mealDatesQueryOptions());
