import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { parsePath, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { HostStatus } from '@orchim/shared/auth';
import { AppProviders } from '@/app/providers';
import { createRoutes, preloadPage } from '@/app/router';
import { authValue, signedOut } from '@/lib/auth/auth-context';
import { claimsOf } from '@/lib/auth/claims';
import { createQueryClient } from '@/lib/query-client';
import type { AuthContextValue, AuthSession, UserType } from '@/lib/auth/types';
import { memoryRouter } from './memory-router';

/** Who a test signs in as: a guest, a host by the state of the application, or an admin. */
export type Persona = 'guest' | 'host' | 'pending-host' | 'rejected-host' | 'admin';

const PERSONAS: Record<Persona, { userType: UserType; hostStatus?: HostStatus; roles?: string[] }> = {
  guest: { userType: 'guest' },
  host: { userType: 'host', hostStatus: 'approved' },
  'pending-host': { userType: 'host', hostStatus: 'pending' },
  'rejected-host': { userType: 'host', hostStatus: 'rejected' },
  admin: { userType: 'guest', roles: ['admin'] },
};

/** A session as auth-js would hand it over. */
export function fakeSession(persona: Persona = 'guest'): AuthSession {
  const { userType, hostStatus, roles } = PERSONAS[persona];
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id: `user-${persona}`,
      email: `${persona}@example.com`,
      user_metadata: { user_type: userType, full_name: 'Chana Levy', phone: '+1 718 555 0134' },
      app_metadata: {
        provider: 'email',
        ...(hostStatus ? { host_status: hostStatus } : {}),
        ...(roles ? { roles } : {}),
      },
    },
  };
}

export function signedInAs(
  persona: Persona,
  signOut: AuthContextValue['signOut'] = async () => {},
  options: { passwordRecovery?: boolean } = {},
): AuthContextValue {
  const session = fakeSession(persona);
  return authValue(session, signOut, { claims: claimsOf(session.user), ...options });
}

/**
 * The whole shell (providers, layout, lazy pages) at `path`, in a memory router. `auth` is a fixed
 * session (a visitor by default), or 'live' for the real provider with the client of
 * setAuthClientForTests (test/fake-auth-server.ts).
 */
export function renderApp(
  path: string,
  {
    auth = signedOut,
    routes = createRoutes(),
    state,
  }: { auth?: AuthContextValue | 'live'; routes?: RouteObject[]; state?: unknown } = {},
) {
  const entry = state === undefined ? path : { ...parsePath(path), state };
  const { router, element } = memoryRouter(routes, entry);
  const user = userEvent.setup();
  const utils = renderInProviders(element, auth);
  return { ...utils, router, user };
}

/** `element` inside the app's providers (query client, auth, i18n), as in the app. */
export function renderInProviders(element: ReactElement, auth: AuthContextValue | 'live' = signedOut) {
  return render(
    <AppProviders queryClient={quickRetries(createQueryClient())} {...(auth === 'live' ? {} : { auth })}>
      {element}
    </AppProviders>,
  );
}

/**
 * The app's query client with its retries (how many, which errors) but not their back-off: a test of a
 * failing load need not wait the seconds between tries.
 */
function quickRetries(client: QueryClient): QueryClient {
  const { queries, mutations } = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...queries, retryDelay: 0 },
    mutations: { ...mutations, retryDelay: 0 },
  });
  return client;
}

/** Compiles the lazy pages at these addresses once, so a test's first wait is not spent on it. */
export function preloadPages(...pathnames: string[]) {
  return Promise.all(pathnames.map(preloadPage));
}

/** The app's routes, with `element` at `path` among the pages for anyone signed in (behind their guard). */
export function routesWithSignedInPage(path: string, element: ReactElement): RouteObject[] {
  const routes = createRoutes();
  const signedInPages = routes[0]!.children!.find((route) =>
    route.children?.some((child) => child.path === '/profile'),
  );
  if (!signedInPages) throw new Error('no group of signed-in pages holds /profile');
  signedInPages.children!.push({ path, element });
  return routes;
}
