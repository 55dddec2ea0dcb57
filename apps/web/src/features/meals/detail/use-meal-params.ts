import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { mealParamsOf, type MealParams } from './meal-selection';

/**
 * The sitting and guests of a meal page live in its URL (?date&mealType&guests): a card of the list
 * arrives with them, a reload or a shared link keeps them, and signing in comes back to them. Changes
 * replace the history entry, so Back leaves the page instead of undoing each choice.
 */
export function useMealParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string stands for its parameters
  const params = useMemo(() => mealParamsOf(searchParams), [key]);

  const update = useCallback(
    (next: Partial<MealParams>) =>
      setSearchParams(
        (previous) => {
          const merged = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(next)) {
            if (value === '' || value === undefined) merged.delete(name);
            else merged.set(name, String(value));
          }
          return merged;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  return { params, update };
}
