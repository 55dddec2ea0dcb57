import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, jsonResponse } from '../../../test/fixtures';
import { clearSearchBlock } from '@/lib/search-block';
import { renderAtRoute } from '@/lib/test-router';
import { setupI18n } from '../../../test/i18n';
import TransportPage from './transport-page';
import { transportList, transportSummary } from '../../../test/transport-fixtures';

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => {
  clearSearchBlock();
  api = installFakeApi();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const renderList = (path = '/transport') => renderAtRoute(<TransportPage />, '/transport', path).router;

const location = () => screen.getByTestId('location').textContent ?? '';
const lastListQuery = () =>
  Object.fromEntries(api.requestsTo('GET', /^\/rest\/v1\/transport$/).at(-1)!.url.searchParams);

describe('/transport', () => {
  it('lists the services with their facts and price, under the count', async () => {
    api.on(
      'GET',
      /^\/rest\/v1\/transport$/,
      jsonResponse(
        transportList([
          transportSummary({
            title: 'JFK and LaGuardia minivan',
            airports: ['JFK', 'LGA'],
            maxPassengers: 6,
          }),
          transportSummary({
            title: 'Ohel shuttle from 770',
            serviceType: 'ohel_ride',
            airports: [],
            vehicleType: 'minibus',
            maxPassengers: 14,
            maxLuggage: 1,
            pricingModel: 'per_passenger',
            priceCents: 20_00,
            serviceHours: { start: '00:00', end: '00:00' },
            ratingAverage: null,
            reviewCount: 0,
            cover: null,
          }),
        ]),
      ),
    );
    renderList();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Rides to and around Crown Heights' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2 rides' })).toBeInTheDocument();
    expect(document.title).toBe('Rides to and around Crown Heights · Orchim');
    expect(lastListQuery()).toEqual({ lang: 'en' });

    const [transfer, shuttle] = screen.getAllByRole('article');
    const first = within(transfer!);
    expect(first.getByText('Airport transfer')).toBeInTheDocument();
    expect(first.getByText('By Eastern Parkway Car Service')).toBeInTheDocument();
    expect(first.getByText('Sedan')).toBeInTheDocument();
    expect(first.getByText('Up to 6 passengers')).toBeInTheDocument();
    expect(first.getByText('3 bags')).toBeInTheDocument();
    expect(first.getByText(/5:00\sAM – 1:00\sAM/)).toBeInTheDocument();
    expect(first.getByText('Serves JFK · LaGuardia (LGA)')).toBeInTheDocument();
    expect(first.getByText('$75.00')).toBeInTheDocument();
    expect(first.getByText('per trip')).toBeInTheDocument();
    expect(first.getByText('Rated 4.7 out of 5, 12 reviews')).toBeInTheDocument();
    const cover = first.getByRole('img', { name: 'Photo of JFK and LaGuardia minivan' });
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '800');

    const second = within(shuttle!);
    expect(second.getByText('Ride to the Ohel')).toBeInTheDocument();
    expect(second.getByText('Minibus')).toBeInTheDocument();
    expect(second.getByText('One bag')).toBeInTheDocument();
    expect(second.getByText('Around the clock')).toBeInTheDocument();
    expect(second.getByText('per passenger')).toBeInTheDocument();
    expect(second.getByText('New')).toBeInTheDocument();
    expect(second.queryByText(/^Serves/)).not.toBeInTheDocument();
  });

  it('filters from the address, and links each service with the passengers and bags', async () => {
    const service = transportSummary({ title: 'Newark SUV' });
    api.on('GET', /^\/rest\/v1\/transport$/, jsonResponse(transportList([service])));
    renderList('/transport?luggage=2&airport=EWR&passengers=3&serviceType=airport_transfer');
    expect(await screen.findByRole('heading', { level: 2, name: 'One ride' })).toBeInTheDocument();
    expect(lastListQuery()).toEqual({
      serviceType: 'airport_transfer',
      airport: 'EWR',
      passengers: '3',
      luggage: '2',
      lang: 'en',
    });
    expect(screen.getByLabelText('Service')).toHaveValue('airport_transfer');
    expect(screen.getByLabelText('Airport')).toHaveValue('EWR');
    expect(screen.getByLabelText('Passengers')).toHaveValue('3');
    expect(screen.getByLabelText('Luggage')).toHaveValue('2');
    expect(screen.getByRole('link', { name: 'Newark SUV' })).toHaveAttribute(
      'href',
      `/transport/${service.id}?passengers=3&luggage=2`,
    );
    await waitFor(() =>
      expect(location()).toBe('/transport?serviceType=airport_transfer&airport=EWR&passengers=3&luggage=2'),
    );
  });

  it('applies a filter at once, as a step Back undoes, and removes it with its chip', async () => {
    api.on('GET', /^\/rest\/v1\/transport$/, (url) =>
      jsonResponse(
        transportList(
          url.searchParams.get('airport') ? [transportSummary()] : [transportSummary(), transportSummary()],
        ),
      ),
    );
    const router = renderList('/transport?page=1');
    await screen.findByRole('heading', { level: 2, name: '2 rides' });
    fireEvent.change(screen.getByLabelText('Airport'), { target: { value: 'LGA' } });
    await waitFor(() => expect(location()).toBe('/transport?serviceType=airport_transfer&airport=LGA'));
    expect(await screen.findByRole('heading', { level: 2, name: 'One ride' })).toBeInTheDocument();
    expect(lastListQuery()).toEqual({ serviceType: 'airport_transfer', airport: 'LGA', lang: 'en' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: LaGuardia (LGA)' }));
    await waitFor(() => expect(location()).toBe('/transport?serviceType=airport_transfer'));
    expect(screen.getByRole('button', { name: 'Remove filter: Airport transfer' })).toHaveFocus();

    await act(() => router.navigate(-1));
    expect(location()).toBe('/transport?serviceType=airport_transfer&airport=LGA');
    expect(screen.getByLabelText('Airport')).toHaveValue('LGA');
  });

  it('says when nothing matches, with a way to clear the filters', async () => {
    api.on('GET', /^\/rest\/v1\/transport$/, jsonResponse(transportList([])));
    renderList('/transport?passengers=40');
    expect(await screen.findByText('No rides match your filters')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No rides' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/transport');
  });

  it('pages through the services', async () => {
    api.on('GET', /^\/rest\/v1\/transport$/, (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return jsonResponse(
        transportList(
          Array.from({ length: page === 1 ? 12 : 2 }, () => transportSummary()),
          { total: 14, page },
        ),
      );
    });
    renderList();
    await screen.findByRole('heading', { level: 2, name: '14 rides' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    fireEvent.click(screen.getByRole('link', { name: /next/i }));
    await waitFor(() => expect(location()).toBe('/transport?page=2'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(lastListQuery()).toEqual({ page: '2', lang: 'en' });
  });

  it('offers a retry when the list cannot be loaded', async () => {
    // Every request fails until the server is back: StrictMode's first mount sends one it then cancels.
    api.on('GET', /^\/rest\/v1\/transport$/, apiError(500, 'internal_error'));
    renderList();
    expect(await screen.findByText('The rides could not be loaded')).toBeInTheDocument();
    // The server is back (a later route wins).
    api.on('GET', /^\/rest\/v1\/transport$/, jsonResponse(transportList([transportSummary()])));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'One ride' })).toBeInTheDocument();
  });

  it('pauses searching when the server says too many searches, and sends nothing meanwhile', async () => {
    api.on('GET', /^\/rest\/v1\/transport$/, () => {
      const response = apiError(429, 'over_request_rate_limit');
      return new Response(response.body, { status: 429, headers: { 'retry-after': '120' } });
    });
    renderList();
    expect(await screen.findByText('Searching is paused for a few minutes')).toBeInTheDocument();
    expect(screen.getByText(/You can search again in 2 minutes/)).toBeInTheDocument();
    const sent = api.requestsTo('GET', /^\/rest\/v1\/transport$/).length;
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'hourly' } });
    await waitFor(() => expect(location()).toBe('/transport?serviceType=hourly'));
    expect(api.requestsTo('GET', /^\/rest\/v1\/transport$/)).toHaveLength(sent);
  });
});
