import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { HostReplyInput, HostReview, HostReviewPage, ReviewedResource } from '@orchim/shared/reviews';
import type { Review } from '@orchim/shared/stays';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { reviewsKey } from '@/lib/reviews-query';
import { hostKeys } from './host-keys';

/** The public reviews resource of each kind of listing (/rest/v1/{resource}/{id}/reviews). */
const RESOURCE: Record<HostReview['listing']['kind'], ReviewedResource> = {
  stays: 'stays',
  meals: 'meals',
  transport: 'transport',
  ohel: 'ohel-listings',
};

/** POST /rest/v1/host/reviews/{id}/reply: the review with the host's one reply; 409 reply_exists after. */
export function replyToReview(id: string, input: HostReplyInput, accessToken: string | undefined) {
  return apiFetch<Review>(`/rest/v1/host/reviews/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    json: input,
    accessToken,
  });
}

/**
 * The reply, shown at once under its review in every list that holds it (the review stays in place, also
 * under "awaiting a reply", until the list is next fetched); the listing's public reviews are stale.
 */
export function useReplyToReview(review: HostReview) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HostReplyInput) => replyToReview(review.id, input, session?.access_token),
    onSuccess: (replied) => {
      queryClient.setQueriesData<InfiniteData<HostReviewPage>>({ queryKey: hostKeys.reviews }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === replied.id ? { ...item, ...replied } : item)),
              })),
            }
          : data,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: hostKeys.reviews, refetchType: 'none' }),
        queryClient.invalidateQueries({
          queryKey: reviewsKey(RESOURCE[review.listing.kind], review.listing.id),
          refetchType: 'none',
        }),
      ]);
    },
  });
}
