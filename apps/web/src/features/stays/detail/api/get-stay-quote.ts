import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StayQuoteResult } from '@orchim/shared/stays';
import { apiFetch } from '@/lib/api';

export type QuoteRequest = { checkIn: string; checkOut: string; guests: number };

/**
 * GET /rest/v1/stays/{id}/quote?checkIn&checkOut&guests: the price of those nights and whether they are
 * free. Totals are the server's (DESIGN: prices are always computed on the server). 400 invalid_dates or
 * too_many_guests when the request cannot be booked.
 */
export function getStayQuote(id: string, { checkIn, checkOut, guests }: QuoteRequest) {
  const query = new URLSearchParams({ checkIn, checkOut, guests: String(guests) });
  return apiFetch<StayQuoteResult>(`/rest/v1/stays/${encodeURIComponent(id)}/quote?${query}`);
}

/** Every quote of one stay, invalidated with its availability. */
export const stayQuoteKey = (id: string) => ['stays', 'quote', id] as const;

export const getStayQuoteQueryOptions = (id: string, request: QuoteRequest | null) =>
  queryOptions({
    queryKey: [...stayQuoteKey(id), request],
    queryFn: () => getStayQuote(id, request!),
    enabled: request !== null,
    staleTime: 60_000,
    // A new guest count for the same nights keeps the last answer on screen until the new one comes: the
    // card would otherwise shrink and grow again, moving the form under the guest's cursor or focus.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[3] as QuoteRequest | null | undefined;
      const sameNights =
        !!before && !!request && before.checkIn === request.checkIn && before.checkOut === request.checkOut;
      return sameNights ? previous : undefined;
    },
  });

export const useStayQuote = (id: string, request: QuoteRequest | null) =>
  useQuery(getStayQuoteQueryOptions(id, request));
