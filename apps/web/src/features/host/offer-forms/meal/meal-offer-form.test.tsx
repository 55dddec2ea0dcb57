import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import { apiError, GEOCODE_PATH, jsonResponse, PRESIDENT_STREET_GEOCODE } from '../../../../../test/fixtures';
import { chooseDate } from '../../../../../test/date-field';
import { setupI18n } from '../../../../../test/i18n';
import { renderApp, signedInAs } from '../../../../../test/render-app';
import {
  hostMealOffer,
  installOfferApi,
  MEAL_ID,
  newMealCalendar,
  offerMealCalendar,
  shabbosDates,
} from '../test-fixtures';

let api: ReturnType<typeof installOfferApi>;
const EDIT = `/host/meals/edit/${MEAL_ID}`;
const OFFER_PATH = new RegExp(`^/rest/v1/host/meals/${MEAL_ID}$`);

beforeAll(async () => {
  await setupI18n('en');
  await import('../../meal-form-page');
}, 60_000);
beforeEach(() => {
  api = installOfferApi();
  api.on('GET', /^\/rest\/v1\/host\/meals\/calendar$/, jsonResponse(newMealCalendar()));
  api.on('GET', new RegExp(`^/rest/v1/host/meals/${MEAL_ID}/calendar$`), jsonResponse(offerMealCalendar()));
  api.on('GET', OFFER_PATH, jsonResponse(hostMealOffer()));
  api.on('GET', GEOCODE_PATH, jsonResponse(PRESIDENT_STREET_GEOCODE));
});
afterEach(() => vi.unstubAllGlobals());

async function openForm(path: string, persona: 'host' | 'pending-host' = 'host') {
  const app = renderApp(path, { auth: signedInAs(persona) });
  await screen.findByRole('button', { name: /Save/ });
  return app;
}

const lastBody = (method: string, path: RegExp) =>
  api.requestsTo(method, path).at(-1)?.body as Record<string, unknown> | undefined;

const dayBox = (parsha: string) => screen.getByRole('checkbox', { name: new RegExp(`Shabbos ${parsha}`) });

