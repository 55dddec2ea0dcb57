import type { AdminMessage } from '@orchim/shared/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from './admin-keys';
import { useAdminAction } from './admin-action';

/** POST /rest/v1/admin/messages/{id}/read {read}: marks it read, or unread again; answers the message. */
export function markMessage({ id, read }: { id: string; read: boolean }, accessToken: string | undefined) {
  return apiFetch<AdminMessage>(`/rest/v1/admin/messages/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    json: { read },
    accessToken,
  });
}

export const useMarkMessage = () => useAdminAction(markMessage, [adminKeys.messages]);
