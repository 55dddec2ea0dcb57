import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { MESSAGES } from '@orchim/shared/messages';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '@orchim/shared/routes';
import { authValue } from '@/lib/auth/auth-context';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { installFakeApi, jsonResponse } from '../../test/fixtures';
import { setupI18n } from '../../test/i18n';
import { memoryRouter } from '../../test/memory-router';
import { fakeSession, renderApp, signedInAs } from '../../test/render-app';
import { hostStay } from '@/features/host/stay-form/test-fixtures';
import { AppErrorBoundary } from './error-screen';
import { lazyPage } from './page-loads';
import { ProtectedRoute } from './protected-route';
import { createRoutes, PAGES, ROUTE_ACCESS } from './router';

beforeAll(() => setupI18n('en'));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const CONTENT_PAGES = ['/', '/about', '/contact', '/terms', '/privacy'];
const concrete = (route: string) => route.replace(':id', '42');
const signedInRoutes: readonly string[] = SIGNED_IN_ROUTES;
/** Someone allowed on a route: a visitor on public ones, an approved host or an admin on the others. */
const allowedOn = (route: string) =>
  signedInRoutes.includes(route)
    ? signedInAs(ROUTE_ACCESS[route as (typeof SIGNED_IN_ROUTES)[number]] === 'admin' ? 'admin' : 'host')
    : undefined;

