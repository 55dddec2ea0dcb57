import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A listing page's own choices kept in its URL (a stay's dates and guests, a meal's sitting): the
 * parameters, and `update`, which sets the ones given ('' or undefined removes one) and replaces the
 * history entry, so Back leaves the page instead of undoing each choice.
 */
export function usePageParams<T extends object>() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (next: Partial<T>) =>
      setParams(
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
    [setParams],
  );
  return { params, update };
}
