import type { AdminHostDecision } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from './admin-keys';
import { useAdminAction } from './admin-action';

/**
 * POST /rest/v1/admin/hosts/{id}/status {status, reason}: approve (an optional note) or reject (a reason
 * is required: the applicant reads it). The applicant is mailed either way.
 */
export function decideHost(
  { id, ...decision }: AdminHostDecision & { id: string },
  accessToken: string | undefined,
) {
  return apiFetch<unknown>(`/rest/v1/admin/hosts/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    json: decision,
    accessToken,
  });
}

export const useDecideHost = () => useAdminAction(decideHost, [adminKeys.hosts, adminKeys.users]);
