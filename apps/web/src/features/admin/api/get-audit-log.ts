import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAction, AuditPage } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys, adminSearch } from './admin-keys';

export type AuditQuery = { action?: AdminAction | undefined; q?: string | undefined; page: number };

/** GET /rest/v1/admin/audit?action&q&page: what admins did, newest first (read only). */
export function getAuditLog(query: AuditQuery, accessToken: string | undefined) {
  return apiFetch<AuditPage>(`/rest/v1/admin/audit${adminSearch(query)}`, { accessToken });
}

export const auditQueryOptions = (query: AuditQuery, accessToken: string | undefined) =>
  queryOptions({
    queryKey: [...adminKeys.audit, query],
    queryFn: () => getAuditLog(query, accessToken),
    enabled: Boolean(accessToken),
  });

export function useAuditLog(query: AuditQuery) {
  const { session } = useAuth();
  return useQuery({ ...auditQueryOptions(query, session?.access_token), placeholderData: keepPreviousData });
}
