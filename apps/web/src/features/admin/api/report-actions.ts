import { apiFetch } from '@/lib/api';
import { adminKeys } from './admin-keys';
import { useAdminAction } from './admin-action';
import { disableUser } from './user-actions';

const reportPath = (messageId: string) => `/rest/v1/admin/reports/${encodeURIComponent(messageId)}`;

/** POST /rest/v1/admin/reports/{messageId}/hide {reason?}: both people of the conversation see it without its text. */
export function hideMessage(
  { messageId, reason }: { messageId: string; reason: string },
  accessToken: string | undefined,
) {
  return apiFetch<unknown>(`${reportPath(messageId)}/hide`, {
    method: 'POST',
    json: { reason },
    accessToken,
  });
}

/** POST …/restore: its text shown again. */
export function restoreMessage({ messageId }: { messageId: string }, accessToken: string | undefined) {
  return apiFetch<unknown>(`${reportPath(messageId)}/restore`, { method: 'POST', accessToken });
}

export const useHideMessage = () => useAdminAction(hideMessage, [adminKeys.reports]);
export const useRestoreMessage = () => useAdminAction(restoreMessage, [adminKeys.reports]);

/**
 * Disables a reported message's sender: the users' own action (POST /rest/v1/admin/users/{id}/disable,
 * audited there), after which the reports, whose senders show whether they are disabled, are fetched again.
 */
export const useDisableSender = () =>
  useAdminAction(disableUser, [adminKeys.reports, adminKeys.users, adminKeys.userDetails]);
