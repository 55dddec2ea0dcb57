import { useMemo } from 'react';
import { usePageParams } from '@/lib/use-page-params';
import { mealParamsOf, type MealParams } from './meal-selection';

/**
 * The sitting and guests of a meal page live in its URL (?date&mealType&guests): a card of the list
 * arrives with them, a reload or a shared link keeps them, and signing in comes back to them. Changes
 * replace the history entry, so Back leaves the page instead of undoing each choice.
 */
export function useMealParams() {
  const { params: searchParams, update } = usePageParams<MealParams>();
  const key = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string stands for its parameters
  const params = useMemo(() => mealParamsOf(searchParams), [key]);
  return { params, update };
}
