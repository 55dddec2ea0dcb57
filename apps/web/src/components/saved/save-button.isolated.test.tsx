import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { House } from 'lucide-react';
import type { SavedListing, Visit } from '@orchim/shared/visits';
import { apiError, installFakeApi, jsonResponse } from '../../../test/fixtures';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';
import { ListingCard } from '@/components/listing/listing-card';
import { signedOut } from '@/lib/auth/auth-context';
import { notify } from '@/lib/notify';
import type * as Notify from '@/lib/notify';
import { SaveButton, SaveToVisitSlot } from './save-button';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof Notify>()),
  notify: vi.fn(async () => {}),
}));

const GARDEN = '00000000-0000-4000-8000-000000000007';
const PARLOUR = '00000000-0000-4000-8000-000000000008';
const VISIT = '00000000-0000-4000-8000-0000000000a1';
const SAVED = /^\/rest\/v1\/saved$/;
const SAVED_ONE = /^\/rest\/v1\/saved\/stays\/[^/]+$/;

const savedListing = (overrides: Partial<SavedListing> = {}): SavedListing => ({
  kind: 'stays',
  id: GARDEN,
  title: 'Garden floor',
  cover: null,
  visitId: null,
  savedAt: '2027-01-01T12:00:00.000Z',
  ...overrides,
});

const visit = (overrides: Partial<Visit> = {}): Visit => ({
  id: VISIT,
  title: 'Pesach in Crown Heights',
  arrival: { date: '2027-04-19', time: '14:00', airport: 'JFK', flight: '' },
  departure: { date: '2027-04-30', time: '18:00', airport: 'JFK', flight: '' },
  shared: false,
  createdAt: '2027-01-01T12:00:00.000Z',
  ...overrides,
});

const card = (id: string, title: string) => (
  <ListingCard
    ns="stays"
    keyPrefix="list.card"
    title={title}
    href={`/stays/${id}`}
    cover={null}
    placeholder={House}
    label="Crown Heights"
    rating={{ average: null, count: 0 }}
    saveAs={{ kind: 'stays', id }}
  >
    <p>$150</p>
  </ListingCard>
);

/** Two cards on a list page, and a sign-in page to be sent to. */
const routes = [
  {
    path: '/cards',
    element: (
      <>
        {card(GARDEN, 'Garden floor')}
        {card(PARLOUR, 'Parlour floor')}
      </>
    ),
  },
  {
    path: '/listing',
    element: (
      <>
        <SaveButton listing={{ kind: 'stays', id: GARDEN }} title="Garden floor" variant="page" />
        <SaveToVisitSlot listing={{ kind: 'stays', id: GARDEN }} title="Garden floor" />
      </>
    ),
  },
  { path: '/login', element: <h1>Sign in</h1> },
];

let api: ReturnType<typeof installFakeApi>;
/** The guest's list as the fake server keeps it. */
let kept: SavedListing[];

