import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@orchim/shared/constants';
import type { MealListResult } from '@orchim/shared/meals';
import { apiFetch } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';

export const MEALS_PATH = '/rest/v1/meals';

/**
 * GET /rest/v1/meals?<search>&lang: one page of meal offers matching a search (mealListQuerySchema), each
 * with its next sitting that has the seats asked for. Typed, not parsed: the server serialises the answer
 * with mealListResultSchema, and zod stays out of the list's chunk.
 */
export function getMeals(search: string, lang: Language, signal?: AbortSignal): Promise<MealListResult> {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return apiFetch<MealListResult>(`${MEALS_PATH}?${params.toString()}`, signal ? { signal } : {});
}

export const mealsQueryOptions = (search: string, lang: Language) =>
  queryOptions({
    queryKey: ['meals', 'search', { search, lang }],
    queryFn: ({ signal }) => getMeals(search, lang, signal),
  });

/**
 * The meals of a search. The previous answer stays on screen while the next one loads (the page dims
 * it); `enabled` is off while the server's search limit holds searches back.
 */
export function useMeals(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  // The query key follows the language (useLanguage re-renders when it changes).
  const lng = useLanguage();
  return useQuery({
    ...mealsQueryOptions(search, lng),
    enabled,
    placeholderData: keepPreviousData,
  });
}
