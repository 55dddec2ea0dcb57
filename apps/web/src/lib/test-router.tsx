/**
 * Test helper for the list pages: a page in a memory router (so a test can go Back and read the
 * address) with a fresh query client without retries.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { memoryRouter } from '../../test/memory-router';

/** Shows the current path, query and hash, so a test can see where a navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** `page` at `route` (opened at `path`, its query and hash included); any other path shows only the probe. */
export function renderAtRoute(page: ReactElement, route: string, path: string = route) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const { router, element } = memoryRouter(
    [
      {
        path: route,
        element: (
          <>
            {page}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  const view = render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
  return { ...view, router, queryClient };
}
