import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { hostApplicationResultSchema } from '@orchim/shared/account';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';

type HostApplicationResult = z.infer<typeof hostApplicationResultSchema>;

/** POST /rest/v1/account/host-application: the guest's account becomes a pending host's; 409 already_host. */
export function applyToHost(accessToken: string | undefined) {
  return apiFetch<HostApplicationResult>('/rest/v1/account/host-application', {
    method: 'POST',
    accessToken,
  });
}

/**
 * Applies, then refreshes the session so its claims say host (pending) at once. A failed refresh
 * (offline) is not the application's failure: the claims follow at the next refresh.
 */
export function useApplyToHost() {
  const { session, refreshSession } = useAuth();
  return useMutation({
    mutationFn: () => applyToHost(session?.access_token),
    onSuccess: () => refreshSession().catch(() => {}),
  });
}
