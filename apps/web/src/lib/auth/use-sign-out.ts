import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageKey } from '@orchim/shared/messages';
import { notify } from '@/lib/notify';
import { useAuth } from './auth-context';

/**
 * The Sign Out buttons: end the session, say so, and go home (product §4: a normal sign-out redirects to /).
 * A failure shows product §8's 'Error signing out: {message}' (or the generic one) and stays put.
 */
export function useSignOut() {
  const { signOut } = useAuth();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      const message =
        error instanceof Error && error.message
          ? t(messageKey('signOutFailed'), { message: error.message })
          : t(messageKey('unexpected'));
      void notify('error', message);
      return;
    }
    void notify('success', t(messageKey('signedOut')));
    await navigate('/', { replace: true });
  }, [signOut, t, navigate]);
}
