import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import { notify } from '@/lib/notify';
import { jsonResponse } from '../../../../../test/fixtures';
import { OhelForm } from '..';
import { hostOhelListing, installOfferApi, OHEL_ID, ohelLinks, SERVICE_ID, STAY_ID } from '../test-fixtures';
import { listingFormRoutes, openListingForm, setUpListingFormTests } from '../test-routes';

let api: ReturnType<typeof installOfferApi>;
const OHEL_PATH = new RegExp(`^/rest/v1/host/ohel/${OHEL_ID}$`);
const LINKS_PATH = /^\/rest\/v1\/host\/ohel\/links$/;

const routes = listingFormRoutes('ohel', OhelForm);

// The toasts' host is the shell's, which these routes leave out: the message itself is what counts.
vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => {}) }));

setUpListingFormTests(() => import('./ohel-page'));
beforeEach(() => {
  api = installOfferApi();
  api.on('GET', OHEL_PATH, jsonResponse(hostOhelListing()));
  api.on('GET', LINKS_PATH, jsonResponse(ohelLinks()));
});

const openForm = (path: string) => openListingForm(path, routes);

const lastBody = (method: string, path: RegExp) => api.requestsTo(method, path).at(-1)?.body;

async function describeListing(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(screen.getByLabelText('Title'), 'Daily shuttle from 770 to the Ohel');
  await user.type(
    screen.getByLabelText('Description'),
    'Leaves 770 every morning at nine and comes back by one.',
  );
}

describe('a new Ohel listing', () => {
  it('books a shuttle as a ride of one of the host’s services, which it asks for', async () => {
    api.on('POST', /^\/rest\/v1\/host\/ohel$/, jsonResponse(hostOhelListing(), 201));
    const { user, router } = await openForm('/host/listings/new?kind=ohel');
    expect(screen.getByText(/Choose what you offer first/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Shuttle/ }));
    await describeListing(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const service = screen.getByLabelText('Booked as a ride of');
    await waitFor(() => expect(service).toHaveFocus());
    expect(service).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('option', { name: 'Kingston shuttle · Ride to the Ohel' })).toBeInTheDocument();

    await user.selectOptions(service, 'Kingston shuttle · Ride to the Ohel');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', MESSAGES.listingCreated));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/host/listings/edit/${OHEL_ID}`));
    expect(router.state.location.search).toBe('?kind=ohel');
    expect(lastBody('POST', /host\/ohel$/)).toEqual({
      kind: 'shuttle',
      title: 'Daily shuttle from 770 to the Ohel',
      description: 'Leaves 770 every morning at nine and comes back by one.',
      details: '',
      transportServiceId: SERVICE_ID,
      stayId: null,
      priceFromCents: null,
    });
  });

  it('books a place to stay as one of the host’s stays, a draft said so', async () => {
    api.on('POST', /^\/rest\/v1\/host\/ohel$/, jsonResponse(hostOhelListing({ kind: 'stay' }), 201));
    const { user } = await openForm('/host/listings/new?kind=ohel');
    await user.click(screen.getByRole('radio', { name: /Place to stay/ }));
    await describeListing(user);
    await user.selectOptions(
      screen.getByLabelText('Booked as your stay'),
      'Garden floor near the Ohel · Cambria Heights (Draft)',
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', MESSAGES.listingCreated));
    expect(lastBody('POST', /host\/ohel$/)).toMatchObject({
      kind: 'stay',
      stayId: STAY_ID,
      transportServiceId: null,
    });
  });

  it('arranges a guided visit without a service, from a price in dollars', async () => {
    api.on('POST', /^\/rest\/v1\/host\/ohel$/, jsonResponse(hostOhelListing({ kind: 'guided_visit' }), 201));
    const { user } = await openForm('/host/listings/new?kind=ohel');
    await user.click(screen.getByRole('radio', { name: /Guided visit/ }));
    await describeListing(user);
    expect(screen.getByLabelText('Ride service (optional)')).toHaveValue('');
    await user.type(screen.getByLabelText('Price from, in dollars (optional)'), '40');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', MESSAGES.listingCreated));
    expect(lastBody('POST', /host\/ohel$/)).toMatchObject({
      kind: 'guided_visit',
      transportServiceId: null,
      stayId: null,
      priceFromCents: 4_000,
    });
  });

  it('leads a host without a ride service to add one first', async () => {
    api.on('GET', LINKS_PATH, jsonResponse(ohelLinks({ transportServices: [] })));
    const { user } = await openForm('/host/listings/new?kind=ohel');
    await user.click(screen.getByRole('radio', { name: /Private ride/ }));
    expect(screen.getByRole('link', { name: 'Add a ride service' })).toHaveAttribute(
      'href',
      '/host/listings/new?kind=transport',
    );
    await describeListing(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(api.requestsTo('POST', /host\/ohel$/)).toHaveLength(0);
  });
});

describe('an existing Ohel listing', () => {
  it('shows what it is booked as, and sends the service again with the changes', async () => {
    api.on('PUT', OHEL_PATH, (_url, body) => jsonResponse({ ...hostOhelListing(), ...(body as object) }));
    const { user } = await openForm(`/host/listings/edit/${OHEL_ID}?kind=ohel`);
    expect(screen.getByRole('radio', { name: /Shuttle/ })).toBeChecked();
    expect(screen.getByLabelText('Booked as a ride of')).toHaveValue(SERVICE_ID);
    await user.type(screen.getByLabelText('Details (optional)'), 'Bring a letter.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Your changes are saved.');
    expect(lastBody('PUT', OHEL_PATH)).toMatchObject({
      details: 'Bring a letter.',
      transportServiceId: SERVICE_ID,
    });
  });
});
