import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { MyReview, ReviewInput } from '@orchim/shared/reviews';
import { REVIEW_ERROR_CODES, type ReviewedResource } from '@orchim/shared/review-vocabulary';
import type { Review, ReviewPage } from '@orchim/shared/stays';
import { ApiError, apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';

const reviewsPath = (resource: ReviewedResource, id: string) =>
  `/rest/v1/${resource}/${encodeURIComponent(id)}/reviews`;

/**
 * GET /rest/v1/{resource}/{id}/reviews?page (stays, meals, transport, ohel-listings: every kind answers
 * the shared reviewPageSchema): newest first, with the average and count of them all, a page at a time.
 */
export function getReviews(resource: ReviewedResource, id: string, page: number) {
  return apiFetch<ReviewPage>(`${reviewsPath(resource, id)}?page=${page}`);
}

export const reviewsKey = (resource: ReviewedResource, id: string) => [resource, 'reviews', id] as const;

export const reviewsQueryOptions = (resource: ReviewedResource, id: string) =>
  infiniteQueryOptions({
    queryKey: reviewsKey(resource, id),
    queryFn: ({ pageParam }) => getReviews(resource, id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export type ReviewsQueryOptions = ReturnType<typeof reviewsQueryOptions>;

/**
 * GET …/reviews/mine: the signed-in person's latest review of the listing (or null), and whether they may
 * write one now, or why not (their booking has not ended yet, it is their own listing…: decision 022).
 */
export function getMyReview(
  resource: ReviewedResource,
  id: string,
  accessToken: string | undefined,
): Promise<MyReview> {
  return apiFetch<MyReview>(`${reviewsPath(resource, id)}/mine`, { accessToken });
}

/** Not under reviewsKey, so refreshing the list after a write does not ask for this again. */
export const myReviewKey = (resource: ReviewedResource, id: string) => [resource, 'my-review', id] as const;

/**
 * The token is not part of the key: it changes on every refresh while the review does not, and the
 * query cache is cleared when the session ends (lib/auth/auth-provider.tsx).
 */
export const myReviewQueryOptions = (
  resource: ReviewedResource,
  id: string,
  accessToken: string | undefined,
) =>
  queryOptions({
    queryKey: myReviewKey(resource, id),
    queryFn: () => getMyReview(resource, id, accessToken),
    enabled: Boolean(accessToken),
  });

/** The lists of a kind of listing: stays and meals search, transport and the Ohel list. */
const LIST_PARTS: readonly unknown[] = ['search', 'list'];

/**
 * A write changes the listing's average and count at once: its reviews, its page (['stays', 'detail',
 * id, { lang }]) and every list of its kind (the cards) are stale.
 */
export function invalidateReviewed(queryClient: QueryClient, resource: ReviewedResource, id: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [kind, part, listingId] }) =>
      kind === resource &&
      (LIST_PARTS.includes(part) || ((part === 'detail' || part === 'reviews') && listingId === id)),
  });
}

/**
 * POST …/reviews (a first review, 201) or PUT …/reviews/mine (an edit, 200). Not retried: product §9's one
 * mutation retry would repeat a POST whose answer was merely lost, and answer it with review_exists.
 */
export function useSaveReview(resource: ReviewedResource, id: string) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, edit }: { input: ReviewInput; edit: boolean }) =>
      apiFetch<Review>(edit ? `${reviewsPath(resource, id)}/mine` : reviewsPath(resource, id), {
        method: edit ? 'PUT' : 'POST',
        json: input,
        accessToken: session?.access_token,
      }),
    retry: false,
    onError: (error, { edit }) => {
      // The review is there after all (written elsewhere), or gone: show the reader what the server has.
      const stale =
        error instanceof ApiError &&
        (error.code === REVIEW_ERROR_CODES.reviewExists || (edit && error.status === 404));
      if (stale) void queryClient.invalidateQueries({ queryKey: myReviewKey(resource, id) });
    },
    onSuccess: (review) => {
      // Theirs now, to see and edit. Another ended booking may still wait for its review: the next visit
      // of the page asks the server again, rather than swap the thanks for a new form at once.
      queryClient.setQueryData<MyReview>(myReviewKey(resource, id), {
        review,
        canWrite: false,
        reason: REVIEW_ERROR_CODES.reviewExists,
      });
      // Not awaited: the thanks need not wait for the list and the cards to come back.
      void invalidateReviewed(queryClient, resource, id);
    },
  });
}
