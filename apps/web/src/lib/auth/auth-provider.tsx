import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { currentLanguage, i18n, isLanguage } from '@/lib/i18n';
import { markActivity } from '@/lib/idle-timer';
import { keepAccountLanguage } from './account-language';
import { clearAppStorage } from './app-storage';
import { AuthContext, authValue } from './auth-context';
import { claimsOf } from './claims';
import { authClientNeeded, authClientNeededNow, loadAuthClient } from './load-auth-client';
import type { AuthContextValue, AuthSession, AuthStatus, SessionClaims, SignOutOptions } from './types';

type State = {
  status: AuthStatus;
  session: AuthSession | null;
  claims: SessionClaims | null;
  passwordRecovery: boolean;
  signedOutHere?: boolean;
};

const LOADING: State = { status: 'loading', session: null, claims: null, passwordRecovery: false };
const SIGNED_OUT: State = { status: 'signed-out', session: null, claims: null, passwordRecovery: false };

/**
 * Provides the session to the app from @supabase/auth-js (product §4): `loading` until the client
 * reports INITIAL_SESSION, then the six events keep it current. A browser with no session to restore is
 * `signed-out` at once, and the client is listened to once something loads it (a sign-in form). SIGNED_OUT also clears the app's storage
 * (but the language and the rate limiter) and the query cache, so nothing of the account stays behind.
 * PASSWORD_RECOVERY sets `passwordRecovery`, which app/layout/session-effects.tsx follows to
 * /reset-password. `value` lets tests supply a fixed session instead.
 */
export function AuthProvider({
  children,
  value,
  load = loadAuthClient,
}: {
  children: ReactNode;
  value?: AuthContextValue;
  load?: typeof loadAuthClient;
}) {
  if (value) return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  return <LiveAuthProvider load={load}>{children}</LiveAuthProvider>;
}

function LiveAuthProvider({ children, load }: { children: ReactNode; load: typeof loadAuthClient }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(LOADING);
  const ending = useMemo(() => sessionEnding(load), [load]);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    let current = LOADING;
    const update = (next: State) => {
      const first = current === LOADING;
      current = next;
      if (!active) return;
      // The first answer (signed out, or the stored session) comes while a page the server rendered may
      // still be hydrating. As a transition, the parts it reaches (the header, a booking card) are hydrated
      // a slice at a time; as an ordinary update, React would hydrate them all in one long task first.
      if (first) startTransition(() => setState(next));
      else setState(next);
    };

    async function handle(event: AuthChangeEvent, session: Session | null, recoveryToken: string | null) {
      if (event === 'SIGNED_OUT' || !session) {
        if (event === 'SIGNED_OUT') {
          clearAppStorage();
          queryClient.clear();
        }
        update({ ...SIGNED_OUT, signedOutHere: event === 'SIGNED_OUT' && ending.running() });
        return;
      }
      const claims = claimsOf(session.user);
      const sameUser = current.session?.user.id === session.user.id;
      let passwordRecovery = current.passwordRecovery && sameUser;
      if (event === 'PASSWORD_RECOVERY') passwordRecovery = true;
      if (event === 'INITIAL_SESSION') passwordRecovery = session.access_token === recoveryToken;
      // A session the visitor has just started (signed in, or opened a recovery link) starts the idle
      // clock afresh; a restored one keeps the time stored with it (lib/idle-timer.ts).
      const signedInNow = event === 'SIGNED_IN' && current.status !== 'signed-in';
      if (passwordRecovery || signedInNow) markActivity();
      // After this event is handled: auth-js holds its lock while the listeners run.
      if (signedInNow) setTimeout(() => void keepAccountLanguage(load, session.user, currentLanguage()));
      update({ status: 'signed-in', session, claims, passwordRecovery });
    }

    // In an effect, not the first render: a page the server rendered is hydrated as it was drawn.
    if (!authClientNeededNow()) update(SIGNED_OUT);
    authClientNeeded()
      .then(load)
      .then(
        ({ client, recoveryToken }) => {
          if (!active) return;
          // One event at a time, in order. auth-js waits for the returned promise, so when
          // signInWithPassword resolves the context already has the session.
          let queue = Promise.resolve();
          const { data } = client.onAuthStateChange((event, session) => {
            queue = queue.then(() => handle(event, session, recoveryToken)).catch(() => {});
            return queue;
          });
          unsubscribe = () => data.subscription.unsubscribe();
        },
        // Without the auth client (its chunk failed to load) nobody can be signed in.
        () => update(SIGNED_OUT),
      );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [load, queryClient, ending]);

  // A language picked while signed in goes with the account (for its mails).
  const signedInUser = state.session?.user;
  useEffect(() => {
    if (!signedInUser) return;
    const keep = (language: string) => {
      if (isLanguage(language)) void keepAccountLanguage(load, signedInUser, language);
    };
    i18n.on('languageChanged', keep);
    return () => i18n.off('languageChanged', keep);
  }, [signedInUser, load]);

  const { signOut } = ending;

  const refreshSession = useCallback(async () => {
    const { client } = await load();
    // TOKEN_REFRESHED then brings the new claims through onAuthStateChange, as any refresh does.
    const { error } = await client.refreshSession();
    if (error) throw error;
  }, [load]);

  const settleSignOut = useCallback(
    () => setState((current) => (current.signedOutHere ? { ...current, signedOutHere: false } : current)),
    [],
  );

  const value = useMemo(
    () =>
      authValue(state.session, signOut, {
        status: state.status,
        claims: state.claims,
        passwordRecovery: state.passwordRecovery,
        signedOutHere: state.signedOutHere ?? false,
        settleSignOut,
        refreshSession,
      }),
    [state, signOut, settleSignOut, refreshSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * This page's signOut, and whether it is running: auth-js reports SIGNED_OUT before signOut resolves, so
 * the provider can tell the visitor's own sign-out (whose caller leads on) from one that came from
 * elsewhere.
 */
function sessionEnding(load: typeof loadAuthClient) {
  let running = false;
  return {
    running: () => running,
    signOut: async (options?: SignOutOptions) => {
      const { client } = await load();
      running = true;
      try {
        // This browser's session only (auth-js defaults to every device): signing out on a phone should
        // not sign the same person out on their laptop. A password change is what ends the others.
        const { error } = await client.signOut({ scope: 'local', ...options });
        if (error) throw error;
      } finally {
        running = false;
      }
    },
  };
}
