import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HostReviewPage } from '@orchim/shared/reviews';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { hostKeys } from './host-keys';

/** Which reviews the page shows: all of them, or those still awaiting the host's reply. */
export type HostReviewFilter = 'all' | 'awaiting';

/** GET /rest/v1/host/reviews?replied&page: the reviews of the signed-in host's listings, newest first. */
export function getHostReviews(filter: HostReviewFilter, page: number, accessToken: string | undefined) {
  const replied = filter === 'awaiting' ? '&replied=false' : '';
  return apiFetch<HostReviewPage>(`/rest/v1/host/reviews?page=${page}${replied}`, { accessToken });
}

export const hostReviewsKey = (filter: HostReviewFilter) => [...hostKeys.reviews, filter] as const;

export const hostReviewsQueryOptions = (filter: HostReviewFilter, accessToken: string | undefined) =>
  infiniteQueryOptions({
    queryKey: hostReviewsKey(filter),
    queryFn: ({ pageParam }) => getHostReviews(filter, pageParam, accessToken),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: Boolean(accessToken),
  });

export function useHostReviews(filter: HostReviewFilter) {
  const { session } = useAuth();
  return useInfiniteQuery(hostReviewsQueryOptions(filter, session?.access_token));
}
