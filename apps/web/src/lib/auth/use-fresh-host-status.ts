import { useEffect } from 'react';
import { useAuth } from './auth-context';

/**
 * The host's application status, asked afresh of the server when a page opens while it is not approved:
 * the status travels in the session's claims, which would otherwise change only at the next token
 * refresh, up to an hour after the admin decided. A failed refresh (offline) leaves the claims as they were.
 */
export function useFreshHostStatus() {
  const { hostStatus, refreshSession } = useAuth();
  const undecided = hostStatus !== null && hostStatus !== 'approved';
  useEffect(() => {
    if (undecided) refreshSession().catch(() => {});
  }, [undecided, refreshSession]);
  return hostStatus;
}
