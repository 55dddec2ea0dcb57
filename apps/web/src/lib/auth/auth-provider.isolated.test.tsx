import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthChangeEvent } from '@supabase/auth-js';
import { LANGUAGE_STORAGE_KEY } from '@orchim/shared/constants';
import { MESSAGES } from '@orchim/shared/messages';
import { changeLanguage } from '@/lib/i18n';
import { LAST_ACTIVITY_STORAGE_KEY } from '@/lib/idle-timer';
import { AUTH_RATE_LIMIT_STORAGE_KEY } from '@/lib/rate-limiter';
import { setupI18n } from '../../../test/i18n';
import { fakeSession, preloadPages, renderApp, type Persona } from '../../../test/render-app';
import type { LoadedAuthClient } from './auth-client';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { setAuthClientForTests } from './load-auth-client';
import { useFreshHostStatus } from './use-fresh-host-status';
import { AUTH_STORAGE_KEY, type AuthSession } from './types';

type Listener = (event: AuthChangeEvent, session: AuthSession | null) => void | Promise<void>;

/** An auth-js client reduced to what the provider uses, whose events the test sends. */
function fakeClient(recoveryToken: string | null = null) {
  let listener: Listener = () => {};
  const unsubscribe = vi.fn();
  const client = {
    onAuthStateChange: vi.fn((callback: Listener) => {
      listener = callback;
      return { data: { subscription: { unsubscribe } } };
    }),
    signOut: vi.fn(async () => ({ error: null as Error | null })),
    refreshSession: vi.fn(async () => ({ error: null as Error | null })),
    updateUser: vi.fn(async () => ({ data: {}, error: null })),
  };
  const loaded = { client, recoveryToken } as unknown as LoadedAuthClient;
  return {
    client,
    unsubscribe,
    loaded,
    load: async () => loaded,
    emit: (event: AuthChangeEvent, session: AuthSession | null) => act(async () => listener(event, session)),
  };
}

function Probe() {
  const auth = useAuth();
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{auth.status}</dd>
      <dd data-testid="user">{auth.user?.email ?? '-'}</dd>
      <dd data-testid="name">{String(auth.user?.user_metadata.full_name ?? '-')}</dd>
      <dd data-testid="claims">{`${auth.userType ?? '-'} ${auth.hostStatus ?? '-'} ${auth.roles.join('+') || '-'}`}</dd>
      <dd data-testid="token">{auth.session?.access_token ?? '-'}</dd>
      <dd data-testid="recovery">{String(auth.passwordRecovery)}</dd>
    </dl>
  );
}

function renderProvider(load: () => Promise<LoadedAuthClient>, queryClient = new QueryClient()) {
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider load={load}>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { queryClient, unmount };
}

const text = (id: string) => screen.getByTestId(id).textContent;
const session = (persona: Persona, token = 'access') => ({ ...fakeSession(persona), access_token: token });

beforeAll(() => setupI18n('en'));
// A browser that may hold a session (one was stored): the provider listens to the client from the start.
// (deferred-auth-client.test.tsx covers the visitor with none.)
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(AUTH_STORAGE_KEY, '{}');
});
afterEach(() => setAuthClientForTests(null));

