/**
 * The app's routes in React Router's declarative MemoryRouter, as the browser runs them in BrowserRouter
 * (navigations are transitions), with a handle for the test: where the router is, and a way to navigate.
 */
import { useLayoutEffect } from 'react';
import { act } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type InitialEntry,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router';

export class TestRouter {
  #location: Location | null = null;
  #action: NavigationType | null = null;
  #navigate: NavigateFunction | null = null;

  /** What the router has committed: the page on screen is at this location. */
  get state(): { location: Location; historyAction: NavigationType } {
    if (!this.#location || !this.#action) throw new Error('The router has not rendered yet');
    return { location: this.#location, historyAction: this.#action };
  }

  /** Goes to `to` (or back and forth with a number), as a link or `useNavigate` would. */
  async navigate(to: To | number, options?: NavigateOptions): Promise<void> {
    const navigate = this.#navigate;
    if (!navigate) throw new Error('The router has not rendered yet');
    await act(async () => {
      await (typeof to === 'number' ? navigate(to) : navigate(to, options));
    });
  }

  /** @internal Called by the probe in the tree on every commit. */
  attach(location: Location, action: NavigationType, navigate: NavigateFunction) {
    this.#location = location;
    this.#action = action;
    this.#navigate = navigate;
  }
}

function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => router.attach(location, action, navigate), [router, location, action, navigate]);
  return null;
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** `routes` in a MemoryRouter opened at `entry`: the element to render, and the test's handle. */
export function memoryRouter(routes: RouteObject[], entry: InitialEntry) {
  const router = new TestRouter();
  const element = (
    <MemoryRouter initialEntries={[entry]}>
      <RouterProbe router={router} />
      <RoutesOf routes={routes} />
    </MemoryRouter>
  );
  return { router, element };
}
