import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HostApplicationRequest, hostApplicationResultSchema } from '@orchim/shared/account';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';

type HostApplicationResult = z.infer<typeof hostApplicationResultSchema>;

/**
 * POST /rest/v1/account/host-application {intro?}: the guest's account becomes a pending host's, with
 * what they wrote for the team; 409 already_host.
 */
export function applyToHost(accessToken: string | undefined, request: HostApplicationRequest) {
  return apiFetch<HostApplicationResult>('/rest/v1/account/host-application', {
    method: 'POST',
    accessToken,
    json: request,
  });
}

/**
 * Applies, then refreshes the session so its claims say host (pending) at once. A failed refresh
 * (offline) is not the application's failure: the claims follow at the next refresh.
 */
export function useApplyToHost() {
  const { session, refreshSession } = useAuth();
  return useMutation({
    mutationFn: (request: HostApplicationRequest) => applyToHost(session?.access_token, request),
    onSuccess: () => refreshSession().catch(() => {}),
  });
}
