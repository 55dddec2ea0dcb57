import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HostApplication } from '@orchim/shared/host';
import type { HostStatus } from '@orchim/shared/roles';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys, adminSearch } from './admin-keys';

/** An application, with the reason of the decision (or the approval's note) once decided. */
export type AdminHostApplication = HostApplication & { reason?: string | null };

/** GET /rest/v1/admin/hosts?status: host applications, of one status or all. */
export function getHostApplications(status: HostStatus | undefined, accessToken: string | undefined) {
  return apiFetch<{ items: AdminHostApplication[] }>(`/rest/v1/admin/hosts${adminSearch({ status })}`, {
    accessToken,
  });
}

export const hostApplicationsQueryOptions = (
  status: HostStatus | undefined,
  accessToken: string | undefined,
) =>
  queryOptions({
    queryKey: [...adminKeys.hosts, status ?? 'all'],
    queryFn: () => getHostApplications(status, accessToken),
    enabled: Boolean(accessToken),
  });

export function useHostApplications(status: HostStatus | undefined) {
  const { session } = useAuth();
  return useQuery({
    ...hostApplicationsQueryOptions(status, session?.access_token),
    placeholderData: keepPreviousData,
  });
}
