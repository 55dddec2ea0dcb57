import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys } from './admin-keys';

/**
 * An admin's action (one audited write): not retried (a lost answer would act twice, and the second says
 * 409 already_done). Once settled, refused too (the server's state is the truth), the lists it changes,
 * the overview's counts and the audit log are fetched again.
 */
export function useAdminAction<V, R>(
  action: (variables: V, accessToken: string | undefined) => Promise<R>,
  stale: readonly QueryKey[],
) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => action(variables, session?.access_token),
    retry: false,
    onSettled: () =>
      Promise.all(
        [...stale, adminKeys.overview, adminKeys.audit].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
