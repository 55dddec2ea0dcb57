import { useQuery } from '@tanstack/react-query';
import type { VisitList } from '@orchim/shared/visits';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * The query key of everything about visits (docs/product.md §12): a booking made or cancelled changes
 * their plans, so the booking forms invalidate it too.
 */
export const VISITS_QUERY_KEY = ['visits'] as const;

/** The guest's visits (GET /rest/v1/visits): My visits on /profile, "Saved to" beside a heart. */
export const visitListKey = [...VISITS_QUERY_KEY, 'list'] as const;

export function useVisits() {
  const { session } = useAuth();
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: visitListKey,
    queryFn: () => apiFetch<VisitList>('/rest/v1/visits', { accessToken }),
    enabled: Boolean(accessToken),
  });
}
