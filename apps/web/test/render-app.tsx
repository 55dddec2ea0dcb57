import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { authValue } from '@/lib/auth/auth-context';
import type { AuthContextValue, AuthSession, UserType } from '@/lib/auth/types';

/** A session as auth-js would hand it over, for a guest or a host. */
export function fakeSession(userType: UserType = 'guest'): AuthSession {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id: `user-${userType}`,
      email: `${userType}@example.com`,
      user_metadata: { user_type: userType },
    },
  };
}

export function signedInAs(
  userType: UserType,
  signOut: () => Promise<void> = async () => {},
): AuthContextValue {
  return authValue(fakeSession(userType), signOut);
}

/** The whole shell (providers, layout, lazy pages) at `path`, in a memory router. */
export function renderApp(
  path: string,
  { auth, routes = createRoutes() }: { auth?: AuthContextValue; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders {...(auth ? { auth } : {})}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, user };
}
