import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys } from './admin-keys';

/** GET /rest/v1/admin/overview: the counts of the whole site, and revenue by month. */
export function getOverview(accessToken: string | undefined) {
  return apiFetch<AdminOverview>('/rest/v1/admin/overview', { accessToken });
}

export const overviewQueryOptions = (accessToken: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.overview,
    queryFn: () => getOverview(accessToken),
    enabled: Boolean(accessToken),
  });

export function useOverview() {
  const { session } = useAuth();
  return useQuery(overviewQueryOptions(session?.access_token));
}
