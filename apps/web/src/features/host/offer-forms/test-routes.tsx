/**
 * What the test files of the listing form's kinds (transport, Ohel) share: its routes, reduced to one
 * form, and the set-up around each test. Each file mocks @/lib/notify itself: vi.mock is hoisted per file.
 */
import type { ComponentType } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useParams, useSearchParams, type RouteObject } from 'react-router';
import { notify } from '@/lib/notify';
import { setupI18n } from '../../../../test/i18n';
import { renderApp, signedInAs } from '../../../../test/render-app';

type FormOfKind = ComponentType<{ id?: string | undefined }>;

/** What listing-form-page.tsx does with ?kind=: the form of that kind, or another. */
function Mounted({ kind, Form }: { kind: string; Form: FormOfKind }) {
  const { id } = useParams();
  const [params] = useSearchParams();
  return params.get('kind') === kind ? <Form id={id} /> : <p>another form</p>;
}

export function listingFormRoutes(kind: 'transport' | 'ohel', Form: FormOfKind): RouteObject[] {
  return [
    { path: '/host/listings/new', element: <Mounted kind={kind} Form={Form} /> },
    { path: '/host/listings/edit/:id', element: <Mounted kind={kind} Form={Form} /> },
  ];
}

/** The page's chunk loaded once before the tests, so the first does not wait for it; mocks reset after each. */
export function setUpListingFormTests(loadPage: () => Promise<unknown>) {
  beforeAll(async () => {
    await setupI18n('en');
    await loadPage();
  }, 60_000);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(notify).mockClear();
  });
}

/** The form at `path`, for a host, once it is on the page. */
export async function openListingForm(path: string, routes: RouteObject[]) {
  const app = renderApp(path, { auth: signedInAs('host'), routes });
  await screen.findByRole('button', { name: /Save/ });
  return app;
}
