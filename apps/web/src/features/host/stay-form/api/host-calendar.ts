import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockDates, HostCalendar } from '@orchim/shared/host';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { hostStayKey } from './host-stay';

export type CalendarWindow = { from: string; to: string };

const stayPath = (stayId: string) => `/rest/v1/host/stays/${encodeURIComponent(stayId)}`;

/** Every window of one stay's calendar: a block or an unblock invalidates them all. */
export const hostCalendarKey = (stayId: string) => [...hostStayKey(stayId), 'calendar'] as const;

/** GET /rest/v1/host/stays/{id}/calendar?from&to: booked nights (with the guest) and blocked ranges. */
export function getHostCalendar(
  stayId: string,
  { from, to }: CalendarWindow,
  accessToken: string | undefined,
) {
  const query = new URLSearchParams({ from, to });
  return apiFetch<HostCalendar>(`${stayPath(stayId)}/calendar?${query}`, { accessToken });
}

export function useHostCalendar(stayId: string, window: CalendarWindow) {
  const { session } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...hostCalendarKey(stayId), window],
      queryFn: () => getHostCalendar(stayId, window, session?.access_token),
      enabled: Boolean(session?.access_token),
      // Guests book at any time.
      staleTime: 60_000,
    }),
  );
}

/** POST /rest/v1/host/stays/{id}/blocks: 409 dates_taken when a night is booked or blocked already. */
export function useBlockDates(stayId: string) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: BlockDates) =>
      apiFetch<unknown>(`${stayPath(stayId)}/blocks`, {
        method: 'POST',
        json: range,
        accessToken: session?.access_token,
      }),
    // Refused too: the nights may have been taken since the calendar was read.
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostCalendarKey(stayId) }),
  });
}

/** DELETE /rest/v1/host/stays/{id}/blocks/{blockId}. */
export function useUnblockDates(stayId: string) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: string) =>
      apiFetch<unknown>(`${stayPath(stayId)}/blocks/${encodeURIComponent(blockId)}`, {
        method: 'DELETE',
        accessToken: session?.access_token,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostCalendarKey(stayId) }),
  });
}
