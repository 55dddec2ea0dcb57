import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReviewPage } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { adminKeys, adminSearch } from './admin-keys';

export type AdminReviewsQuery = {
  hidden?: 'true' | 'false' | undefined;
  q?: string | undefined;
  page: number;
};

/** GET /rest/v1/admin/reviews?hidden&q&page: every review, hidden ones too, newest first. */
export function getAdminReviews(query: AdminReviewsQuery, accessToken: string | undefined) {
  return apiFetch<AdminReviewPage>(`/rest/v1/admin/reviews${adminSearch(query)}`, { accessToken });
}

export const adminReviewsQueryOptions = (query: AdminReviewsQuery, accessToken: string | undefined) =>
  queryOptions({
    queryKey: [...adminKeys.reviews, query],
    queryFn: () => getAdminReviews(query, accessToken),
    enabled: Boolean(accessToken),
  });

export function useAdminReviews(query: AdminReviewsQuery) {
  const { session } = useAuth();
  return useQuery({
    ...adminReviewsQueryOptions(query, session?.access_token),
    placeholderData: keepPreviousData,
  });
}
