import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import { apiError, installFakeApi, jsonResponse, reviewPage } from '../../../test/fixtures';
import { signedOut } from '@/lib/auth/auth-context';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';
import { rideQuote, SERVICE_ID, transportDetail } from '../../../test/transport-fixtures';

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  // Compiles the lazy page once, so the first test's wait is not spent on it.
  await import('./transport-detail-page');
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', /^\/rest\/v1\/transport\/[^/]+$/, jsonResponse(transportDetail()));
  api.on('GET', /\/quote$/, jsonResponse(rideQuote()));
  api.on('GET', /\/reviews$/, jsonResponse(reviewPage()));
});
afterEach(() => vi.unstubAllGlobals());

async function openService(path = `/transport/${SERVICE_ID}`, auth = signedInAs('guest')) {
  const app = renderApp(path, { auth });
  await screen.findByRole('heading', { level: 1, name: 'JFK arrivals to Crown Heights' });
  return app;
}

describe('/transport/:id', () => {
  it('shows the service: kind, provider, facts, description and the Shabbos rule', async () => {
    await openService();
    await waitFor(() => expect(document.title).toBe('JFK arrivals to Crown Heights · Orchim'));
    const [request] = api.requestsTo('GET', /^\/rest\/v1\/transport\/[^/]+$/);
    expect(request?.url.searchParams.get('lang')).toBe('en');
    const main = within(screen.getByRole('main'));
    expect(main.getAllByText('Airport transfer').length).toBeGreaterThan(0);
    expect(main.getByText('By Eastern Parkway Car Service')).toBeInTheDocument();
    const facts = within(main.getByText('Vehicle').closest('dl')!);
    const fact = (term: string) => facts.getByText(term).nextElementSibling?.textContent;
    expect(fact('Vehicle')).toBe('Minivan');
    expect(fact('Passengers')).toBe('Up to 6');
    expect(fact('Luggage')).toBe('6 bags');
    expect(fact('Service hours')).toMatch(/^5:00\sAM – 1:00\sAM$/);
    expect(fact('Typical trip')).toBe('50 min');
    expect(fact('Airports')).toBe('JFK · LaGuardia (LGA)');
    expect(main.getByText('Your driver waits in the arrivals hall with a sign.')).toBeInTheDocument();
    expect(main.getByText('Mendel has offered rides on Orchim since September 2023.')).toBeInTheDocument();
    expect(main.getByText(/this one takes about 50 min door to door/)).toBeInTheDocument();
    expect(main.getByText('$95.00')).toBeInTheDocument();
    expect(main.getByText('per trip')).toBeInTheDocument();
  });

  it('sizes every photo', async () => {
    await openService();
    expect(screen.getByRole('img', { name: 'The minivan at the curb' })).toHaveAttribute('width', '1200');
    for (const image of document.querySelectorAll('main img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('shows the reviews of the service', async () => {
    api.on(
      'GET',
      /\/reviews$/,
      jsonResponse(
        reviewPage({
          items: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              authorName: 'Dovid',
              rating: 5,
              text: 'Waiting for us at arrivals at 2 AM.',
              createdAt: '2026-03-01T12:00:00.000Z',
              verified: false,
              hostReply: null,
              hostRepliedAt: null,
            },
          ],
          average: 5,
          count: 1,
        }),
      ),
    );
    await openService();
    const reviews = within(screen.getByRole('region', { name: 'Reviews' }));
    expect(await reviews.findByText('Waiting for us at arrivals at 2 AM.')).toBeInTheDocument();
    expect(api.requestsTo('GET', /\/reviews$/)[0]?.url.pathname).toBe(
      `/rest/v1/transport/${SERVICE_ID}/reviews`,
    );
  });

  it('books from the card, starting from the list’s passengers and bags', async () => {
    await openService(`/transport/${SERVICE_ID}?passengers=4&luggage=5`);
    const card = within(screen.getByRole('complementary', { name: 'Book this ride' }));
    // The form's code loads once a signed-in guest needs it.
    expect(await card.findByLabelText('Passengers')).toHaveValue('4');
    expect(card.getByLabelText('Luggage')).toHaveValue('5');
    expect(card.getByLabelText('Pickup')).toHaveValue('JFK Airport, arrivals hall of your terminal');
    expect(card.getByRole('button', { name: 'Book this ride' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in to book, and comes back here', async () => {
    const { user, router } = await openService(`/transport/${SERVICE_ID}?passengers=2`, signedOut);
    const card = within(screen.getByRole('complementary', { name: 'Book this ride' }));
    expect(card.getByText(MESSAGES.loginToBook)).toBeInTheDocument();
    expect(card.queryByLabelText('Pickup')).not.toBeInTheDocument();
    await user.click(card.getByRole('link', { name: 'Sign in to book' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: `/transport/${SERVICE_ID}`, search: '?passengers=2', hash: '' },
    });
  });

  it('says so when the service does not exist, with a way back to the list', async () => {
    api.on('GET', /^\/rest\/v1\/transport\/[^/]+$/, apiError(404, 'not_found'));
    renderApp(`/transport/${SERVICE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this ride' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all rides' })).toHaveAttribute('href', '/transport');
  });
});
