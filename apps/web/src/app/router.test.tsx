import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { MESSAGES } from '@orchim/shared/messages';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '@orchim/shared/routes';
import { authValue } from '@/lib/auth/auth-context';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { setupI18n } from '../../test/i18n';
import { fakeSession, renderApp, signedInAs } from '../../test/render-app';
import { AppErrorBoundary, RouteErrorScreen } from './error-screen';
import { ProtectedRoute } from './protected-route';
import { createRoutes, PAGES } from './router';

beforeAll(() => setupI18n('en'));
afterEach(() => vi.restoreAllMocks());

const CONTENT_PAGES = ['/', '/about', '/contact', '/terms', '/privacy'];
const concrete = (route: string) => route.replace(':id', '42');

describe('routes (SPEC §2)', () => {
  it('has a page for every route of the shared table', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES].sort());
  });

  it.each([...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES].filter((route) => !CONTENT_PAGES.includes(route)))(
    '%s shows its own translated page, with a heading and a title',
    async (route) => {
      renderApp(concrete(route), { auth: signedInAs('host') });
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).not.toBe('Page not found');
      expect(heading.textContent).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/); // not a raw key
      await waitFor(() => expect(document.title).toBe(`${heading.textContent} · Orchim`));
    },
  );

  it('serves the add and both edit addresses of a listing with the same form', async () => {
    const { router } = renderApp('/host/listings/new', { auth: signedInAs('host') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a listing' })).toBeInTheDocument();
    await router.navigate('/host/listings/edit/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit listing' })).toBeInTheDocument();
    await router.navigate('/edit-listing/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit listing' })).toBeInTheDocument();
  });

  it('shows a not-found page with a way home for any other path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Browse stays' })).toHaveAttribute('href', '/stays');
    expect(main.getByRole('link', { name: 'Find a Shabbos meal' })).toHaveAttribute('href', '/meals');
    // The layout is still there, so the visitor is not stranded.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Orchim'));
  });

  it('scrolls smoothly to the top and focuses the new page heading on every route change', async () => {
    vi.mocked(window.scrollTo).mockClear();
    const { router } = renderApp('/stays');
    await screen.findByRole('heading', { level: 1, name: 'Stays in Crown Heights' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    await router.navigate('/meals');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Shabbos meals with local families',
    });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('scrolls without animation when the visitor prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    const { router } = renderApp('/stays');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/transport');
    await screen.findByRole('heading', { level: 1, name: 'Rides to and around Crown Heights' });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});

describe('protected routes (SPEC §4)', () => {
  it.each(SIGNED_IN_ROUTES)(
    '%s sends a visitor without a session to /login, remembering the way',
    async (route) => {
      const { router } = renderApp(`${concrete(route)}?tab=1`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toEqual({
        from: { pathname: concrete(route), search: '?tab=1', hash: '' },
      });
    },
  );

  it('lets a signed-in guest in (no route requires a host, SPEC §6)', async () => {
    const { router } = renderApp('/host/bookings', { auth: signedInAs('guest') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest bookings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/host/bookings');
  });

  function renderGuarded(auth: ReturnType<typeof signedInAs>, requireHost: boolean) {
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    const routes: RouteObject[] = [
      { path: '/', element: <Where /> },
      { path: '/login', element: <Where /> },
      {
        element: (
          <ProtectedRoute requireHost={requireHost}>
            <Outlet />
          </ProtectedRoute>
        ),
        children: [{ path: '/host/listings', element: <p>host area</p> }],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/host/listings'] });
    render(
      <AuthProvider value={auth}>
        <RouterProvider router={router} />
      </AuthProvider>,
    );
    return router;
  }

  it('with requireHost, sends a signed-in visitor who is not a host to /', async () => {
    renderGuarded(signedInAs('guest'), true);
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('with requireHost, lets a host in', async () => {
    renderGuarded(signedInAs('host'), true);
    expect(await screen.findByText('host area')).toBeInTheDocument();
  });

  it('with requireHost, still sends a visitor without a session to /login', async () => {
    renderGuarded(
      authValue(null, async () => {}),
      true,
    );
    expect(await screen.findByText('at /login')).toBeInTheDocument();
  });

  it('waits while the session is being read', async () => {
    renderGuarded(
      authValue(fakeSession('host'), async () => {}, 'loading'),
      false,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loading);
    expect(screen.queryByText('host area')).not.toBeInTheDocument();
  });
});

describe('error screens (SPEC §8)', () => {
  function Broken(): never {
    throw new Error('kaboom');
  }

  it('shows "Something went wrong." inside the layout when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes = createRoutes();
    // The layout's error route holds the pages; put a failing page among them.
    routes[0]!.children![0]!.children!.unshift({ path: '/broken', element: <Broken /> });
    renderApp('/broken', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.screenError })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const alert = within(screen.getByRole('alert'));
    expect(alert.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(alert.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows it on a page of its own when a route module cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes: RouteObject[] = [
      {
        path: '/',
        errorElement: <RouteErrorScreen />,
        hydrateFallbackElement: <p>Loading</p>,
        lazy: async () => {
          throw new TypeError('Failed to fetch dynamically imported module');
        },
      },
    ];
    render(<RouterProvider router={createMemoryRouter(routes)} />);
    expect(await screen.findByRole('heading', { name: MESSAGES.screenError })).toBeInTheDocument();
  });

  it('catches what the router cannot, at the top', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.screenError })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
  });
});
