import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import { notify } from '@/lib/notify';
import { jsonResponse } from '../../../../../test/fixtures';
import { TransportForm } from '..';
import { fileOf, hostImages, installFakeUploads, uploadResult } from '../../stay-form/test-fixtures';
import { hostTransportService, installOfferApi, SERVICE_ID } from '../test-fixtures';
import { listingFormRoutes, openListingForm, setUpListingFormTests } from '../test-routes';

let api: ReturnType<typeof installOfferApi>;
const SERVICE_PATH = new RegExp(`^/rest/v1/host/transport/${SERVICE_ID}$`);

const routes = listingFormRoutes('transport', TransportForm);

// The toasts' host is the shell's, which these routes leave out: the message itself is what counts.
vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => {}) }));

setUpListingFormTests(() => import('./transport-page'));
beforeEach(() => {
  api = installOfferApi();
  api.on('GET', SERVICE_PATH, jsonResponse(hostTransportService()));
});

const openForm = (path: string) => openListingForm(path, routes);

const lastBody = (method: string, path: RegExp) => api.requestsTo(method, path).at(-1)?.body;

describe('a new transport service', () => {
  it('asks for the airports only for an airport transfer, and at least one', async () => {
    const { user } = await openForm('/host/listings/new?kind=transport');
    expect(screen.queryByRole('group', { name: 'Airports you serve' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kind of service'), 'Airport transfer');
    const airports = screen.getByRole('group', { name: 'Airports you serve' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByLabelText('Name of your service')).toHaveFocus());
    expect(within(airports).getByLabelText('JFK')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Vehicle')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Price per trip, in dollars')).toHaveAccessibleDescription(
      'Please check this value.',
    );
    expect(api.requestsTo('POST', /host\/transport$/)).toHaveLength(0);
  });

  it('creates the service with its price in cents, then moves to its edit address', async () => {
    api.on('POST', /^\/rest\/v1\/host\/transport$/, jsonResponse(hostTransportService(), 201));
    const { user, router } = await openForm('/host/listings/new?kind=transport');
    await user.type(screen.getByLabelText('Name of your service'), 'Kingston Car Service');
    await user.type(screen.getByLabelText('Title'), 'JFK to Crown Heights, day and night');
    await user.type(
      screen.getByLabelText('Description'),
      'A driver waits at arrivals with your name and drives you to your door.',
    );
    await user.selectOptions(screen.getByLabelText('Kind of service'), 'Airport transfer');
    await user.click(screen.getByLabelText('Newark (EWR)'));
    await user.click(screen.getByLabelText('JFK'));
    await user.selectOptions(screen.getByLabelText('Vehicle'), 'Minivan');
    await user.click(screen.getByLabelText('A price for each passenger'));
    await user.type(screen.getByLabelText('Price per passenger, in dollars'), '$1,200.50');
    await user.selectOptions(screen.getByLabelText('Pickups from'), '6:00 AM');
    await user.clear(screen.getByLabelText('Vehicles in your fleet'));
    await user.type(screen.getByLabelText('Vehicles in your fleet'), '3');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', MESSAGES.listingCreated));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/host/listings/edit/${SERVICE_ID}`));
    expect(router.state.location.search).toBe('?kind=transport');
    expect(lastBody('POST', /host\/transport$/)).toEqual({
      providerName: 'Kingston Car Service',
      title: 'JFK to Crown Heights, day and night',
      description: 'A driver waits at arrivals with your name and drives you to your door.',
      serviceType: 'airport_transfer',
      airports: ['JFK', 'EWR'],
      vehicleType: 'minivan',
      maxPassengers: 4,
      maxLuggage: 4,
      vehicles: 3,
      pricingModel: 'per_passenger',
      priceCents: 120_050,
      serviceStart: '06:00',
      serviceEnd: '00:00',
      tripMinutes: 45,
      defaultPickup: '',
      defaultDestination: '',
    });
  });
});

describe('an existing transport service', () => {
  it('shows the saved service and drops the airports when it stops being a transfer', async () => {
    api.on('PUT', SERVICE_PATH, (_url, body) =>
      jsonResponse({ ...hostTransportService(), ...(body as object) }),
    );
    const { user } = await openForm(`/host/listings/edit/${SERVICE_ID}?kind=transport`);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your ride service' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price per trip, in dollars')).toHaveValue('85');
    expect(screen.getByLabelText('JFK')).toBeChecked();
    expect(screen.getByLabelText('Vehicles in your fleet')).toHaveValue(2);
    await user.selectOptions(screen.getByLabelText('Kind of service'), 'Ride to the Ohel');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Your changes are saved.');
    expect(lastBody('PUT', SERVICE_PATH)).toMatchObject({
      serviceType: 'ohel_ride',
      airports: [],
      priceCents: 8_500,
    });
  });
});

describe('the photos of a transport service', () => {
  it('asks to save first, then uploads to the service and reloads what it lacks', async () => {
    await openForm('/host/listings/new?kind=transport');
    expect(screen.getByText('Save your draft first; then you can add photos.')).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    vi.unstubAllGlobals();

    api = installOfferApi();
    api.on('GET', SERVICE_PATH, jsonResponse(hostTransportService({ missing: ['photo'] })));
    const uploads = installFakeUploads();
    const { user } = await openForm(`/host/listings/edit/${SERVICE_ID}?kind=transport`);
    await screen.findByRole('heading', { level: 3, name: /Your photos/ });
    const fetchesOfService = api.requestsTo('GET', SERVICE_PATH).length;
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, [
      fileOf('van.jpg', 'image/jpeg'),
    ]);
    const sent = await uploads.next();
    expect(sent.url).toBe(`http://api.test/storage/v1/object/listing-images/transport/${SERVICE_ID}`);
    sent.respond(201, uploadResult(hostImages(1)));
    expect(await screen.findByRole('heading', { level: 3, name: /Your photos/ })).toHaveTextContent(
      'Your photos (1 of 10)',
    );
    // The service's "what it lacks" follows its photos.
    await waitFor(() => expect(api.requestsTo('GET', SERVICE_PATH).length).toBeGreaterThan(fetchesOfService));
  });
});