describe('a new meal offer', () => {
  it('says what is wrong before sending anything, and puts focus on the first field in trouble', async () => {
    const { user } = await openForm('/host/meals/new');
    await user.type(screen.getByLabelText('About the meal'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('About the meal')).toHaveAccessibleDescription(
      'Please write a little more.',
    );
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Kashrus')).toHaveAccessibleDescription('This field is required.');
    // No day ticked: asked for one, on every box of the group.
    expect(dayBox('Vayetzei')).toHaveAccessibleDescription('Tick at least one day you host.');
    expect(api.requestsTo('POST', /host\/meals$/)).toHaveLength(0);
  });

  it('asks for the address to be placed on the map when it was not', async () => {
    api.on('GET', GEOCODE_PATH, apiError(400, 'address_not_found'));
    const { user } = await openForm('/host/meals/new');
    await user.type(screen.getByLabelText('Street address'), 'Somewhere nice');
    await user.click(screen.getByRole('button', { name: 'Look up the address' }));
    expect(await screen.findByText(/couldn’t find this address in Crown Heights/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription(
        'Look up this address before saving.',
      ),
    );
  });

  it('drops the answer for an address changed while it was being looked up: its point is not kept', async () => {
    // The geocoder answers only when the test lets it.
    let answerNow!: () => void;
    const held = new Promise<void>((resolve) => (answerNow = resolve));
    let answered = 0;
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes('/host/geocode')) {
        return answer(input, init);
      }
      await held;
      answered++;
      return answer(input, init);
    });
    const { user } = await openForm('/host/meals/new');
    const address = screen.getByLabelText('Street address');
    await user.type(address, '1340 President St');
    await user.click(screen.getByRole('button', { name: 'Look up the address' }));
    expect(await screen.findByText('Looking up the address…')).toBeInTheDocument();
    await user.type(address, ' apt 2');
    answerNow();
    // Leaving the box and the button each asked: both answers are in.
    await waitFor(() => expect(answered).toBe(api.requestsTo('GET', /host\/geocode$/).length));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The answers were for the address before the change: nothing is shown as placed.
    expect(screen.queryByText(/We read this as/)).not.toBeInTheDocument();
    expect(screen.queryByText(/min walk to 770/)).not.toBeInTheDocument();
    expect(address).toHaveFocus();
  });

  it('sends the whole form: dollars as cents, the point on the map, unticked days as closed', async () => {
    api.on('POST', /^\/rest\/v1\/host\/meals$/, jsonResponse(hostMealOffer(), 201));
    const { user, router } = await openForm('/host/meals/new');
    await user.type(screen.getByLabelText('Title'), '  Friday night with the Levys ');
    await user.type(
      screen.getByLabelText('About the meal'),
      'Chicken soup, challah from Kingston Avenue, niggunim and a dvar Torah.',
    );
    await user.type(screen.getByLabelText('Street address'), '1340 President St');
    await user.tab();
    expect(
      await screen.findByText('We read this as: President St between Kingston Ave and Albany Ave'),
    ).toBeInTheDocument();
    expect(screen.getByText('6 min walk to 770')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Street or corner shown to everyone'), 'Crown Street');

    const meals = screen.getByRole('group', { name: 'Meals you host' });
    await user.click(within(meals).getByLabelText('Shabbos lunch'));
    await user.click(within(meals).getByLabelText('Seudah Shlishit'));
    const price = screen.getByLabelText('Price per guest, in dollars');
    expect(screen.getByText('Guests see: Free')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '36.50');
    expect(screen.getByText('Guests see: $36.50 per guest')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Seats at each meal'));
    await user.type(screen.getByLabelText('Seats at each meal'), '10');
    await user.selectOptions(screen.getByLabelText('Kashrus'), 'Mehadrin');
    await user.click(screen.getByLabelText('Yiddish'));
    await user.click(screen.getByLabelText('Gluten-free'));

    await user.click(dayBox('Vayetzei'));
    await user.click(dayBox('Vayeshev'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(MESSAGES.listingCreated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(EDIT));
    expect(lastBody('POST', /host\/meals$/)).toEqual({
      title: 'Friday night with the Levys',
      familyDescription: '',
      description: 'Chicken soup, challah from Kingston Avenue, niggunim and a dvar Torah.',
      area: 'Crown Street',
      address: '1340 President St',
      latitude: 40.6681,
      longitude: -73.9425,
      mealTypes: ['friday_night', 'seudah_shlishit'],
      pricePerGuestCents: 3650,
      seatsPerMeal: 10,
      kosherStandard: 'mehadrin',
      dietaryOptions: ['gluten_free'],
      tableLanguages: ['en', 'yi'],
      childrenWelcome: true,
      accessibility: [],
      offeredFrom: '2026-11-23',
      offeredUntil: null,
      closedDates: [shabbosDates[1], shabbosDates[3]],
    });
  });

  it('says the meal is free at 0 and refuses a price that is not an amount', async () => {
    const { user } = await openForm('/host/meals/new');
    const price = screen.getByLabelText('Price per guest, in dollars');
    expect(price).toHaveValue('0');
    expect(price).toHaveAccessibleDescription(/Write 0 for a free meal/);
    await user.clear(price);
    await user.type(price, 'a lot');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Please check this value.'));
  });

  it('does not close the days outside the dates of the offer', async () => {
    api.on('POST', /^\/rest\/v1\/host\/meals$/, jsonResponse(hostMealOffer(), 201));
    const { user } = await openForm('/host/meals/new');
    await user.type(screen.getByLabelText('Title'), 'Friday night with the Levys');
    await user.type(
      screen.getByLabelText('About the meal'),
      'Chicken soup, challah, niggunim and a dvar Torah.',
    );
    await user.type(screen.getByLabelText('Street address'), '1340 President St');
    await user.tab();
    await screen.findByText('6 min walk to 770');
    await user.type(screen.getByLabelText('Street or corner shown to everyone'), 'Crown Street');
    await user.selectOptions(screen.getByLabelText('Kashrus'), 'Mehadrin');
    await chooseDate('Offered until (optional)', shabbosDates[1]!);
    expect(dayBox('Vayeshev')).toBeDisabled();
    expect(dayBox('Vayeshev')).toHaveAccessibleName(/Outside the dates of your offer/);
    await user.click(screen.getByRole('button', { name: 'Tick every day' }));
    expect(dayBox('Vayetzei')).toBeChecked();
    expect(dayBox('Vayishlach')).toBeChecked();
    await user.click(dayBox('Vayishlach'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(MESSAGES.listingCreated);
    expect(lastBody('POST', /host\/meals$/)).toMatchObject({
      offeredUntil: shabbosDates[1],
      closedDates: [shabbosDates[1]],
    });
  });
});

describe('an existing meal offer', () => {
  it('shows the saved offer, the days it serves and the seats booked', async () => {
    await openForm(EDIT);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your Shabbos meal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Friday night with the Levys');
    expect(screen.getByLabelText('Price per guest, in dollars')).toHaveValue('0');
    expect(screen.getByText('6 min walk to 770')).toBeInTheDocument();
    expect(dayBox('Vayetzei')).toBeChecked();
    expect(dayBox('Vayishlach')).toBeChecked();
    expect(dayBox('Vayeshev')).not.toBeChecked();
    expect(dayBox('Vayetzei')).toHaveAccessibleName(/Friday night dinner: 5 of 8 seats booked/);
    expect(dayBox('Vayetzei')).toHaveAccessibleName(/18 Kislev 5787/);
  });

  it('closes a day taken off, and keeps the closed days beyond the calendar', async () => {
    const offer = hostMealOffer({ closedDates: ['2026-12-12', '2026-12-19', '2027-03-06'] });
    api.on('GET', OFFER_PATH, jsonResponse(offer));
    api.on('PUT', OFFER_PATH, (_url, body) => jsonResponse({ ...offer, ...(body as object) }));
    const { user } = await openForm(EDIT);
    await user.click(dayBox('Vayishlach'));
    await user.click(dayBox('Vayeshev'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const saved = await screen.findByText('Your changes are saved.');
    await waitFor(() => expect(saved.closest('[role="status"]')).toHaveFocus());
    expect(lastBody('PUT', OFFER_PATH)?.closedDates).toEqual(['2026-12-05', '2026-12-19', '2027-03-06']);
  });

  it('lists the booked meals a save would have taken away (409 meal_sittings_booked)', async () => {
    api.on(
      'PUT',
      OFFER_PATH,
      jsonResponse(
        {
          code: 'meal_sittings_booked',
          message: 'Some of these meals already have guests booked.',
          sittings: [{ date: '2026-11-28', mealType: 'friday_night', seatsTaken: 5 }],
        },
        409,
      ),
    );
    const { user } = await openForm(EDIT);
    await user.click(dayBox('Vayetzei'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /Some of these meals already have guests booked. Cancel their bookings first/,
    );
    expect(alert).toHaveTextContent('Friday night dinner, Friday evening, November 27: 5 seats booked');
    expect(within(alert).getByRole('link', { name: 'See these bookings' })).toHaveAttribute(
      'href',
      '/host/bookings?kind=meal',
    );
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('says which meals have more guests than the new seats (409 seats_below_booked)', async () => {
    api.on(
      'PUT',
      OFFER_PATH,
      jsonResponse(
        {
          code: 'seats_below_booked',
          message: 'Some meals already have more guests booked than this number of seats.',
          fields: { seatsPerMeal: 'validation.invalid' },
          sittings: [{ date: '2026-11-28', mealType: 'friday_night', seatsTaken: 5 }],
        },
        409,
      ),
    );
    const { user } = await openForm(EDIT);
    const seats = screen.getByLabelText('Seats at each meal');
    await user.clear(seats);
    await user.type(seats, '4');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(seats).toHaveAccessibleDescription(
        'Some meals already have more guests booked than this: see the list below.',
      ),
    );
    expect(
      screen.getByText(/Some meals already have more guests booked than this number of seats/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Friday night dinner, Friday evening, November 27: 5 seats booked'),
    ).toBeInTheDocument();
  });

  it("puts the server's field messages beside their fields", async () => {
    api.on(
      'PUT',
      OFFER_PATH,
      jsonResponse(
        { code: 'validation_failed', message: 'Invalid', fields: { title: 'validation.unsafe' } },
        400,
      ),
    );
    const { user } = await openForm(EDIT);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      /Please remove links starting with javascript:/,
    );
  });
});

describe('publishing a meal offer', () => {
  it('lists what is missing when publishing is refused', async () => {
    api.on(
      'POST',
      new RegExp(`^/rest/v1/host/meals/${MEAL_ID}/publish$`),
      jsonResponse({ code: 'listing_incomplete', message: 'Incomplete', missing: ['details', 'photo'] }, 409),
    );
    const { user } = await openForm(EDIT);
    const panel = screen.getByRole('region', { name: 'Publishing' });
    expect(within(panel).getByText('At least one photo')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    const refusal = await within(panel).findByRole('alert');
    expect(refusal).toHaveTextContent('A few things are still missing: see the list above.');
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(within(panel).getByText('The details guests need to book')).toBeInTheDocument();
  });

  it('tells a pending host that publishing waits for approval', async () => {
    api.on('GET', OFFER_PATH, jsonResponse(hostMealOffer({ missing: ['approval', 'photo'] })));
    api.on(
      'POST',
      new RegExp(`^/rest/v1/host/meals/${MEAL_ID}/publish$`),
      apiError(403, 'host_not_approved'),
    );
    const { user } = await openForm(EDIT, 'pending-host');
    const panel = screen.getByRole('region', { name: 'Publishing' });
    expect(within(panel).getByText(/Your host application is still being reviewed/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveFocus());
  });

  it('publishes, and then links to the public page', async () => {
    let published = false;
    api.on('GET', OFFER_PATH, () =>
      jsonResponse(hostMealOffer({ missing: [], status: published ? 'published' : 'draft' })),
    );
    api.on('POST', new RegExp(`^/rest/v1/host/meals/${MEAL_ID}/publish$`), () => {
      published = true;
      return jsonResponse({});
    });
    const { user } = await openForm(EDIT);
    const panel = screen.getByRole('region', { name: 'Publishing' });
    expect(within(panel).getByText('Everything guests need is here.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(await within(panel).findByText('Published: guests can find and book it.')).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'See it as guests do' })).toHaveAttribute(
      'href',
      `/meals/${MEAL_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});
