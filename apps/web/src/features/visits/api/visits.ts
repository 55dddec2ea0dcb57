import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@orchim/shared/constants';
import type { Visit, VisitInput, VisitPlan, VisitShare } from '@orchim/shared/visits';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { useLanguage } from '@/lib/i18n';
import { visitListKey, VISITS_QUERY_KEY } from '@/lib/visit-list';

/**
 * The guest's visits (docs/product.md §12; the list is lib/visit-list.ts): POST /rest/v1/visits, GET/PUT/DELETE /rest/v1/visits/{id}
 * (the plan: days, bookings, warnings, suggestions), the read-only link (POST/DELETE …/share) and a shared
 * plan (GET /rest/v1/shared-visits/{token}, no session). Another guest's visit answers 404.
 */
export const visitsKey = VISITS_QUERY_KEY;
const visitPlanKey = (id: string) => [...visitsKey, 'plan', id] as const;

const path = (id: string) => `/rest/v1/visits/${encodeURIComponent(id)}`;

export const visitPlanOptions = (id: string, accessToken: string | undefined, lang: Language) =>
  queryOptions({
    queryKey: [...visitPlanKey(id), { lang }],
    queryFn: () => apiFetch<VisitPlan>(`${path(id)}?lang=${lang}`, { accessToken }),
    enabled: Boolean(accessToken),
  });

export function useVisitPlan(id: string) {
  const { session } = useAuth();
  return useQuery(visitPlanOptions(id, session?.access_token, useLanguage()));
}

/** A plan shared with family: read with its link's token alone. */
export function useSharedVisit(token: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...visitsKey, 'shared', token, { lang }],
    queryFn: () => apiFetch<VisitPlan>(`/rest/v1/shared-visits/${encodeURIComponent(token)}?lang=${lang}`),
  });
}

/** Creates a visit (no id) or changes one; the list and the plan are read again. */
export function useSaveVisit(id?: string) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VisitInput) =>
      apiFetch<Visit>(id ? path(id) : '/rest/v1/visits', {
        method: id ? 'PUT' : 'POST',
        json: input,
        accessToken: session?.access_token,
      }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitsKey }),
  });
}

export function useDeleteVisit(id: string) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(path(id), { method: 'DELETE', accessToken: session?.access_token }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: visitPlanKey(id) });
      return queryClient.invalidateQueries({ queryKey: visitListKey });
    },
  });
}

/** Makes the read-only link (a new one replaces the old) or, with `revoke`, takes it back. */
export function useShareVisit(id: string) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revoke: boolean) =>
      apiFetch<VisitShare | undefined>(`${path(id)}/share`, {
        method: revoke ? 'DELETE' : 'POST',
        accessToken: session?.access_token,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitsKey }),
  });
}
