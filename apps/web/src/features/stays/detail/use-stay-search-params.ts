import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { guestsOf, selectionOf, type DateSelection } from './stay-dates';

/**
 * The dates and guests of a stay page live in its URL (?checkIn&checkOut&guests): links from the search
 * arrive filled in, a reload or a shared link keeps them, and signing in comes back to them. Changes
 * replace the history entry, so Back leaves the page instead of undoing clicks in the calendar.
 */
export function useStaySearchParams(maxGuests: number) {
  const [params, setParams] = useSearchParams();
  const selection = selectionOf(params);
  const guests = guestsOf(params, maxGuests);

  const update = useCallback(
    (next: Partial<DateSelection & { guests: number }>) =>
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

  return { selection, guests, update };
}
