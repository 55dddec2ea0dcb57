import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserPage } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys, adminSearch } from './admin-keys';

export type AdminUsersQuery = {
  role?: 'guest' | 'host' | 'admin' | undefined;
  disabled?: 'true' | 'false' | undefined;
  q?: string | undefined;
  page: number;
};

/** GET /rest/v1/admin/users?role&disabled&q&page: every account, newest first. */
export function getAdminUsers(query: AdminUsersQuery, accessToken: string | undefined) {
  return apiFetch<AdminUserPage>(`/rest/v1/admin/users${adminSearch(query)}`, { accessToken });
}

export const adminUsersQueryOptions = (query: AdminUsersQuery, accessToken: string | undefined) =>
  queryOptions({
    queryKey: [...adminKeys.users, query],
    queryFn: () => getAdminUsers(query, accessToken),
    enabled: Boolean(accessToken),
  });

export function useAdminUsers(query: AdminUsersQuery) {
  const { session } = useAuth();
  return useQuery({
    ...adminUsersQueryOptions(query, session?.access_token),
    placeholderData: keepPreviousData,
  });
}
