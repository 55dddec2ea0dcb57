import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@orchim/shared/constants';
import type { MealDetail } from '@orchim/shared/meals';
import { apiFetch } from '@/lib/api';

/** GET /rest/v1/meals/{id}?lang: a published meal offer in the reader's language (404 not_found). No address. */
export function getMeal(id: string, lang: Language) {
  return apiFetch<MealDetail>(`/rest/v1/meals/${encodeURIComponent(id)}?lang=${lang}`);
}

export const getMealQueryOptions = (id: string, lang: Language) =>
  queryOptions({
    queryKey: ['meals', 'detail', id, { lang }],
    queryFn: () => getMeal(id, lang),
    // Switching the language keeps the meal on screen until its translation arrives; another meal's
    // page never shows the previous one meanwhile.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });

export const useMeal = (id: string, lang: Language) => useQuery(getMealQueryOptions(id, lang));
