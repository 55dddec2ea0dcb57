import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@orchim/shared/account';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * POST /rest/v1/account/delete {password}: 204, and every session of the account has ended. Refusals:
 * 400 wrong_password, 409 upcoming_bookings, host_with_listings or last_admin (ACCOUNT_ERROR_CODES).
 */
export function deleteAccount(input: DeleteAccountInput, accessToken: string | undefined) {
  return apiFetch<undefined>('/rest/v1/account/delete', { method: 'POST', json: input, accessToken });
}

export function useDeleteAccount() {
  const { session } = useAuth();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => deleteAccount(input, session?.access_token),
    // Deleting twice is not a retry: the second would find no account.
    retry: false,
  });
}
