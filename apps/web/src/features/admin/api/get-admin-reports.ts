import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportPage } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys, adminSearch } from './admin-keys';

export type AdminReportsQuery = {
  hidden?: 'true' | 'false' | undefined;
  q?: string | undefined;
  page: number;
};

/**
 * GET /rest/v1/admin/reports?hidden&q&page: messages of conversations that someone reported, one each, the
 * newest report first, with their text even when hidden.
 */
export function getAdminReports(query: AdminReportsQuery, accessToken: string | undefined) {
  return apiFetch<AdminReportPage>(`/rest/v1/admin/reports${adminSearch(query)}`, { accessToken });
}

export const adminReportsQueryOptions = (query: AdminReportsQuery, accessToken: string | undefined) =>
  queryOptions({
    queryKey: [...adminKeys.reports, query],
    queryFn: () => getAdminReports(query, accessToken),
    enabled: Boolean(accessToken),
  });

export function useAdminReports(query: AdminReportsQuery) {
  const { session } = useAuth();
  return useQuery({
    ...adminReportsQueryOptions(query, session?.access_token),
    placeholderData: keepPreviousData,
  });
}
