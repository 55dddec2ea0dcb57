import { use } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { MESSAGES } from '@orchim/shared/messages';
import { setupI18n } from '../../../test/i18n';
import {
  fakeSession,
  renderApp,
  routesWithSignedInPage,
  signedInAs,
  type Persona,
} from '../../../test/render-app';
import type { LoadedAuthClient } from './auth-client';
import { setAuthClientForTests } from './load-auth-client';

beforeAll(() => setupI18n('en'));

async function clickSignOut(signOut: () => Promise<void>, path = '/stays', persona: Persona = 'guest') {
  const app = renderApp(path, { auth: signedInAs(persona, signOut) });
  await screen.findByRole('heading', { level: 1 });
  expect(app.router.state.location.pathname).toBe(path);
  await app.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
  return app;
}

describe('signing out (product §4, §8)', () => {
  it('says "Successfully signed out" and goes home', async () => {
    const signOut = vi.fn(async () => {});
    const { router } = await clickSignOut(signOut);
    expect(signOut).toHaveBeenCalledWith();
    expect(await screen.findByText(MESSAGES.signedOut)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says "Error signing out: {message}" and stays when the service fails', async () => {
    const { router } = await clickSignOut(async () => {
      throw new Error('Failed to fetch');
    });
    expect(await screen.findByText('Error signing out: Failed to fetch')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/stays');
  });

  it('says "An unexpected error occurred" for a failure without a message', async () => {
    await clickSignOut(() => Promise.reject(new Error('')));
    expect(await screen.findByText(MESSAGES.unexpected)).toBeInTheDocument();
  });

  it('signs out from the host panel too', async () => {
    const signOut = vi.fn(async () => {});
    const { router } = await clickSignOut(signOut, '/host/listings', 'host');
    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('signing out with the real provider', () => {
  /** The real provider, with an auth client that reports SIGNED_OUT before signOut resolves, as auth-js does. */
  function liveAuthClient() {
    const client = {
      onAuthStateChange: vi.fn(),
      signOut: vi.fn(),
    };
    let emit: (event: string, session: unknown) => Promise<void> = async () => {};
    client.onAuthStateChange.mockImplementation((listener: typeof emit) => {
      emit = async (event, session) => listener(event, session);
      return { data: { subscription: { unsubscribe: () => {} } } };
    });
    // auth-js reports SIGNED_OUT (and waits for the app) before signOut resolves.
    client.signOut.mockImplementation(async () => {
      await emit('SIGNED_OUT', null);
      return { error: null };
    });
    setAuthClientForTests({ client, recoveryToken: null } as unknown as LoadedAuthClient);
    return {
      client,
      /**
       * Renders the app at `path` with a guest's stored session, reported as auth-js does on a page load:
       * SIGNED_IN once the session is read (the provider's first answer, a transition), then
       * INITIAL_SESSION (an ordinary update).
       */
      async signedInAt(path: string, routes?: RouteObject[]) {
        const app = renderApp(path, { auth: 'live', routes });
        await waitFor(() => expect(client.onAuthStateChange).toHaveBeenCalled());
        await act(() => emit('SIGNED_IN', fakeSession('guest')));
        await act(() => emit('INITIAL_SESSION', fakeSession('guest')));
        return app;
      },
    };
  }
  afterEach(() => setAuthClientForTests(null));

  it('goes home from a page that needs a session, not to /login', async () => {
    const { router, user } = await liveAuthClient().signedInAt('/profile');
    await screen.findByRole('heading', { level: 1, name: 'My account' });

    // The site header (jsdom also counts the page's own <header> as a banner).
    const [siteHeader] = screen.getAllByRole('banner');
    await user.click(within(siteHeader!).getByRole('button', { name: 'Sign Out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Crown Heights' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getAllByText(MESSAGES.signedOut).length).toBeGreaterThan(0);

    // Once home, a signed-in page sends the visitor to sign in again, not to an endless 'Loading...'.
    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('goes home from a page whose content is still loading, not to /login', async () => {
    // A signed-in page that never finishes loading: the session ends while the guard waits for its page.
    const never = new Promise<never>(() => {});
    function StillLoading(): never {
      return use(never);
    }
    const { router, user } = await liveAuthClient().signedInAt(
      '/still-loading',
      routesWithSignedInPage('/still-loading', <StillLoading />),
    );

    const [siteHeader] = screen.getAllByRole('banner');
    await user.click(await within(siteHeader!).findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/still-loading'));
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Crown Heights' }),
    ).toBeInTheDocument();
  });
});
