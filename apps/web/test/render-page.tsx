/**
 * Test helpers for pages and listing components rendered alone: i18next with the real translation
 * files (apps/web/test/i18n), the run-time config apiFetch needs, a query client without retries, and a
 * router that shows where a navigation went.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Language } from '@orchim/shared/constants';
import { setAppConfig } from '@/lib/app-config';
import { setupI18n } from './i18n';

export const TEST_API_URL = 'http://api.test/';

/** i18next in the given language with the real files, and the API config apiFetch needs. */
export async function setupTestEnvironment(lng: Language = 'en') {
  setAppConfig({ apiUrl: TEST_API_URL, anonKey: 'test-anon-key', payments: 'on_arrival' });
  return setupI18n(lng);
}

/** Shows the current path and query, so a test can see where a navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page at `path` inside a memory router and a fresh query client; other paths show the probe. */
export function renderPage(page: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A fetch stub answering JSON with the given status. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
