import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import {
  apiError,
  GEOCODE_PATH,
  installFakeApi,
  jsonResponse,
  PRESIDENT_STREET_GEOCODE,
} from '../../../../test/fixtures';
import { setupI18n } from '../../../../test/i18n';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { STEP_HEADING_ID } from './step-frame';
import { HOST_STAY_ID, hostStay } from './test-fixtures';

let api: ReturnType<typeof installFakeApi>;
const EDIT = `/host/listings/edit/${HOST_STAY_ID}`;
const STAY_PATH = new RegExp(`^/rest/v1/host/stays/${HOST_STAY_ID}$`);
const stepPath = (step: string) => new RegExp(`^/rest/v1/host/stays/${HOST_STAY_ID}/${step}$`);

beforeAll(async () => {
  await setupI18n('en');
  await import('../listing-form-page');
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => vi.unstubAllGlobals());

/** The stay form at `path`, for a host (approved unless said), with `stay` served as the draft. */
async function openForm(path: string, { stay = hostStay(), persona = 'host' as const } = {}) {
  api.on('GET', STAY_PATH, jsonResponse(stay));
  const app = renderApp(path, { auth: signedInAs(persona) });
  // The step's heading: the page's h1 shows already while the stay loads.
  await waitFor(() => expect(document.getElementById(STEP_HEADING_ID)).toBeInTheDocument());
  return app;
}

/** Answers a step's PUT with the stay, that step now saved (and echoes the body into the stay). */
function acceptStep(step: string, stay = hostStay()) {
  api.on('PUT', stepPath(step), (_url, body) =>
    jsonResponse({ ...stay, ...(body as object), setupSteps: [...stay.setupSteps, step] }),
  );
}

const lastBody = (method: string, path: RegExp) => api.requestsTo(method, path).at(-1)?.body;

describe('the basics step', () => {
  it('says what is wrong before sending anything, with the shared schema', async () => {
    const { user } = await openForm('/host/listings/new');
    expect(screen.getByRole('heading', { level: 2, name: 'The basics' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Please write a little more.');
    // No type chosen: asked to choose, not an English message of zod's.
    expect(screen.getByLabelText('Type of place')).toHaveAccessibleDescription('This field is required.');
    expect(api.requestsTo('POST', /host\/stays$/)).toHaveLength(0);
  });

  it('creates the draft, says "Listing created successfully!" and moves to the draft\'s address', async () => {
    api.on('POST', /^\/rest\/v1\/host\/stays$/, jsonResponse(hostStay(), 201));
    const { user, router } = await openForm('/host/listings/new');
    await user.type(screen.getByLabelText('Title'), '  Garden floor on Montgomery Street ');
    await user.type(
      screen.getByLabelText('Description'),
      'A bright garden floor with a kosher kitchen, ten minutes from 770.',
    );
    await user.selectOptions(screen.getByLabelText('Type of place'), 'Brownstone floor');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText(MESSAGES.listingCreated)).toBeInTheDocument();
    expect(lastBody('POST', /host\/stays$/)).toEqual({
      title: 'Garden floor on Montgomery Street',
      description: 'A bright garden floor with a kosher kitchen, ten minutes from 770.',
      propertyType: 'brownstone_floor',
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Where is it?' });
    expect(router.state.location.pathname).toBe(EDIT);
    expect(router.state.location.search).toBe('?step=location');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("puts the server's field messages beside their fields", async () => {
    api.on(
      'POST',
      /^\/rest\/v1\/host\/stays$/,
      jsonResponse(
        { code: 'validation_failed', message: 'Invalid', fields: { title: 'validation.unsafe' } },
        400,
      ),
    );
    const { user } = await openForm('/host/listings/new');
    await user.type(screen.getByLabelText('Title'), 'Garden floor on Montgomery');
    await user.type(screen.getByLabelText('Description'), 'A bright garden floor, ten minutes from 770.');
    await user.selectOptions(screen.getByLabelText('Type of place'), 'Studio');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/Please remove links starting with javascript:/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });
});

describe('the location step', () => {
  it('places the address when the host leaves the box: how it was read and the walk to 770', async () => {
    api.on('GET', GEOCODE_PATH, jsonResponse(PRESIDENT_STREET_GEOCODE));
    acceptStep('location');
    const { user } = await openForm(`${EDIT}?step=location`);
    await user.type(screen.getByLabelText('Street address'), '1340 President St');
    await user.tab();
    expect(
      await screen.findByText('We read this as: President St between Kingston Ave and Albany Ave'),
    ).toBeInTheDocument();
    expect(screen.getByText('6 min walk to 770')).toBeInTheDocument();
    expect(
      api
        .requestsTo('GET', /geocode$/)
        .at(-1)
        ?.url.searchParams.get('address'),
    ).toBe('1340 President St');

    // The empty Area is filled in from the lookup; the host may reword it.
    expect(screen.getByLabelText('Area')).toHaveValue('President St near Kingston Ave');
    await user.clear(screen.getByLabelText('Area'));
    await user.type(screen.getByLabelText('Area'), 'President Street near Kingston');
    // A second lookup leaves the host's words alone.
    await user.click(screen.getByRole('button', { name: 'Look up the address' }));
    await waitFor(() => expect(api.requestsTo('GET', /geocode$/)).toHaveLength(2));
    expect(screen.getByLabelText('Area')).toHaveValue('President Street near Kingston');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Rooms and guests' });
    expect(lastBody('PUT', stepPath('location'))).toEqual({
      address: '1340 President St',
      area: 'President Street near Kingston',
    });
  });

  it('says when the address cannot be found, and how to write it', async () => {
    api.on('GET', GEOCODE_PATH, apiError(400, 'address_not_found'));
    const { user } = await openForm(`${EDIT}?step=location`);
    await user.type(screen.getByLabelText('Street address'), 'Somewhere nice');
    await user.click(screen.getByRole('button', { name: 'Look up the address' }));
    expect(
      await screen.findByText(
        /couldn’t find this address in Crown Heights. Try writing it as number and street/,
      ),
    ).toBeInTheDocument();
  });

  it('shows the refusal of an address on save beside the address', async () => {
    api.on('PUT', stepPath('location'), apiError(400, 'address_not_found'));
    api.on('GET', GEOCODE_PATH, apiError(503, 'unavailable'));
    const { user } = await openForm(`${EDIT}?step=location`);
    await user.type(screen.getByLabelText('Street address'), 'Somewhere nice');
    await user.type(screen.getByLabelText('Area'), 'Crown Heights');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription(
        /couldn’t find this address in Crown Heights/,
      ),
    );
  });
});

describe('rooms and price', () => {
  it('refuses an empty or impossible count', async () => {
    const { user } = await openForm(`${EDIT}?step=rooms`);
    await user.clear(screen.getByLabelText('Beds'));
    await user.clear(screen.getByLabelText('Guests at most'));
    await user.type(screen.getByLabelText('Guests at most'), '40');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('Please check this value.')).toHaveLength(2);
    expect(api.requestsTo('PUT', stepPath('rooms'))).toHaveLength(0);
  });

  it('sends dollars as cents, and the times', async () => {
    acceptStep('pricing');
    const { user } = await openForm(`${EDIT}?step=pricing`);
    await user.type(screen.getByLabelText('Price per night, in dollars'), '149.50');
    await user.clear(screen.getByLabelText('Cleaning fee, in dollars'));
    await user.type(screen.getByLabelText('Cleaning fee, in dollars'), '$1,200');
    await user.clear(screen.getByLabelText('Shortest stay, in nights'));
    await user.type(screen.getByLabelText('Shortest stay, in nights'), '2');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'What your place offers' });
    expect(lastBody('PUT', stepPath('pricing'))).toEqual({
      pricePerNightCents: 14_950,
      cleaningFeeCents: 120_000,
      minimumNights: 2,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      cancellationPolicy: 'flexible',
    });
  });

  it('lets the host pick the cancellation policy, each with its rule, and sends it with the price', async () => {
    acceptStep('pricing');
    const stay = hostStay({
      setupSteps: ['basics', 'pricing'],
      pricePerNightCents: 18_000,
      cancellationPolicy: 'moderate',
    });
    const { user } = await openForm(`${EDIT}?step=pricing`, { stay });
    const group = screen.getByRole('group', { name: 'Cancellation policy' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['flexible', 'moderate', 'strict']);
    const moderate = within(group).getByRole('radio', { name: 'Moderate' });
    expect(moderate).toBeChecked();
    expect(moderate).toHaveAccessibleDescription(
      'Full refund until 5 days before check-in, half refund until 24 hours before.',
    );
    expect(within(group).getByRole('radio', { name: 'Flexible' })).toHaveAccessibleDescription(
      'Full refund until 24 hours before check-in.',
    );
    // Arrow keys move between the choices, as in any radio group.
    moderate.focus();
    await user.keyboard('{ArrowDown}');
    const strict = within(group).getByRole('radio', { name: 'Strict' });
    expect(strict).toBeChecked();
    expect(strict).toHaveAccessibleDescription(
      'Full refund until 14 days before check-in, half refund until 7 days before.',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'What your place offers' });
    expect(lastBody('PUT', stepPath('pricing'))).toMatchObject({ cancellationPolicy: 'strict' });
  });

  it('shows a saved price in dollars, and refuses one that is not an amount', async () => {
    const stay = hostStay({ setupSteps: ['basics', 'pricing'], pricePerNightCents: 17_005 });
    const { user } = await openForm(`${EDIT}?step=pricing`, { stay });
    const price = screen.getByLabelText('Price per night, in dollars');
    expect(price).toHaveValue('170.05');
    await user.clear(price);
    await user.type(price, 'a lot');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Please check this value.'));
  });
});

describe('amenities and Jewish features', () => {
  it('sends the amenities ticked, labelled as on the stays pages', async () => {
    acceptStep('amenities');
    const { user } = await openForm(`${EDIT}?step=amenities`);
    const group = screen.getByRole('group', { name: 'Amenities' });
    await user.click(within(group).getByLabelText('Wi-Fi'));
    await user.click(within(group).getByLabelText('Crib'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Shabbos and kashrus' });
    expect(lastBody('PUT', stepPath('amenities'))).toEqual({ amenities: ['wifi', 'crib'] });
  });

  it('asks how a kosher kitchen is kept, and forgets the standard when the kitchen is unticked', async () => {
    acceptStep('jewish');
    const { user } = await openForm(`${EDIT}?step=jewish`);
    expect(screen.queryByLabelText('How is the kitchen kept kosher?')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Kosher kitchen'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const standard = await screen.findByLabelText('How is the kitchen kept kosher?');
    await waitFor(() =>
      expect(standard).toHaveAccessibleDescription(
        'Please say how the kitchen is kept kosher, or untick "Kosher kitchen".',
      ),
    );
    expect(api.requestsTo('PUT', stepPath('jewish'))).toHaveLength(0);

    await user.selectOptions(standard, 'Mehadrin');
    await user.type(screen.getByLabelText('Walk to the mikvah, in minutes'), '7');
    await user.click(screen.getByLabelText('Hot water urn'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'House rules' });
    expect(lastBody('PUT', stepPath('jewish'))).toEqual({
      jewishFeatures: ['kosher_kitchen', 'urn'],
      kosherStandard: 'mehadrin',
      mikvahWalkMinutes: 7,
    });
  });

  it('sends no standard once the kosher kitchen is unticked', async () => {
    const stay = hostStay({
      setupSteps: ['basics', 'jewish'],
      jewishFeatures: ['kosher_kitchen'],
      kosherStandard: 'chabad',
      mikvahWalkMinutes: 5,
    });
    acceptStep('jewish', stay);
    const { user } = await openForm(`${EDIT}?step=jewish`, { stay });
    expect(screen.getByLabelText('How is the kitchen kept kosher?')).toHaveValue('chabad');
    await user.click(screen.getByLabelText('Kosher kitchen'));
    await user.clear(screen.getByLabelText('Walk to the mikvah, in minutes'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'House rules' });
    expect(lastBody('PUT', stepPath('jewish'))).toEqual({
      jewishFeatures: [],
      kosherStandard: null,
      mikvahWalkMinutes: null,
    });
  });
});

describe('moving between steps', () => {
  it('opens where the host left off, ticks the saved steps and links only to those and the next', async () => {
    const stay = hostStay({ setupSteps: ['basics', 'location'] });
    await openForm(EDIT, { stay });
    expect(screen.getByRole('heading', { level: 2, name: 'Rooms and guests' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Steps of your listing' })[0]!;
    expect(within(nav).getAllByText('Step 3 of 10')[0]).toBeInTheDocument();
    const lists = within(nav).getAllByRole('list');
    const list = lists[lists.length - 1]!;
    // As many steps listed as counted: nine screens and the final check.
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'Location, saved' })).toHaveAttribute(
      'href',
      `${EDIT}?step=location`,
    );
    expect(within(list).getByText('Rooms and guests').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(list).queryByRole('link', { name: /Price and times/ })).not.toBeInTheDocument();
  });

  it('goes back a step and moves focus to its heading', async () => {
    const stay = hostStay({
      setupSteps: ['basics', 'location'],
      address: '1340 President St',
      area: 'Kingston',
    });
    const { user, router } = await openForm(`${EDIT}?step=rooms`, { stay });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Where is it?' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.search).toBe('?step=location');
    expect(screen.getByLabelText('Street address')).toHaveValue('1340 President St');
  });

  it('serves /edit-listing/:id the same way', async () => {
    await openForm(`/edit-listing/${HOST_STAY_ID}?step=rules`);
    expect(screen.getByRole('heading', { level: 2, name: 'House rules' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it("says when the stay is not the host's (or not there)", async () => {
    api.on('GET', STAY_PATH, apiError(404, 'not_found'));
    renderApp(EDIT, { auth: signedInAs('host') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this stay' }),
    ).toBeInTheDocument();
  });

  it('leaves transport services and Ohel listings to their own forms', async () => {
    renderApp(`${EDIT}?kind=transport`, { auth: signedInAs('host') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit your ride service' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('GET', STAY_PATH)).toHaveLength(0);
  });
});

describe('check and publish', () => {
  const complete = hostStay({
    setupSteps: ['basics', 'location', 'rooms', 'pricing', 'photos'],
    missing: [],
  });

  it('lists what is missing, each a link to its step', async () => {
    await openForm(`${EDIT}?step=review`, { stay: hostStay({ missing: ['location', 'photo'] }) });
    const missing = screen.getByRole('region', { name: 'Before you can publish, please fill in:' });
    expect(within(missing).getByRole('link', { name: 'The location' })).toHaveAttribute(
      'href',
      `${EDIT}?step=location`,
    );
    expect(within(missing).getByRole('link', { name: 'At least one photo' })).toHaveAttribute(
      'href',
      `${EDIT}?step=photos`,
    );
  });

  it("publishes, then offers the stay's page", async () => {
    api.on('POST', /\/publish$/, jsonResponse({ ...complete, status: 'published' }));
    const { user } = await openForm(`${EDIT}?step=review`, { stay: complete });
    expect(screen.getByText('Everything guests need is here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Your stay is live!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your stay' })).toHaveAttribute(
      'href',
      `/stays/${HOST_STAY_ID}`,
    );
    expect(api.requestsTo('POST', new RegExp(`/rest/v1/host/stays/${HOST_STAY_ID}/publish$`))).toHaveLength(
      1,
    );
  });

  it('tells a host waiting for approval that publishing waits (403 host_not_approved)', async () => {
    api.on('POST', /\/publish$/, apiError(403, 'host_not_approved'));
    const { user } = await openForm(`${EDIT}?step=review`, { stay: complete });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent('Publishing waits for your approval');
    expect(note).toHaveFocus();
  });

  it('lists the steps still missing when the server refuses (409 listing_incomplete)', async () => {
    api.on(
      'POST',
      /\/publish$/,
      jsonResponse({ code: 'listing_incomplete', message: 'Incomplete', missing: ['pricing', 'photo'] }, 409),
    );
    const { user } = await openForm(`${EDIT}?step=review`, { stay: complete });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('A few things are still missing: see the list above.'),
    ).toBeInTheDocument();
    const missing = screen.getByRole('region', { name: 'Before you can publish, please fill in:' });
    expect(within(missing).getByRole('link', { name: 'Price and times' })).toHaveAttribute(
      'href',
      `${EDIT}?step=pricing`,
    );
    expect(within(missing).getByRole('link', { name: 'At least one photo' })).toBeInTheDocument();
  });

  it('lets a pending host prepare a draft, under the approval note', async () => {
    await openForm(`${EDIT}?step=review`, {
      stay: hostStay({ missing: ['approval'] }),
      persona: 'pending-host' as 'host',
    });
    expect(screen.getByText('Publishing waits for your approval')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Check and publish' })).toBeInTheDocument();
  });
});
