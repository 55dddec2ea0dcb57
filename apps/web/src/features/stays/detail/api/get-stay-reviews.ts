import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@orchim/shared/stays';
import { apiFetch } from '@/lib/api';

/** GET /rest/v1/stays/{id}/reviews?page: newest first, with the average and count of them all. */
export function getStayReviews(id: string, page: number) {
  return apiFetch<ReviewPage>(`/rest/v1/stays/${encodeURIComponent(id)}/reviews?page=${page}`);
}

export const getStayReviewsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['stays', 'reviews', id],
    queryFn: ({ pageParam }) => getStayReviews(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useStayReviews = (id: string) => useInfiniteQuery(getStayReviewsQueryOptions(id));
