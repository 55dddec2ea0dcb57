import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { messageKey } from '@orchim/shared/messages';
import { useAuth } from '@/lib/auth/auth-context';
import type { LoginRedirectState } from '@/lib/auth/types';
import { startIdleTimer } from '@/lib/idle-timer';
import { notify } from '@/lib/notify';

export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * What the session asks of the router (the provider sits outside it):
 * - Product §4 idle timeout: while signed in, 30 minutes without activity (shared across tabs, see
 *   lib/idle-timer.ts) signs this browser out, says 'Your session has expired. Please sign in again.'
 *   and goes to /login (which leads back here after signing in).
 * - PASSWORD_RECOVERY: a recovery link was opened, so go to /reset-password to choose the new password
 *   (once, when the event arrives; the visitor may leave that page afterwards).
 * - A sign-out here has led the visitor to another page: the signed-in pages guard as usual again.
 */
export function SessionEffects() {
  const { status, passwordRecovery, signOut, signedOutHere, settleSignOut } = useAuth();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const signedIn = status === 'signed-in';

  // The latest of these, without restarting the timer whenever they change identity.
  const latest = useRef({ signOut, t, navigate, location, signedOutHere, settleSignOut });
  useLayoutEffect(() => {
    latest.current = { signOut, t, navigate, location, signedOutHere, settleSignOut };
  });

  // On a new location only: the sign-out itself happens on the page it leaves.
  useEffect(() => {
    if (latest.current.signedOutHere) latest.current.settleSignOut();
  }, [location.key]);

  useEffect(() => {
    if (!signedIn) return;
    return startIdleTimer({
      onTimeout: () => {
        const { signOut: end, t: translate, navigate: go, location: where } = latest.current;
        // Signing in again leads back to the page the visitor was on.
        const state: LoginRedirectState = {
          from: { pathname: where.pathname, search: where.search, hash: where.hash },
        };
        // 'local' ends this browser's session without depending on the network (after 30 idle minutes,
        // the connection may well be gone); the message and the way to sign in follow regardless.
        void end({ scope: 'local' })
          .catch(() => {})
          .then(() => {
            void notify('info', translate(messageKey('sessionExpired')));
            return go('/login', { replace: true, state });
          });
      },
    });
  }, [signedIn]);

  const wasRecovery = useRef(passwordRecovery);
  useEffect(() => {
    const started = passwordRecovery && !wasRecovery.current;
    wasRecovery.current = passwordRecovery;
    if (started && pathname !== RESET_PASSWORD_PATH) void navigate(RESET_PASSWORD_PATH, { replace: true });
  }, [passwordRecovery, pathname, navigate]);

  return null;
}