describe('routes (product §2)', () => {
  it('has a page for every route of the shared table', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES].sort());
  });

  it.each([...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES].filter((route) => !CONTENT_PAGES.includes(route)))(
    '%s shows its own translated page, with a heading and a title',
    async (route) => {
      const auth = allowedOn(route);
      renderApp(concrete(route), auth ? { auth } : {});
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
      expect(heading.textContent).not.toBe('Page not found');
      expect(heading.textContent).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/); // not a raw key
      await waitFor(() => expect(document.title).toBe(`${heading.textContent} · Orchim`));
    },
    // The first visit of a route compiles its lazy page module and everything it imports (a detail page
    // with its booking form is large): several seconds on a busy 2-core machine, for the first test only.
    20_000,
  );

  it('serves the add and both edit addresses of a listing with the same form', async () => {
    const api = installFakeApi();
    api.on('GET', /^\/rest\/v1\/host\/stays\/7$/, jsonResponse(hostStay({ id: '7' })));
    const { router } = renderApp('/host/listings/new', { auth: signedInAs('host') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a stay' })).toBeInTheDocument();
    // The stay's own page once it has loaded (its title shows), under the edit heading.
    await router.navigate('/host/listings/edit/7');
    await screen.findByText(hostStay().title);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your stay' })).toBeInTheDocument();
    await router.navigate('/edit-listing/7');
    await screen.findByText(hostStay().title);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your stay' })).toBeInTheDocument();
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

describe('protected routes (product §4)', () => {
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

  it('says which routes need a host and which the admin role', () => {
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual([...SIGNED_IN_ROUTES].sort());
    const hostRoutes = SIGNED_IN_ROUTES.filter((route) => ROUTE_ACCESS[route] === 'host');
    expect(hostRoutes.sort()).toEqual(
      SIGNED_IN_ROUTES.filter((route) => route.startsWith('/host/') || route === '/edit-listing/:id').sort(),
    );
    expect(SIGNED_IN_ROUTES.filter((route) => ROUTE_ACCESS[route] === 'admin')).toEqual(['/admin']);
  });

  it.each([
    ['guest', '/profile', 'My account'],
    ['host', '/profile', 'My account'],
    ['host', '/host/listings', 'Your listings'],
    ['host', '/edit-listing/7', 'Edit your stay'],
    ['admin', '/admin', 'Administration'],
    ['admin', '/profile', 'My account'],
  ] as const)('lets a %s into %s', async (persona, path, heading) => {
    const { router } = renderApp(path, { auth: signedInAs(persona) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['guest', '/host/bookings'],
    ['guest', '/host/listings/new'],
    ['guest', '/edit-listing/7'],
    ['guest', '/admin'],
    ['host', '/admin'],
    ['pending-host', '/admin'],
    ['admin', '/host/listings'],
  ] as const)('sends a %s away from %s to the home page', async (persona, path) => {
    const { router } = renderApp(path, { auth: signedInAs(persona) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Crown Heights' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['pending-host', 'Your host application is being reviewed', ['/host/bookings']],
    [
      'rejected-host',
      'Your host application was not approved',
      ['/host/listings', '/host/bookings', '/host/listings/new', '/host/meals/new'],
    ],
  ] as const)(
    'shows a %s where the application stands instead of the host panel',
    async (persona, title, paths) => {
      for (const path of paths) {
        const { router, unmount } = renderApp(path, { auth: signedInAs(persona) });
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe(path);
        expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
        unmount();
      }
    },
  );

  it.each([
    ['/host/listings', 'Your listings'],
    ['/host/listings/new', 'Add a stay'],
    ['/host/meals/new', 'Add a Shabbos meal'],
  ] as const)(
    'lets a pending host prepare drafts at %s, under a note that approval is awaited',
    async (path, heading) => {
      renderApp(path, { auth: signedInAs('pending-host') });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByText('Your host application is being reviewed')).toBeInTheDocument();
    },
  );

  function renderGuarded(
    auth: ReturnType<typeof signedInAs>,
    guard: { requireHost?: boolean; requireAdmin?: boolean },
  ) {
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    const routes: RouteObject[] = [
      { path: '/', element: <Where /> },
      { path: '/login', element: <Where /> },
      {
        element: (
          <ProtectedRoute {...guard}>
            <Outlet />
          </ProtectedRoute>
        ),
        children: [{ path: '/host/listings', element: <p>host area</p> }],
      },
    ];
    const { router, element } = memoryRouter(routes, '/host/listings');
    render(<AuthProvider value={auth}>{element}</AuthProvider>);
    return router;
  }

  it('with requireHost, sends a signed-in visitor who is not a host to /', async () => {
    renderGuarded(signedInAs('guest'), { requireHost: true });
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it.each(['host', 'pending-host', 'rejected-host'] as const)(
    'with requireHost, lets a %s in (the host pages say where an application stands)',
    async (persona) => {
      renderGuarded(signedInAs(persona), { requireHost: true });
      expect(await screen.findByText('host area')).toBeInTheDocument();
    },
  );

  it.each(['guest', 'host'] as const)('with requireAdmin, sends a %s to /', async (persona) => {
    renderGuarded(signedInAs(persona), { requireAdmin: true });
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('with requireAdmin, lets an admin in', async () => {
    renderGuarded(signedInAs('admin'), { requireAdmin: true });
    expect(await screen.findByText('host area')).toBeInTheDocument();
  });

  it('with requireHost, still sends a visitor without a session to /login', async () => {
    renderGuarded(
      authValue(null, async () => {}),
      { requireHost: true, requireAdmin: true },
    );
    expect(await screen.findByText('at /login')).toBeInTheDocument();
  });

  it('waits while the session is being read', async () => {
    renderGuarded(
      authValue(fakeSession('host'), async () => {}, { status: 'loading' }),
      {},
    );
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loading);
    expect(screen.queryByText('host area')).not.toBeInTheDocument();
  });
});

describe('error screens (product §8)', () => {
  function Broken(): never {
    throw new Error('kaboom');
  }

  /** The app's routes with `page` at /broken, inside the layout as every page is. */
  const withBrokenPage = (element: ReactNode): RouteObject[] => {
    const routes = createRoutes();
    routes[0]!.children!.unshift({ path: '/broken', element });
    return routes;
  };

  it('shows "Something went wrong." inside the layout when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/broken', { routes: withBrokenPage(<Broken />) });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.screenError })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const alert = within(screen.getByRole('alert'));
    expect(alert.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(alert.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows it inside the layout when a page’s code cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const Page = lazyPage({ load, ns: [] });
    renderApp('/broken', { routes: withBrokenPage(<Page />) });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.screenError })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('leaves the error behind on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/broken', { routes: withBrokenPage(<Broken />) });
    await screen.findByRole('heading', { level: 1, name: MESSAGES.screenError });
    await router.navigate('/stays');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stays in Crown Heights' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MESSAGES.screenError })).not.toBeInTheDocument();
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
