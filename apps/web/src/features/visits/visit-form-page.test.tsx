import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Visit } from '@orchim/shared/visits';
import { setupI18n } from '../../../test/i18n';
import { chooseDate, dateField } from '../../../test/date-field';
import { preloadPages, renderApp, signedInAs } from '../../../test/render-app';
import { addDays } from '@orchim/shared/dates';
import { apiError, daysFromToday, installFakeApi, jsonResponse, nextWeekday } from '../../../test/fixtures';
import { VISIT_ID, visitPlan } from './test-fixtures';

/** /visits/new and /visits/:id/edit (issue 26): a visit's arrival and departure. */

let api: ReturnType<typeof installFakeApi>;
const VISITS_PATH = /^\/rest\/v1\/visits$/;
const PLAN_PATH = new RegExp(`^/rest/v1/visits/${VISIT_ID}$`);
const NEW_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** A Thursday a month or so ahead, and the Sunday after it. */
const arrivalDate = () => nextWeekday(daysFromToday(30), 4);
const departureDate = () => addDays(arrivalDate(), 3);

beforeAll(async () => {
  await setupI18n('en');
  await preloadPages('/visits/new', `/visits/${VISIT_ID}`);
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => vi.unstubAllGlobals());

const end = (name: 'Arrival' | 'Departure') => within(screen.getByRole('group', { name }));

async function openNewVisit() {
  const app = renderApp('/visits/new', { auth: signedInAs('guest') });
  await screen.findByRole('heading', { level: 1, name: 'Plan a visit' });
  return app;
}

const LANDING = 'Landing time (or arrival time by road)';
const TAKE_OFF = 'Take-off time (or departure time by road)';

type User = Awaited<ReturnType<typeof openNewVisit>>['user'];

/** Picks each end's date and time, as a guest does: the arrival's first. */
async function fillEnds(user: User, arrival: [string, string], departure: [string, string]) {
  await chooseDate('Arrival date', arrival[0]);
  await chooseDate('Departure date', departure[0]);
  await user.selectOptions(end('Arrival').getByLabelText(LANDING), arrival[1]);
  await user.selectOptions(end('Departure').getByLabelText(TAKE_OFF), departure[1]);
}

function savedVisit(overrides: Partial<Visit> = {}): Visit {
  return {
    id: NEW_ID,
    title: '',
    arrival: { date: arrivalDate(), time: '10:30', airport: 'JFK', flight: 'LY1' },
    departure: { date: departureDate(), time: '20:00', airport: null, flight: '' },
    shared: false,
    createdAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

describe('/visits/new', () => {
  it('asks for a name, and each end’s date, time and way, all empty', async () => {
    await openNewVisit();
    expect(screen.getByLabelText('Name of the visit (optional)')).toHaveValue('');
    expect(dateField('Arrival date')).toHaveAccessibleName('Arrival date Choose a date');
    expect(dateField('Departure date')).toHaveAccessibleName('Departure date Choose a date');
    expect(end('Arrival').getByLabelText(LANDING)).toHaveValue('');
    expect(end('Departure').getByLabelText(TAKE_OFF)).toHaveValue('');
    const by = end('Arrival').getByLabelText('How?');
    expect(by).toHaveValue('');
    expect(
      within(by)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'By road or train',
      'Flying into JFK',
      'Flying into LaGuardia (LGA)',
      'Flying into Newark (EWR)',
    ]);
    expect(
      within(end('Departure').getByLabelText('How?')).getByRole('option', { name: 'Flying out of JFK' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
  });

  it('asks for the flight only when flying', async () => {
    const { user } = await openNewVisit();
    expect(screen.queryByLabelText('Flight number (optional)')).not.toBeInTheDocument();
    await user.selectOptions(end('Arrival').getByLabelText('How?'), 'LGA');
    expect(end('Arrival').getByLabelText('Flight number (optional)')).toBeInTheDocument();
    expect(end('Departure').queryByLabelText('Flight number (optional)')).not.toBeInTheDocument();
    await user.selectOptions(end('Arrival').getByLabelText('How?'), '');
    expect(screen.queryByLabelText('Flight number (optional)')).not.toBeInTheDocument();
  });

  it('refuses a departure before the arrival, sending nothing', async () => {
    const { user } = await openNewVisit();
    await fillEnds(user, [departureDate(), '10:30'], [arrivalDate(), '20:00']);
    await user.click(screen.getByRole('button', { name: 'Create my plan' }));
    expect(await screen.findByText('Please select valid dates')).toBeInTheDocument();
    expect(api.requestsTo('POST', VISITS_PATH)).toHaveLength(0);
  });

  it('refuses leaving earlier on the day of arrival, sending nothing', async () => {
    const { user } = await openNewVisit();
    await fillEnds(user, [arrivalDate(), '10:30'], [arrivalDate(), '09:00']);
    await user.click(screen.getByRole('button', { name: 'Create my plan' }));
    expect(await screen.findByText('Please select valid dates')).toBeInTheDocument();
    expect(api.requestsTo('POST', VISITS_PATH)).toHaveLength(0);
  });

  it('sends the visit as the API takes it, then opens its plan', async () => {
    api.on('POST', VISITS_PATH, (_url, body) =>
      jsonResponse(savedVisit({ ...(body as Pick<Visit, 'title' | 'arrival' | 'departure'>) }), 201),
    );
    api.on('GET', new RegExp(`^/rest/v1/visits/${NEW_ID}$`), jsonResponse(visitPlan()));
    const { user, router } = await openNewVisit();
    await user.type(screen.getByLabelText('Name of the visit (optional)'), 'Yud Shevat');
    await fillEnds(user, [arrivalDate(), '10:30'], [departureDate(), '20:00']);
    await user.selectOptions(end('Arrival').getByLabelText('How?'), 'JFK');
    await user.type(end('Arrival').getByLabelText('Flight number (optional)'), 'LY1');
    await user.click(screen.getByRole('button', { name: 'Create my plan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/visits/${NEW_ID}`));
    const [request] = api.requestsTo('POST', VISITS_PATH);
    expect(request!.body).toEqual({
      title: 'Yud Shevat',
      arrival: { date: arrivalDate(), time: '10:30', airport: 'JFK', flight: 'LY1' },
      departure: { date: departureDate(), time: '20:00', airport: null, flight: '' },
    });
    expect(request!.headers.get('authorization')).toBe('Bearer access');
    expect(api.requestsTo('POST', VISITS_PATH)).toHaveLength(1);
  });

  it('says when the guest keeps too many visits', async () => {
    api.on(
      'POST',
      VISITS_PATH,
      apiError(409, 'too_many_visits', 'You can keep 30 visits at most. Delete one you no longer need.'),
    );
    const { user, router } = await openNewVisit();
    await fillEnds(user, [arrivalDate(), '10:30'], [departureDate(), '20:00']);
    await user.click(screen.getByRole('button', { name: 'Create my plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can keep 30 visits at most. Delete one you no longer need.',
    );
    expect(router.state.location.pathname).toBe('/visits/new');
  });

  it('shows the server’s "invalid dates" under the departure date', async () => {
    api.on('POST', VISITS_PATH, apiError(400, 'invalid_dates', 'Please select valid dates'));
    const { user, router } = await openNewVisit();
    await fillEnds(user, [arrivalDate(), '10:30'], [departureDate(), '20:00']);
    await user.click(screen.getByRole('button', { name: 'Create my plan' }));
    expect(await end('Departure').findByText('Please select valid dates')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/visits/new');
  });
});

describe('/visits/:id/edit', () => {
  it('starts from the visit, and saves the change with PUT', async () => {
    const plan = visitPlan();
    api.on('GET', PLAN_PATH, jsonResponse(plan));
    api.on('PUT', PLAN_PATH, (_url, body) =>
      jsonResponse({ ...plan.visit, ...(body as Pick<Visit, 'title' | 'arrival' | 'departure'>) }),
    );
    const { user, router } = renderApp(`/visits/${VISIT_ID}/edit`, { auth: signedInAs('guest') });
    await screen.findByRole('heading', { level: 1, name: 'Change your visit' });
    const name = await screen.findByLabelText('Name of the visit (optional)');
    expect(name).toHaveValue(plan.visit.title);
    expect(dateField('Arrival date')).toHaveAccessibleName('Arrival date Thu, Jan 14, 2027');
    expect(dateField('Departure date')).toHaveAccessibleName('Departure date Sun, Jan 17, 2027');
    expect(end('Arrival').getByLabelText(LANDING)).toHaveValue('10:30');
    expect(end('Arrival').getByLabelText('How?')).toHaveValue('JFK');
    expect(end('Arrival').getByLabelText('Flight number (optional)')).toHaveValue('LY1');
    expect(end('Departure').getByLabelText('Flight number (optional)')).toHaveValue('LY2');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/visits/${VISIT_ID}`);

    await user.selectOptions(end('Departure').getByLabelText(TAKE_OFF), '22:15');
    await user.selectOptions(end('Departure').getByLabelText('How?'), 'EWR');
    await user.clear(end('Departure').getByLabelText('Flight number (optional)'));
    await user.type(end('Departure').getByLabelText('Flight number (optional)'), 'ua91');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/visits/${VISIT_ID}`));
    expect(api.requestsTo('POST', VISITS_PATH)).toHaveLength(0);
    const [request] = api.requestsTo('PUT', PLAN_PATH);
    expect(request!.body).toEqual({
      title: plan.visit.title,
      arrival: { date: '2027-01-14', time: '10:30', airport: 'JFK', flight: 'LY1' },
      departure: { date: '2027-01-17', time: '22:15', airport: 'EWR', flight: 'UA91' },
    });
  });

  it('says so for a visit that is not the guest’s', async () => {
    api.on('GET', PLAN_PATH, apiError(404, 'not_found'));
    renderApp(`/visits/${VISIT_ID}/edit`, { auth: signedInAs('guest') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this visit' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('PUT', PLAN_PATH)).toHaveLength(0);
  });
});
