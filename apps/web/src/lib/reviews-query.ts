import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ReviewPage } from '@orchim/shared/stays';
import { apiFetch } from '@/lib/api';

/**
 * GET /rest/v1/{resource}/{id}/reviews?page (stays, meals, transport, ohel-listings: every kind answers
 * the shared reviewPageSchema): newest first, with the average and count of them all, a page at a time.
 */
export function getReviews(resource: string, id: string, page: number) {
  return apiFetch<ReviewPage>(`/rest/v1/${resource}/${encodeURIComponent(id)}/reviews?page=${page}`);
}

export const reviewsQueryOptions = (resource: string, id: string) =>
  infiniteQueryOptions({
    queryKey: [resource, 'reviews', id],
    queryFn: ({ pageParam }) => getReviews(resource, id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export type ReviewsQueryOptions = ReturnType<typeof reviewsQueryOptions>;
