import { Suspense, use } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthChangeEvent } from '@supabase/auth-js';
import { setupI18n } from '../../../test/i18n';
import { fakeSession } from '../../../test/render-app';
import type { LoadedAuthClient } from './auth-client';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { authClientNeededNow, sessionAtStart, setAuthClientForTests } from './load-auth-client';
import { AUTH_STORAGE_KEY } from './types';

/**
 * A visitor with no session to restore does not fetch the auth client (a chunk of about 22 KB) to read
 * the site. A file of its own: whether the client was needed yet is kept for the page's lifetime.
 */
type Listener = (event: AuthChangeEvent, session: unknown) => Promise<void> | void;

function Status() {
  return <p data-testid="status">{useAuth().status}</p>;
}

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
});
afterEach(() => setAuthClientForTests(null));

describe('the auth client, loaded when the page needs it', () => {
  it('knows whether a session may be there: stored, or brought by a link', () => {
    expect(sessionAtStart()).toBe(false);
    localStorage.setItem(AUTH_STORAGE_KEY, '{"access_token":"a"}');
    expect(sessionAtStart()).toBe(true);
    localStorage.clear();
    window.location.hash = '#access_token=t&type=recovery';
    expect(sessionAtStart()).toBe(true);
    window.location.hash = '#error=access_denied&error_description=expired';
    expect(sessionAtStart()).toBe(true);
    window.location.hash = '#listings';
    expect(sessionAtStart()).toBe(false);
  });

  it('is signed out at once without one, and listens to the client once something loads it', async () => {
    let listener: Listener = () => {};
    const client = {
      onAuthStateChange: vi.fn((callback: Listener) => {
        listener = callback;
        return { data: { subscription: { unsubscribe: () => {} } } };
      }),
    };
    const loaded = { client, recoveryToken: null } as unknown as LoadedAuthClient;
    const load = vi.fn(async () => loaded);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider load={load}>
          <Status />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(load).not.toHaveBeenCalled();
    expect(authClientNeededNow()).toBe(false);

    // A sign-in form loads the client: the provider now listens, and follows the sign-in.
    act(() => setAuthClientForTests(loaded));
    await waitFor(() => expect(client.onAuthStateChange).toHaveBeenCalled());
    expect(authClientNeededNow()).toBe(true);
    await act(async () => listener('SIGNED_IN', fakeSession('guest')));
    expect(screen.getByTestId('status')).toHaveTextContent('signed-in');
  });

  it('says "signed out" as a transition, which leaves parts of a page still hydrating to hydrate in slices', async () => {
    // What a transition changes that can be seen: content that suspends on it stays as it was, where an
    // ordinary update would put the boundary's fallback in its place (and force a dehydrated part to
    // hydrate at once, in one long task).
    const never = new Promise<never>(() => {});
    // The client is loaded already (the test before needed it): its first event is the answer.
    const client = {
      onAuthStateChange: (callback: Listener) => {
        void callback('INITIAL_SESSION', null);
        return { data: { subscription: { unsubscribe: () => {} } } };
      },
    };
    const load = vi.fn(async () => ({ client, recoveryToken: null }) as unknown as LoadedAuthClient);
    function SuspendsWhenSignedOut() {
      const { status } = useAuth();
      if (status === 'signed-out') use(never);
      return <p data-testid="status">{status}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider load={load}>
          <Suspense fallback={<p>fallback</p>}>
            <SuspendsWhenSignedOut />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(screen.queryByText('fallback')).toBeNull();
  });
});
