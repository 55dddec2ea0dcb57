import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostPaymentMeans } from '@orchim/shared/payments';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { hostKeys } from './host-keys';

/**
 * GET and PUT /rest/v1/host/payment-means: what the host accepts from guests paying on arrival (cash,
 * Zelle, Venmo…; at least one, cash until they choose), shown on their guests' bookings
 * (docs/decisions/039-online-payment.md).
 */
export function getPaymentMeans(accessToken: string | undefined) {
  return apiFetch<HostPaymentMeans>('/rest/v1/host/payment-means', { accessToken });
}

export function putPaymentMeans(body: HostPaymentMeans, accessToken: string | undefined) {
  return apiFetch<HostPaymentMeans>('/rest/v1/host/payment-means', {
    method: 'PUT',
    json: body,
    accessToken,
  });
}

export function usePaymentMeans() {
  const { session } = useAuth();
  return useQuery({
    queryKey: hostKeys.paymentMeans,
    queryFn: () => getPaymentMeans(session?.access_token),
    enabled: Boolean(session?.access_token),
  });
}

/** Saves the choice; the answer is the saved choice, kept as the query's data (a PUT may be sent again). */
export function useSavePaymentMeans() {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HostPaymentMeans) => putPaymentMeans(body, session?.access_token),
    onSuccess: (saved) => queryClient.setQueryData(hostKeys.paymentMeans, saved),
  });
}
