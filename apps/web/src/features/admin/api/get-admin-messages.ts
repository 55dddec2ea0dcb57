import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMessagePage } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys, adminSearch } from './admin-keys';

export type AdminMessagesQuery = {
  unread?: 'true' | 'false' | undefined;
  q?: string | undefined;
  page: number;
};

/** GET /rest/v1/admin/messages?unread&q&page: the contact form's messages, newest first. */
export function getAdminMessages(query: AdminMessagesQuery, accessToken: string | undefined) {
  return apiFetch<AdminMessagePage>(`/rest/v1/admin/messages${adminSearch(query)}`, { accessToken });
}

export const adminMessagesQueryOptions = (query: AdminMessagesQuery, accessToken: string | undefined) =>
  queryOptions({
    queryKey: [...adminKeys.messages, query],
    queryFn: () => getAdminMessages(query, accessToken),
    enabled: Boolean(accessToken),
  });

export function useAdminMessages(query: AdminMessagesQuery) {
  const { session } = useAuth();
  return useQuery({
    ...adminMessagesQueryOptions(query, session?.access_token),
    placeholderData: keepPreviousData,
  });
}