describe('AuthProvider (product §4 session events)', () => {
  it('is loading until INITIAL_SESSION, then signed out without a session', async () => {
    const fake = fakeClient();
    renderProvider(fake.load);
    expect(text('status')).toBe('loading');
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', null);
    expect(text('status')).toBe('signed-out');
    expect(text('claims')).toBe('- - -');
  });

  it('restores a stored session with its user type, host status and roles', async () => {
    const fake = fakeClient();
    renderProvider(fake.load);
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', session('pending-host'));
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    expect(text('user')).toBe('pending-host@example.com');
    expect(text('claims')).toBe('host pending host');
    expect(text('recovery')).toBe('false');
    // A restored session keeps the activity time stored with it (none here): it is not "new activity".
    expect(localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBeNull();
  });

  it('follows SIGNED_IN, TOKEN_REFRESHED and USER_UPDATED', async () => {
    const fake = fakeClient();
    renderProvider(fake.load);
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', null);

    await fake.emit('SIGNED_IN', session('admin', 'first'));
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    expect(text('claims')).toBe('guest - guest+admin');
    // Signing in is the visitor's own doing: the idle clock starts now.
    expect(Number(localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY))).toBeGreaterThan(Date.now() - 1000);

    await fake.emit('TOKEN_REFRESHED', session('admin', 'second'));
    await waitFor(() => expect(text('token')).toBe('second'));

    const renamed = session('admin', 'second');
    renamed.user.user_metadata.full_name = 'Chana Rivka Levy';
    await fake.emit('USER_UPDATED', renamed);
    await waitFor(() => expect(text('name')).toBe('Chana Rivka Levy'));
  });

  it('on SIGNED_OUT clears the session, the query cache and the app’s storage, but the language and the limiter', async () => {
    const fake = fakeClient();
    const { queryClient } = renderProvider(fake.load);
    queryClient.setQueryData(['bookings'], ['a booking']);
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', session('guest'));
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'he');
    localStorage.setItem(
      AUTH_RATE_LIMIT_STORAGE_KEY,
      '{"signIn":{"attempts":[],"strikes":1,"blockedUntil":0}}',
    );
    localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, '123');
    localStorage.setItem('orchim-draft-booking', '{}');

    await fake.emit('SIGNED_OUT', null);
    expect(text('status')).toBe('signed-out');
    expect(text('user')).toBe('-');
    expect(Object.keys(localStorage).sort()).toEqual(
      [AUTH_RATE_LIMIT_STORAGE_KEY, LANGUAGE_STORAGE_KEY].sort(),
    );
    expect(queryClient.getQueryData(['bookings'])).toBeUndefined();
  });

  it('marks a PASSWORD_RECOVERY session, and a session restored from the recovery link’s token', async () => {
    const fake = fakeClient();
    renderProvider(fake.load);
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', null);
    await fake.emit('PASSWORD_RECOVERY', session('guest', 'recovery-token'));
    await waitFor(() => expect(text('recovery')).toBe('true'));
    expect(text('status')).toBe('signed-in');
    // auth-js reports SIGNED_IN again when the tab comes back; it is still the recovery session.
    await fake.emit('SIGNED_IN', session('guest', 'recovery-token'));
    expect(text('recovery')).toBe('true');
  });

  it('recognises the recovery session when INITIAL_SESSION comes before PASSWORD_RECOVERY', async () => {
    const fake = fakeClient('recovery-token');
    renderProvider(fake.load);
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', session('guest', 'recovery-token'));
    await waitFor(() => expect(text('recovery')).toBe('true'));
  });

  it('ends the session through auth-js, and rejects with its error', async () => {
    const fake = fakeClient();
    const grabbed: { signOut?: ReturnType<typeof useAuth>['signOut'] } = {};
    function Grab() {
      const { signOut } = useAuth();
      useEffect(() => {
        grabbed.signOut = signOut;
      });
      return null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider load={fake.load}>
          <Grab />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(grabbed.signOut).toBeDefined());
    const signOut = grabbed.signOut!;
    // Sign Out ends this browser's session, not the person's sessions on other devices.
    await signOut();
    expect(fake.client.signOut).toHaveBeenCalledWith({ scope: 'local' });
    await signOut({ scope: 'global' });
    expect(fake.client.signOut).toHaveBeenLastCalledWith({ scope: 'global' });
    fake.client.signOut.mockResolvedValueOnce({ error: new Error('Failed to fetch') });
    await expect(signOut()).rejects.toThrow('Failed to fetch');
  });

  it('asks for a fresh session while a host waits for approval, and stops once approved', async () => {
    const fake = fakeClient();
    function HostStatus() {
      return <p data-testid="fresh">{useFreshHostStatus() ?? '-'}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider load={fake.load}>
          <HostStatus />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', session('pending-host'));
    await waitFor(() => expect(fake.client.refreshSession).toHaveBeenCalledTimes(1));
    expect(text('fresh')).toBe('pending');
    // The refresh brings the admin's decision in the new session's claims.
    await fake.emit('TOKEN_REFRESHED', { ...session('pending-host', 'second'), user: session('host').user });
    expect(text('fresh')).toBe('approved');
    await fake.emit('TOKEN_REFRESHED', session('host', 'third'));
    expect(fake.client.refreshSession).toHaveBeenCalledTimes(1);
  });

  it('does not refresh the session of a guest or an approved host', async () => {
    for (const persona of ['guest', 'host'] as const) {
      const fake = fakeClient();
      function HostStatus() {
        return <p>{useFreshHostStatus() ?? '-'}</p>;
      }
      const { unmount } = render(
        <QueryClientProvider client={new QueryClient()}>
          <AuthProvider load={fake.load}>
            <HostStatus />
          </AuthProvider>
        </QueryClientProvider>,
      );
      await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
      await fake.emit('INITIAL_SESSION', session(persona));
      await waitFor(() =>
        expect(screen.getByText(persona === 'host' ? 'approved' : '-')).toBeInTheDocument(),
      );
      expect(fake.client.refreshSession).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('is signed out when the auth client cannot be loaded', async () => {
    renderProvider(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await waitFor(() => expect(text('status')).toBe('signed-out'));
  });

  it('stops listening when unmounted', async () => {
    const fake = fakeClient();
    const { unmount } = renderProvider(fake.load);
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    unmount();
    expect(fake.unsubscribe).toHaveBeenCalledOnce();
  });
});

describe('the language kept with the account (for its mails)', () => {
  const speaking = (language: string): AuthSession => {
    const base = session('guest');
    return { ...base, user: { ...base.user, user_metadata: { ...base.user.user_metadata, language } } };
  };
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  afterEach(() => changeLanguage('en'));

  it("is the page's language on a sign-in, written only when the account keeps another", async () => {
    await changeLanguage('he');
    const fake = fakeClient();
    renderProvider(fake.load);
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', null);
    await fake.emit('SIGNED_IN', speaking('he'));
    await settle();
    expect(fake.client.updateUser).not.toHaveBeenCalled();

    await fake.emit('SIGNED_OUT', null);
    await fake.emit('SIGNED_IN', speaking('fr'));
    await settle();
    expect(fake.client.updateUser).toHaveBeenCalledExactlyOnceWith({ data: { language: 'he' } });
  });

  it('is not changed by a session restored in another language, nor by a refresh', async () => {
    await changeLanguage('fr');
    const fake = fakeClient();
    renderProvider(fake.load);
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', speaking('he'));
    await fake.emit('TOKEN_REFRESHED', speaking('he'));
    await fake.emit('SIGNED_IN', speaking('he'));
    await settle();
    expect(text('status')).toBe('signed-in');
    expect(fake.client.updateUser).not.toHaveBeenCalled();
  });

  it('follows each language picked while signed in, and none picked while signed out', async () => {
    const fake = fakeClient();
    renderProvider(fake.load);
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', speaking('en'));
    await act(() => changeLanguage('fr'));
    await waitFor(() => expect(fake.client.updateUser).toHaveBeenCalledWith({ data: { language: 'fr' } }));

    await fake.emit('SIGNED_OUT', null);
    await act(() => changeLanguage('he'));
    await settle();
    expect(fake.client.updateUser).toHaveBeenCalledOnce();
  });
});

describe('with the router (app/layout/session-effects.tsx)', () => {
  // The pages these tests go to, compiled beforehand: the router shows a page once its code is here, which
  // can take longer than a wait on a busy machine.
  beforeAll(() => preloadPages('/stays', '/login', '/reset-password'), 60_000);

  it('goes to /reset-password on PASSWORD_RECOVERY', async () => {
    const fake = fakeClient();
    setAuthClientForTests(fake.loaded);
    const { router } = renderApp('/stays', { auth: 'live' });
    await screen.findByRole('heading', { level: 1, name: 'Stays in Crown Heights' });
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', null);
    await fake.emit('PASSWORD_RECOVERY', session('guest', 'recovery-token'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('signs an idle visitor out of this browser, says the session expired and goes to /login', async () => {
    const fake = fakeClient();
    setAuthClientForTests(fake.loaded);
    // The last activity, in this tab or another, was 31 minutes ago.
    localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(Date.now() - 31 * 60_000));
    // As auth-js does: the local session is gone, and SIGNED_OUT reported, before signOut resolves. (The
    // idle handler's way to /login follows; a session still there would send the visitor back.)
    fake.client.signOut.mockImplementation(async () => {
      await fake.emit('SIGNED_OUT', null);
      return { error: null };
    });
    const { router } = renderApp('/stays', { auth: 'live' });
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', session('guest'));
    await waitFor(() => expect(fake.client.signOut).toHaveBeenCalledWith({ scope: 'local' }));
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/stays', search: '', hash: '' } });
  });

  it('does not watch for idleness while signed out', async () => {
    const fake = fakeClient();
    setAuthClientForTests(fake.loaded);
    localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(Date.now() - 31 * 60_000));
    renderApp('/stays', { auth: 'live' });
    await waitFor(() => expect(fake.client.onAuthStateChange).toHaveBeenCalled());
    await fake.emit('INITIAL_SESSION', null);
    await screen.findByRole('heading', { level: 1, name: 'Stays in Crown Heights' });
    expect(fake.client.signOut).not.toHaveBeenCalled();
  });
});
