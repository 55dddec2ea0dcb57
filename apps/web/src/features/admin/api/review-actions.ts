import { apiFetch } from '@/lib/api';
import { adminKeys } from './admin-keys';
import { useAdminAction } from './admin-action';

const reviewPath = (id: string) => `/rest/v1/admin/reviews/${encodeURIComponent(id)}`;

/** POST /rest/v1/admin/reviews/{id}/hide {reason?}: off the listing's page; averages are recounted. */
export function hideReview({ id, reason }: { id: string; reason: string }, accessToken: string | undefined) {
  return apiFetch<unknown>(`${reviewPath(id)}/hide`, { method: 'POST', json: { reason }, accessToken });
}

/** POST …/restore: shown again. */
export function restoreReview({ id }: { id: string }, accessToken: string | undefined) {
  return apiFetch<unknown>(`${reviewPath(id)}/restore`, { method: 'POST', accessToken });
}

export const useHideReview = () => useAdminAction(hideReview, [adminKeys.reviews]);
export const useRestoreReview = () => useAdminAction(restoreReview, [adminKeys.reviews]);
