import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SavedListing, Visit } from '@orchim/shared/visits';
import { installFakeApi, jsonResponse } from '../../../test/fixtures';
import { setupI18n } from '../../../test/i18n';
import { preloadPages, renderApp, signedInAs } from '../../../test/render-app';
import { notify } from '@/lib/notify';
import type * as Notify from '@/lib/notify';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof Notify>()),
  notify: vi.fn(async () => {}),
}));

const STAY = '00000000-0000-4000-8000-000000000001';
const MEAL = '00000000-0000-4000-8000-000000000002';
const RIDE = '00000000-0000-4000-8000-000000000003';
const VISIT = '00000000-0000-4000-8000-0000000000a1';
const SAVED = /^\/rest\/v1\/saved$/;
const SAVED_ONE = /^\/rest\/v1\/saved\/[a-z]+\/[^/]+$/;

const saved = (overrides: Partial<SavedListing>): SavedListing => ({
  kind: 'stays',
  id: STAY,
  title: 'Parlour floor on Lincoln Place',
  cover: {
    src: '/storage/v1/object/public/listing-images/stays/1/cover.webp',
    width: 1600,
    height: 1200,
    alt: '',
  },
  visitId: null,
  savedAt: '2027-01-02T12:00:00.000Z',
  ...overrides,
});

const visit: Visit = {
  id: VISIT,
  title: '',
  arrival: { date: '2027-04-19', time: '14:00', airport: 'JFK', flight: '' },
  departure: { date: '2027-04-22', time: '18:00', airport: 'JFK', flight: '' },
  shared: false,
  createdAt: '2027-01-01T12:00:00.000Z',
};

let api: ReturnType<typeof installFakeApi>;
let kept: SavedListing[];

beforeAll(async () => {
  await setupI18n('en');
  await preloadPages('/saved');
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  kept = [
    saved({}),
    saved({ kind: 'meals', id: MEAL, title: 'Friday night with the Levys', cover: null }),
    saved({ kind: 'transport', id: RIDE, title: 'JFK airport transfer', cover: null, visitId: VISIT }),
  ];
  api.on('GET', SAVED, () => jsonResponse({ items: kept }));
  api.on('GET', /^\/rest\/v1\/visits$/, jsonResponse({ items: [visit] }));
  api.on('PUT', SAVED_ONE, (url, body) => {
    const id = url.pathname.split('/').at(-1);
    const { visitId } = body as { visitId: string | null };
    kept = kept.map((item) => (item.id === id ? { ...item, visitId } : item));
    return new Response(null, { status: 204 });
  });
  api.on('DELETE', SAVED_ONE, (url) => {
    kept = kept.filter((item) => item.id !== url.pathname.split('/').at(-1));
    return new Response(null, { status: 204 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

async function openSaved() {
  const app = renderApp('/saved', { auth: signedInAs('guest') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
  await screen.findByText('3 saved listings');
  return app;
}

const itemOf = (title: string) => screen.getByRole('article', { name: title });

describe('/saved (product §12)', () => {
  it('lists the saved listings by kind, each with its photo, its page and its visit', async () => {
    await openSaved();
    await waitFor(() => expect(document.title).toBe('Saved · Orchim'));
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Stays',
      'Shabbos meals',
      'Rides',
    ]);
    const stay = within(itemOf('Parlour floor on Lincoln Place'));
    expect(stay.getByRole('link', { name: 'Parlour floor on Lincoln Place' })).toHaveAttribute(
      'href',
      `/stays/${STAY}`,
    );
    const photo = itemOf('Parlour floor on Lincoln Place').querySelector('img')!;
    expect(photo).toHaveAttribute('width', '1600');
    expect(photo).toHaveAttribute('height', '1200');
    expect(photo.getAttribute('src')).toContain('variant=card');
    expect(within(itemOf('Friday night with the Levys')).getByRole('link')).toHaveAttribute(
      'href',
      `/meals/${MEAL}`,
    );
    expect(within(itemOf('JFK airport transfer')).getByRole('link')).toHaveAttribute(
      'href',
      `/transport/${RIDE}`,
    );

    // Which visit each is for: named by its dates when it has no title.
    const rideVisit = await within(itemOf('JFK airport transfer')).findByRole('combobox', {
      name: 'Saved to JFK airport transfer',
    });
    expect(rideVisit).toHaveValue(VISIT);
    expect(
      within(rideVisit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['My list', expect.stringMatching(/^Visit, Apr 19\s?–\s?22, 2027$/)]);
    expect(stay.getByRole('combobox', { name: 'Saved to Parlour floor on Lincoln Place' })).toHaveValue('');
  });

  it('moves a listing to a visit and back to the list alone', async () => {
    const { user } = await openSaved();
    const select = await within(itemOf('Parlour floor on Lincoln Place')).findByRole('combobox');
    await user.selectOptions(select, VISIT);
    expect(select).toHaveValue(VISIT);
    await waitFor(() => expect(api.requestsTo('PUT', SAVED_ONE)).toHaveLength(1));
    const [put] = api.requestsTo('PUT', SAVED_ONE);
    expect(put!.url.pathname).toBe(`/rest/v1/saved/stays/${STAY}`);
    expect(put!.body).toEqual({ visitId: VISIT });

    await user.selectOptions(select, 'My list');
    await waitFor(() => expect(api.requestsTo('PUT', SAVED_ONE)).toHaveLength(2));
    expect(api.requestsTo('PUT', SAVED_ONE)[1]!.body).toEqual({ visitId: null });
    expect(select).toHaveValue('');
  });

  it('removes a listing, keeping focus on the list, and shows the way to browse once it is empty', async () => {
    const { user } = await openSaved();
    await user.click(screen.getByRole('button', { name: 'Remove Friday night with the Levys' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Friday night with the Levys' })).toBeNull(),
    );
    expect(screen.queryByRole('heading', { name: 'Shabbos meals' })).toBeNull();
    expect(api.requestsTo('DELETE', SAVED_ONE)[0]!.url.pathname).toBe(`/rest/v1/saved/meals/${MEAL}`);
    expect(screen.getByRole('button', { name: 'Remove JFK airport transfer' })).toHaveFocus();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Removed from your saved listings: Friday night with the Levys',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Remove JFK airport transfer' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Parlour floor on Lincoln Place' }));
    const empty = await screen.findByRole('heading', { name: 'Nothing saved yet' });
    await waitFor(() => expect(empty).toHaveFocus());
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Browse stays' })).toHaveAttribute('href', '/stays');
    expect(main.getByRole('link', { name: 'Shabbos meals' })).toHaveAttribute('href', '/meals');
    expect(main.getByRole('link', { name: 'Rides' })).toHaveAttribute('href', '/transport');
    expect(main.getByRole('link', { name: 'The Ohel' })).toHaveAttribute('href', '/ohel');
  });

  it('shows the empty list to a guest who saved nothing, without a way to pick a visit', async () => {
    kept = [];
    renderApp('/saved', { auth: signedInAs('guest') });
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
