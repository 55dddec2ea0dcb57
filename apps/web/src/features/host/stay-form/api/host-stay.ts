import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostStay } from '@orchim/shared/host';
import type { StayFormStep } from '@orchim/shared/stay-catalogue';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';

const stayPath = (id: string) => `/rest/v1/host/stays/${encodeURIComponent(id)}`;

/** GET /rest/v1/host/stays/{id}: the host's own stay, draft or published (404 for anyone else's). */
export function getHostStay(id: string, accessToken: string | undefined) {
  return apiFetch<HostStay>(stayPath(id), { accessToken });
}

export const hostStayKey = (id: string) => ['host', 'stays', id] as const;

/** The host's listings page (another screen) shows titles and what is missing: refreshed after a save. */
const hostListingsKey = ['host', 'listings'] as const;

export const getHostStayQueryOptions = (id: string, accessToken: string | undefined) =>
  queryOptions({
    queryKey: hostStayKey(id),
    queryFn: () => getHostStay(id, accessToken),
    enabled: Boolean(accessToken),
  });

export function useHostStay(id: string) {
  const { session } = useAuth();
  return useQuery(getHostStayQueryOptions(id, session?.access_token));
}

/** POST /rest/v1/host/stays: a new draft from its basics. */
export function createStay(basics: unknown, accessToken: string | undefined) {
  return apiFetch<HostStay>('/rest/v1/host/stays', { method: 'POST', json: basics, accessToken });
}

/** PUT /rest/v1/host/stays/{id}/{step}: one step's fields, and the step marked as done. */
export function saveStayStep(
  id: string,
  step: StayFormStep,
  fields: unknown,
  accessToken: string | undefined,
) {
  return apiFetch<HostStay>(`${stayPath(id)}/${step}`, { method: 'PUT', json: fields, accessToken });
}

/** POST /rest/v1/host/stays/{id}/publish: 403 host_not_approved, 409 listing_incomplete (with `missing`). */
export function publishStay(id: string, accessToken: string | undefined) {
  return apiFetch<unknown>(`${stayPath(id)}/publish`, { method: 'POST', accessToken });
}

type SaveInput = { step: StayFormStep; fields: unknown };

/**
 * Saves a step: creates the draft for the first step of a new stay, otherwise PUTs the step. The answer is
 * the whole stay, which becomes the cached one.
 */
export function useSaveStep(stayId: string | undefined) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, fields }: SaveInput) =>
      stayId
        ? saveStayStep(stayId, step, fields, session?.access_token)
        : createStay(fields, session?.access_token),
    onSuccess: (stay) => {
      queryClient.setQueryData(hostStayKey(stay.id), stay);
      return queryClient.invalidateQueries({ queryKey: hostListingsKey });
    },
  });
}

export function usePublishStay(stayId: string) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishStay(stayId, session?.access_token),
    // Published or refused, the stay's status and what it lacks may have changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hostStayKey(stayId) }),
        queryClient.invalidateQueries({ queryKey: hostListingsKey }),
      ]),
  });
}
