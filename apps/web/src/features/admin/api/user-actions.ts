import type { AdminUserDetail } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from './admin-keys';
import { useAdminAction } from './admin-action';

const userPath = (id: string) => `/rest/v1/admin/users/${encodeURIComponent(id)}`;

/**
 * POST /rest/v1/admin/users/{id}/disable {reason?}: cannot sign in, every session ends. Refused with 409
 * admin_self_change for one's own account.
 */
export function disableUser({ id, reason }: { id: string; reason: string }, accessToken: string | undefined) {
  return apiFetch<AdminUserDetail>(`${userPath(id)}/disable`, {
    method: 'POST',
    json: { reason },
    accessToken,
  });
}

/** POST …/enable: may sign in again. */
export function enableUser({ id }: { id: string }, accessToken: string | undefined) {
  return apiFetch<AdminUserDetail>(`${userPath(id)}/enable`, { method: 'POST', accessToken });
}

/** POST …/admin {admin}: grant or remove the admin role (not one's own: 409 admin_self_change). */
export function setUserAdmin({ id, admin }: { id: string; admin: boolean }, accessToken: string | undefined) {
  return apiFetch<AdminUserDetail>(`${userPath(id)}/admin`, {
    method: 'POST',
    json: { admin },
    accessToken,
  });
}

// The reported messages show whether their senders are disabled.
const stale = [adminKeys.users, adminKeys.userDetails, adminKeys.reports] as const;
export const useDisableUser = () => useAdminAction(disableUser, stale);
export const useEnableUser = () => useAdminAction(enableUser, stale);
export const useSetUserAdmin = () => useAdminAction(setUserAdmin, stale);
