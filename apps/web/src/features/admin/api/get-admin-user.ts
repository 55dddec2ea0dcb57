import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys } from './admin-keys';

/** GET /rest/v1/admin/users/{id}: the account, its phone and what it holds. */
export function getAdminUser(id: string, accessToken: string | undefined) {
  return apiFetch<AdminUserDetail>(`/rest/v1/admin/users/${encodeURIComponent(id)}`, { accessToken });
}

export const adminUserQueryOptions = (id: string, accessToken: string | undefined) =>
  queryOptions({
    queryKey: [...adminKeys.userDetails, id],
    queryFn: () => getAdminUser(id, accessToken),
    enabled: Boolean(accessToken),
  });

export function useAdminUser(id: string) {
  const { session } = useAuth();
  return useQuery(adminUserQueryOptions(id, session?.access_token));
}