beforeAll(async () => {
  await setupI18n('en');
  await import('./save-to-visit');
});
beforeEach(() => {
  api = installFakeApi();
  kept = [];
  const idOf = (url: URL) => url.pathname.split('/').at(-1)!;
  api.on('GET', SAVED, () => jsonResponse({ items: kept }));
  api.on('GET', /^\/rest\/v1\/visits$/, jsonResponse({ items: [] }));
  api.on('PUT', SAVED_ONE, (url, body) => {
    const id = idOf(url);
    const { visitId } = body as { visitId: string | null };
    kept = [savedListing({ id, visitId }), ...kept.filter((item) => item.id !== id)];
    return new Response(null, { status: 204 });
  });
  api.on('DELETE', SAVED_ONE, (url) => {
    kept = kept.filter((item) => item.id !== idOf(url));
    return new Response(null, { status: 204 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

/** The guest's list has answered (a heart pressed earlier waits for it). */
const listAnswered = async () => {
  await waitFor(() => expect(api.requestsTo('GET', SAVED)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
};

const heart = (title: string) => screen.getByRole('button', { name: `Save ${title}` });

describe('the heart on a card (product §12)', () => {
  it('sends a visitor to sign in and back, saving nothing', async () => {
    const { user, router } = renderApp('/cards?guests=2', { routes, auth: signedOut });
    expect(heart('Garden floor')).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart('Garden floor'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: { pathname: '/cards', search: '?guests=2', hash: '' },
    });
    expect(api.requests).toHaveLength(0);
  });

  it('is a toggle button outside the card’s link, over its photo', () => {
    renderApp('/cards', { routes, auth: signedOut });
    const button = heart('Garden floor');
    expect(button.closest('a')).toBeNull();
    expect(button.closest('article')).toHaveAccessibleName('Garden floor');
    expect(button).toHaveClass('size-11');
  });

  it('saves and unsaves for a signed-in guest at once, with one list for every heart', async () => {
    const { user } = renderApp('/cards', { routes, auth: signedInAs('guest') });
    await listAnswered();
    expect(heart('Garden floor')).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart('Garden floor'));
    await waitFor(() => expect(heart('Garden floor')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Parlour floor')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.requestsTo('PUT', SAVED_ONE)).toHaveLength(1));
    const [put] = api.requestsTo('PUT', SAVED_ONE);
    expect(put!.url.pathname).toBe(`/rest/v1/saved/stays/${GARDEN}`);
    expect(put!.body).toEqual({ visitId: null });
    expect(put!.headers.get('authorization')).toBe('Bearer access');

    // The server now has it: the list fetched again says so, and the heart stays pressed.
    await waitFor(() => expect(api.requestsTo('GET', SAVED)).toHaveLength(2));
    expect(heart('Garden floor')).toHaveAttribute('aria-pressed', 'true');

    await user.click(heart('Garden floor'));
    await waitFor(() => expect(heart('Garden floor')).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(api.requestsTo('DELETE', SAVED_ONE)).toHaveLength(1));
    expect(notify).not.toHaveBeenCalled();
  });

  it('pressed before the list has answered, waits for it and then saves', async () => {
    let answer = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const serve = api.fetchMock.getMockImplementation()!;
    // The first request, the guest's list, answers only when the test says so.
    api.fetchMock.mockImplementationOnce(async (input, init) => {
      await gate;
      return serve(input, init);
    });
    const { user } = renderApp('/cards', { routes, auth: signedInAs('guest') });
    await user.click(heart('Garden floor'));
    expect(api.requestsTo('PUT', SAVED_ONE)).toHaveLength(0);

    answer();
    await waitFor(() => expect(api.requestsTo('PUT', SAVED_ONE)).toHaveLength(1));
    await waitFor(() => expect(heart('Garden floor')).toHaveAttribute('aria-pressed', 'true'));
    expect(api.requestsTo('GET', SAVED)).not.toHaveLength(0);
  });

  it('shows what the guest saved before as pressed', async () => {
    kept = [savedListing({ id: PARLOUR, title: 'Parlour floor' })];
    renderApp('/cards', { routes, auth: signedInAs('guest') });
    await waitFor(() => expect(heart('Parlour floor')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Garden floor')).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the heart back and says why when the server refuses', async () => {
    api.on(
      'PUT',
      SAVED_ONE,
      apiError(
        409,
        'too_many_saved',
        'You can keep 200 saved listings at most. Remove one you no longer need.',
      ),
    );
    const { user } = renderApp('/cards', { routes, auth: signedInAs('guest') });
    await listAnswered();
    await user.click(heart('Garden floor'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'You can keep 200 saved listings at most. Remove one you no longer need.',
      ),
    );
    expect(heart('Garden floor')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the heart on a listing’s page', () => {
  it('says Save, then Saved, and offers the guest’s visits once saved', async () => {
    api.on('GET', /^\/rest\/v1\/visits$/, jsonResponse({ items: [visit()] }));
    const { user } = renderApp('/listing', { routes, auth: signedInAs('guest') });
    await listAnswered();
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('combobox')).toBeNull();

    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    const select = await screen.findByRole('combobox', { name: 'Saved to' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['My list', 'Pesach in Crown Heights']);
    expect(select).toHaveValue('');

    await user.selectOptions(select, 'Pesach in Crown Heights');
    await waitFor(() => expect(api.requestsTo('PUT', SAVED_ONE)).toHaveLength(2));
    expect(api.requestsTo('PUT', SAVED_ONE)[1]!.body).toEqual({ visitId: VISIT });
    expect(select).toHaveValue(VISIT);
  });

  it('offers no visit to a guest without any', async () => {
    kept = [savedListing()];
    renderApp('/listing', { routes, auth: signedInAs('guest') });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(api.requestsTo('GET', /^\/rest\/v1\/visits$/)).toHaveLength(1));
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
