import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { HostListing } from '@orchim/shared/host';
import { addDays } from '@orchim/shared/dates';
import { apiError, daysFromToday, installFakeApi, jsonResponse } from '../../../../test/fixtures';
import { setupI18n } from '../../../../test/i18n';
import { renderApp, signedInAs, type Persona } from '../../../../test/render-app';
import {
  HOST_MEAL_ID,
  HOST_OHEL_ID,
  HOST_RIDE_ID,
  HOST_STAY_ID,
  hostMeal,
  hostOhel,
  hostRide,
  hostStay,
} from './test-fixtures';

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  await import('../host-listings-page'); // compiled once, before the first test's wait
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setupI18n('en');
});

const LISTINGS = /^\/rest\/v1\/host\/listings$/;

function answerListings(items: HostListing[]) {
  api.on('GET', LISTINGS, jsonResponse({ items }));
}

async function openListings(path = '/host/listings', persona: Persona = 'host') {
  const app = renderApp(path, { auth: signedInAs(persona) });
  await screen.findByRole('heading', { level: 1, name: /Your listings|המודעות שלכם/ });
  return app;
}

/** A listing's card, found by its title. */
const card = async (title: string) =>
  within((await screen.findByRole('heading', { level: 3, name: title })).closest('article')!);

describe('/host/listings', () => {
  it('shows each listing with its kind, status, what it lacks, its next bookings and where to edit it', async () => {
    answerListings([hostStay(), hostMeal(), hostRide(), hostOhel()]);
    await openListings();
    expect(await screen.findByRole('heading', { level: 2, name: '4 listings' })).toBeInTheDocument();

    const stay = await card('Sunny garden floor on President Street');
    expect(stay.getByText('Stay')).toBeInTheDocument();
    expect(stay.getByText('Published')).toBeInTheDocument();
    expect(stay.queryByText('Before you can publish')).not.toBeInTheDocument();
    expect(stay.getByText(/2 upcoming bookings/)).toBeInTheDocument();
    const checkIn = daysFromToday(10);
    const range = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
      new Date(`${checkIn}T12:00:00Z`),
      new Date(`${addDays(checkIn, 3)}T12:00:00Z`),
    );
    const first = stay.getByText('Chana Levy').closest('li')!;
    // Intl's range has thin spaces around its dash; the matcher reads every space as a plain one.
    expect(first).toHaveTextContent(`Chana Levy${range.replace(/\s/g, ' ')} · 3 guests`);
    expect(stay.getByText('Mendel Katz')).toBeInTheDocument();
    expect(stay.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/host/listings/edit/${HOST_STAY_ID}`,
    );
    expect(stay.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();

    const meal = await card('Friday night with the Goldbergs');
    expect(meal.getByText('Draft')).toBeInTheDocument();
    expect(meal.getByText('Before you can publish')).toBeInTheDocument();
    expect(meal.getByText('The price')).toBeInTheDocument();
    expect(meal.getByText('At least one photo')).toBeInTheDocument();
    expect(meal.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/host/meals/edit/${HOST_MEAL_ID}`,
    );
    expect(meal.getByRole('button', { name: 'Publish' })).toBeInTheDocument();

    const ride = await card('JFK to Crown Heights');
    expect(ride.getByText('Ride service')).toBeInTheDocument();
    expect(ride.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/host/listings/edit/${HOST_RIDE_ID}?kind=transport`,
    );

    // Suspended by the team: the host can neither publish nor unpublish it.
    const ohel = await card('Shuttle to the Ohel on Gimmel Tammuz');
    expect(ohel.getByText('Suspended')).toBeInTheDocument();
    expect(ohel.getByText(/The Orchim team has taken it down/)).toBeInTheDocument();
    expect(ohel.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/host/listings/edit/${HOST_OHEL_ID}?kind=ohel`,
    );
    expect(ohel.queryByRole('button', { name: /Publish|Unpublish/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add a stay' })).toHaveAttribute('href', '/host/listings/new');
    expect(screen.getByRole('link', { name: 'Add a Shabbos meal' })).toHaveAttribute(
      'href',
      '/host/meals/new',
    );
    expect(screen.getByRole('link', { name: 'Add a ride service' })).toHaveAttribute(
      'href',
      '/host/listings/new?kind=transport',
    );
    expect(screen.getByRole('link', { name: 'Add an Ohel listing' })).toHaveAttribute(
      'href',
      '/host/listings/new?kind=ohel',
    );
  });

  it('filters by kind in the address, each choice saying how many it holds', async () => {
    answerListings([hostStay(), hostMeal(), hostRide()]);
    const { user, router } = await openListings('/host/listings?kind=meals');
    expect(await card('Friday night with the Goldbergs')).toBeTruthy();
    const filter = within(screen.getByRole('group', { name: 'Show' }));
    expect(filter.getByRole('button', { name: 'Meals 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'JFK to Crown Heights' })).not.toBeInTheDocument();

    await user.click(filter.getByRole('button', { name: 'Rides 1' }));
    expect(router.state.location.search).toBe('?kind=transport');
    expect(await card('JFK to Crown Heights')).toBeTruthy();
    expect(
      screen.queryByRole('heading', { name: 'Friday night with the Goldbergs' }),
    ).not.toBeInTheDocument();

    await user.click(filter.getByRole('button', { name: 'Ohel 0' }));
    expect(await screen.findByRole('heading', { name: 'You have no Ohel listings yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add an Ohel listing' })).toHaveLength(2);

    await user.click(filter.getByRole('button', { name: 'All 3' }));
    expect(router.state.location.search).toBe('');
    expect(await card('Sunny garden floor on President Street')).toBeTruthy();
    // One request for every kind: the filter works on what is already here.
    expect(api.requestsTo('GET', LISTINGS)).toHaveLength(1);

    // Back undoes a choice.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?kind=ohel'));
  });

  it('publishes and unpublishes, and says what is missing when the server refuses', async () => {
    answerListings([hostMeal(), hostStay()]);
    const { user } = await openListings();
    const meal = await card('Friday night with the Goldbergs');

    api.once('POST', new RegExp(`/host/meals/${HOST_MEAL_ID}/publish$`), () =>
      jsonResponse({ code: 'listing_incomplete', message: 'Incomplete', missing: ['basics', 'photo'] }, 409),
    );
    await user.click(meal.getByRole('button', { name: 'Publish' }));
    const refusal = await meal.findByRole('alert');
    expect(refusal).toHaveTextContent(
      '“\u2068Friday night with the Goldbergs\u2069” can’t be published yet.',
    );
    expect(within(refusal).getByText('A title, a description and the type of place')).toBeInTheDocument();
    expect(within(refusal).getByText('At least one photo')).toBeInTheDocument();
    expect(within(refusal).queryByText('The price')).not.toBeInTheDocument();

    // A pending application: the approval is what is missing, explained.
    api.once('POST', /\/publish$/, apiError(403, 'host_not_approved'));
    await user.click(meal.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(meal.getByRole('alert')).toHaveTextContent(/Your host application is still being reviewed/),
    );

    api.once('POST', /\/publish$/, jsonResponse({}));
    answerListings([hostMeal({ status: 'published', missing: [] }), hostStay()]);
    await user.click(meal.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        '“\u2068Friday night with the Goldbergs\u2069” is published: guests can find and book it.',
      ),
    ).toBeInTheDocument();
    expect(await meal.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(meal.getByText('Published')).toBeInTheDocument();
    expect(meal.queryByRole('alert')).not.toBeInTheDocument();

    const stay = await card('Sunny garden floor on President Street');
    api.once('POST', new RegExp(`/host/stays/${HOST_STAY_ID}/unpublish$`), jsonResponse({}));
    answerListings([hostMeal({ status: 'published', missing: [] }), hostStay({ status: 'draft' })]);
    await user.click(stay.getByRole('button', { name: 'Unpublish' }));
    expect(await stay.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(api.requestsTo('POST', /\/(publish|unpublish)$/).map((request) => request.url.pathname)).toEqual([
      `/rest/v1/host/meals/${HOST_MEAL_ID}/publish`,
      `/rest/v1/host/meals/${HOST_MEAL_ID}/publish`,
      `/rest/v1/host/meals/${HOST_MEAL_ID}/publish`,
      `/rest/v1/host/stays/${HOST_STAY_ID}/unpublish`,
    ]);
  });

  it('says before deleting whether the listing will be archived, and afterwards what happened', async () => {
    answerListings([hostStay(), hostMeal()]);
    const { user } = await openListings();

    // Bookings to come: archived, and the dialog says so first.
    const stay = await card('Sunny garden floor on President Street');
    await user.click(stay.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Archive “\u2068Sunny garden floor on President Street\u2069”?',
    });
    expect(dialog).toHaveTextContent(
      'It has 2 bookings coming up, so it will be archived instead: guests can no longer find it, and the bookings stand.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE', /./)).toHaveLength(0);

    api.once('DELETE', new RegExp(`/host/stays/${HOST_STAY_ID}$`), jsonResponse({ outcome: 'archived' }));
    answerListings([hostStay({ status: 'archived' }), hostMeal()]);
    await user.click(stay.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(
      await screen.findByText(
        '“\u2068Sunny garden floor on President Street\u2069” was archived. Its bookings still stand.',
      ),
    ).toBeInTheDocument();
    expect(await stay.findByText('Archived')).toBeInTheDocument();
    // Archived with bookings to come: nothing left to delete, publish or edit.
    expect(stay.queryByRole('button')).not.toBeInTheDocument();
    expect(stay.queryByRole('link')).not.toBeInTheDocument();

    // No bookings: deleted for good, and the dialog says that instead.
    const meal = await card('Friday night with the Goldbergs');
    await user.click(meal.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Delete “\u2068Friday night with the Goldbergs\u2069”?',
    });
    expect(dialog).toHaveTextContent(
      'It has no bookings coming up, so it will be deleted for good, with its photos. This can’t be undone.',
    );
    api.once('DELETE', new RegExp(`/host/meals/${HOST_MEAL_ID}$`), jsonResponse({ outcome: 'deleted' }));
    answerListings([hostStay({ status: 'archived' })]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(
      await screen.findByText('“\u2068Friday night with the Goldbergs\u2069” was deleted.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Friday night with the Goldbergs' }),
      ).not.toBeInTheDocument(),
    );
    // Focus is not lost with the card: it moves to the list.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: '1 listing' })).toHaveFocus());
  });

  it('invites the first listing when there is none', async () => {
    answerListings([]);
    await openListings();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome your first guests' }),
    ).toBeInTheDocument();
    // The header's four buttons, and the invitation's four.
    expect(screen.getAllByRole('link', { name: 'Add a stay' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Add a ride service' })[1]).toHaveAttribute(
      'href',
      '/host/listings/new?kind=transport',
    );
  });

  it('offers a retry when the listings cannot be loaded', async () => {
    api.on('GET', LISTINGS, apiError(500, 'internal_error'));
    const { user } = await openListings();
    // Queries retry twice (product §9, a second and then two apart) before they give up.
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(alert).toHaveTextContent('We couldn’t load your listings');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    answerListings([hostStay()]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('Sunny garden floor on President Street')).toBeTruthy();
  });

  it('lets a pending host prepare drafts, under a note that publishing waits for approval', async () => {
    answerListings([hostMeal({ missing: ['approval', 'photo'] })]);
    await openListings('/host/listings', 'pending-host');
    expect(screen.getByText('Your host application is being reviewed')).toBeInTheDocument();
    const meal = await card('Friday night with the Goldbergs');
    expect(meal.getByText('At least one photo')).toBeInTheDocument();
    expect(meal.getByText(/You can prepare your listings now and publish them once/)).toBeInTheDocument();
  });

  it('speaks Hebrew', async () => {
    await setupI18n('he');
    answerListings([hostStay(), hostMeal()]);
    await openListings();
    const meal = await card('Friday night with the Goldbergs');
    expect(meal.getByText('טיוטה')).toBeInTheDocument();
    expect(meal.getByText('לפחות תמונה אחת')).toBeInTheDocument();
    const stay = await card('Sunny garden floor on President Street');
    expect(stay.getByText('מפורסמת')).toBeInTheDocument();
    expect(stay.getByText(/3 אורחים/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'הצגה' })).toBeInTheDocument();
  });
});
