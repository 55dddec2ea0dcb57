import { usePageParams } from '@/lib/use-page-params';
import { guestsOf, selectionOf, type DateSelection } from './stay-dates';

/**
 * The dates and guests of a stay page live in its URL (?checkIn&checkOut&guests): links from the search
 * arrive filled in, a reload or a shared link keeps them, and signing in comes back to them. Changes
 * replace the history entry, so Back leaves the page instead of undoing clicks in the calendar.
 */
export function useStaySearchParams(maxGuests: number) {
  const { params, update } = usePageParams<DateSelection & { guests: number }>();
  return { selection: selectionOf(params), guests: guestsOf(params, maxGuests), update };
}
