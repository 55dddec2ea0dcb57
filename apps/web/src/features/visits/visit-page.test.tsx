import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { VisitPlan } from '@orchim/shared/visits';
import { planningVisitOf } from '@/lib/planning-visit';
import { setupI18n } from '../../../test/i18n';
import { preloadPages, renderApp, signedInAs } from '../../../test/render-app';
import { apiError, installFakeApi, jsonResponse } from '../../../test/fixtures';
import {
  arrivalInShabbosPlan,
  emptyVisitPlan,
  MEAL_BOOKING_ID,
  RIDE_BOOKING_ID,
  STAY_BOOKING_ID,
  VISIT_ID,
  VISIT_TITLE,
  visitPlan,
} from './test-fixtures';

/** /visits/:id (issue 26): the guest's own visit, day by day, with what to check and what to book. */

let api: ReturnType<typeof installFakeApi>;
const PLAN_PATH = new RegExp(`^/rest/v1/visits/${VISIT_ID}$`);
const SHARE_PATH = new RegExp(`^/rest/v1/visits/${VISIT_ID}/share$`);
const noContent = () => new Response(null, { status: 204 });

beforeAll(async () => {
  await setupI18n('en');
  await preloadPages(`/visits/${VISIT_ID}`);
}, 60_000);
beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function openVisit(plan: VisitPlan = visitPlan()) {
  api.on('GET', PLAN_PATH, jsonResponse(plan));
  const app = renderApp(`/visits/${VISIT_ID}`, { auth: signedInAs('guest') });
  await screen.findByRole('heading', { level: 1, name: plan.visit.title });
  return app;
}

const daysSection = () => within(screen.getByRole('region', { name: 'Day by day' }));
/** The card of one day, by its heading ("Friday, January 15"). */
const day = (name: string) => within(daysSection().getByRole('heading', { level: 3, name }).closest('li')!);
const suggestions = () => within(screen.getByRole('region', { name: 'Book for this visit' }));
/** One suggestion's line, by its title. */
const suggestion = (title: string) => within(suggestions().getByText(title).closest('li')!);

describe('/visits/:id', () => {
  it('asks the API for the plan in the reader’s language, with the guest’s token', async () => {
    await openVisit();
    const [request] = api.requestsTo('GET', PLAN_PATH);
    expect(request!.url.searchParams.get('lang')).toBe('en');
    expect(request!.headers.get('authorization')).toBe('Bearer access');
    await waitFor(() => expect(document.title).toBe(`${VISIT_TITLE} · Orchim`));
    expect(screen.getByText('Jan 14 – 17, 2027 · 3 nights')).toBeInTheDocument();
  });

  it('lays the days out in order with their Hebrew dates, Shabbos, candle lighting and havdalah', async () => {
    await openVisit();
    expect(
      daysSection()
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Thursday, January 14', 'Friday, January 15', 'Saturday, January 16', 'Sunday, January 17']);
    expect(day('Thursday, January 14').getByText('6 Sh’vat 5787')).toBeInTheDocument();
    expect(day('Sunday, January 17').getByText('9 Sh’vat 5787')).toBeInTheDocument();

    const friday = day('Friday, January 15');
    expect(friday.getByText('7 Sh’vat 5787')).toBeInTheDocument();
    expect(friday.getByText(/^Candle lighting 4:35\sPM$/)).toBeInTheDocument();
    expect(friday.queryByText(/Havdalah/)).not.toBeInTheDocument();
    expect(friday.queryByText(/^Shabbos/)).not.toBeInTheDocument();

    const saturday = day('Saturday, January 16');
    expect(saturday.getByText('8 Sh’vat 5787')).toBeInTheDocument();
    expect(saturday.getByText('Shabbos Bo')).toBeInTheDocument();
    expect(saturday.getByText(/^Havdalah 5:38\sPM$/)).toBeInTheDocument();
    expect(saturday.queryByText(/Candle lighting/)).not.toBeInTheDocument();

    expect(
      day('Thursday, January 14').queryByText(/Candle lighting|Havdalah|Shabbos/),
    ).not.toBeInTheDocument();
  });

  it('puts each booking on its day, the Friday-night meal on Friday, each linking to its booking', async () => {
    await openVisit();
    const thursday = day('Thursday, January 14');
    expect(thursday.getByText(/^You land at JFK at 10:30\sAM/)).toHaveTextContent('· flight LY1');
    expect(thursday.getByRole('link', { name: 'Check in: Parlour floor on Lincoln Place' })).toHaveAttribute(
      'href',
      `/bookings/${STAY_BOOKING_ID}`,
    );
    const ride = thursday.getByRole('link', { name: /^Ride at 11:15\sAM: JFK to Crown Heights$/ });
    expect(ride).toHaveAttribute('href', `/bookings/${RIDE_BOOKING_ID}`);
    expect(ride.parentElement).toHaveTextContent('(awaiting payment)');

    // Dated by its Shabbos, eaten the evening before.
    const friday = day('Friday, January 15');
    expect(
      friday.getByRole('link', { name: 'Friday night dinner: Friday night with the Goldbergs' }),
    ).toHaveAttribute('href', `/bookings/${MEAL_BOOKING_ID}`);
    expect(
      friday.getByRole('link', { name: 'Staying at Parlour floor on Lincoln Place' }),
    ).toBeInTheDocument();
    const saturday = day('Saturday, January 16');
    expect(saturday.queryByText(/Friday night with the Goldbergs/)).not.toBeInTheDocument();
    expect(
      saturday.getByRole('link', { name: 'Staying at Parlour floor on Lincoln Place' }),
    ).toBeInTheDocument();

    const sunday = day('Sunday, January 17');
    expect(sunday.getByRole('link', { name: 'Check out: Parlour floor on Lincoln Place' })).toHaveAttribute(
      'href',
      `/bookings/${STAY_BOOKING_ID}`,
    );
    expect(sunday.getByText(/^Your flight leaves JFK at 8:00\sPM/)).toHaveTextContent('· flight LY2');
    expect(screen.queryByRole('region', { name: 'Check before you travel' })).not.toBeInTheDocument();
  });

  it('says a day with nothing booked is empty', async () => {
    const plan = emptyVisitPlan();
    await openVisit(plan);
    expect(day('Friday, January 15').getByText('Nothing booked yet.')).toBeInTheDocument();
    expect(day('Saturday, January 16').getByText('Nothing booked yet.')).toBeInTheDocument();
    // The arrival and the departure are lines of their days.
    expect(day('Thursday, January 14').queryByText('Nothing booked yet.')).not.toBeInTheDocument();
    expect(daysSection().queryAllByRole('link')).toEqual([]);
  });

  it('warns of an arrival after candle lighting, with what to do', async () => {
    await openVisit(arrivalInShabbosPlan());
    const warnings = within(screen.getByRole('region', { name: 'Check before you travel' }));
    expect(warnings.getByText('1 thing to check')).toBeInTheDocument();
    expect(
      warnings.getByRole('heading', { level: 3, name: 'Your arrival meets Shabbos Bo' }),
    ).toBeInTheDocument();
    expect(
      warnings.getByText(
        /^Landing at Fri 3:30\sPM, you would reach Crown Heights around Fri 5:05\sPM, but Shabbos Bo begins with candle lighting at Fri 4:35\sPM\. No ride can be booked after candle lighting\.$/,
      ),
    ).toBeInTheDocument();
    expect(warnings.getByText('Take an earlier flight, or arrive the day before.')).toBeInTheDocument();
    expect(daysSection().getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Friday, January 15');
    // No ride from the airport is offered into Shabbos.
    expect(suggestions().queryByText('Ride from the airport')).not.toBeInTheDocument();
    expect(suggestions().getByText('Ride to the airport')).toBeInTheDocument();
  });

  it('shows what is booked as "Booked", and links what is not to a search that keeps the dates', async () => {
    await openVisit();
    for (const booked of ['A place to stay', 'Friday night dinner, Fri, Jan 15', 'Ride from the airport']) {
      expect(suggestion(booked).getByText('Booked')).toBeInTheDocument();
      expect(suggestion(booked).queryByRole('link')).not.toBeInTheDocument();
    }
    expect(suggestion('A place to stay').getByText('Jan 14 – 17, 2027, 3 nights')).toBeInTheDocument();
    expect(
      suggestions().getByRole('link', { name: 'Find a table: Shabbos lunch, Sat, Jan 16' }),
    ).toHaveAttribute('href', '/meals?date=2027-01-16&mealType=shabbos_lunch');
    expect(
      suggestions().getByRole('link', { name: 'Find a table: Seudah shlishit (third meal), Sat, Jan 16' }),
    ).toHaveAttribute('href', '/meals?date=2027-01-16&mealType=seudah_shlishit');
    expect(suggestion('Ride to the airport').getByText(/^JFK, pickup Sun 4:40\sPM$/)).toBeInTheDocument();
    expect(suggestions().getByRole('link', { name: 'Find a ride: Ride to the airport' })).toHaveAttribute(
      'href',
      '/transport?serviceType=airport_transfer&airport=JFK&date=2027-01-17&time=16%3A40&flight=LY2',
    );
    expect(suggestions().getByText('Fri, Jan 15')).toBeInTheDocument();
    expect(suggestions().getByText('Sun, Jan 17')).toBeInTheDocument();
    expect(suggestions().getByRole('link', { name: 'See Ohel visits' })).toHaveAttribute('href', '/ohel');
  });

  it('with nothing booked, offers the stay, each meal and both rides', async () => {
    await openVisit(emptyVisitPlan());
    expect(suggestions().queryByText('Booked')).not.toBeInTheDocument();
    expect(suggestions().getByRole('link', { name: 'Find a stay: A place to stay' })).toHaveAttribute(
      'href',
      '/stays?checkIn=2027-01-14&checkOut=2027-01-17',
    );
    expect(
      suggestions().getByRole('link', { name: 'Find a table: Friday night dinner, Fri, Jan 15' }),
    ).toHaveAttribute('href', '/meals?date=2027-01-16&mealType=friday_night');
    expect(suggestions().getByRole('link', { name: 'Find a ride: Ride from the airport' })).toHaveAttribute(
      'href',
      '/transport?serviceType=airport_transfer&airport=JFK&date=2027-01-14&time=11%3A15&flight=LY1',
    );
  });

  it('remembers the visit when the guest leaves for a suggestion, so the booking comes back here', async () => {
    const { user, router } = await openVisit();
    expect(planningVisitOf('2027-01-16T17:00:00.000Z')).toBeNull();
    await user.click(suggestions().getByRole('link', { name: 'Find a ride: Ride to the airport' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transport'));
    expect(router.state.location.search).toBe(
      '?serviceType=airport_transfer&airport=JFK&date=2027-01-17&time=16%3A40&flight=LY2',
    );
    expect(planningVisitOf('2027-01-16T17:00:00.000Z')).toBe(VISIT_ID);
    expect(planningVisitOf('2027-01-17T21:40:00.000Z')).toBe(VISIT_ID);
    expect(planningVisitOf('2027-01-18T17:00:00.000Z')).toBeNull();
  });

  it('says so when the visit is not the guest’s or is gone', async () => {
    api.on('GET', PLAN_PATH, apiError(404, 'not_found'));
    renderApp(`/visits/${VISIT_ID}`, { auth: signedInAs('guest') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this visit' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
  });

  it('shares a read-only link, shown once, and takes it back', async () => {
    api.on('POST', SHARE_PATH, jsonResponse({ token: 'tok_3kQ9x' }));
    api.on('DELETE', SHARE_PATH, noContent());
    const { user } = await openVisit();
    const share = () => within(screen.getByRole('region', { name: 'Share with family' }));
    expect(share().queryByRole('button', { name: 'Stop sharing' })).not.toBeInTheDocument();
    await user.click(share().getByRole('button', { name: 'Make a link' }));
    const link = await share().findByRole('textbox', { name: 'Link to your plan' });
    expect(link).toHaveValue(`${window.location.origin}/visits/shared/tok_3kQ9x`);
    expect(link).toHaveAttribute('readonly');
    expect(String((link as HTMLInputElement).value)).toMatch(
      /^http:\/\/localhost[^/]*\/visits\/shared\/tok_3kQ9x$/,
    );
    const [made] = api.requestsTo('POST', SHARE_PATH);
    expect(made!.headers.get('authorization')).toBe('Bearer access');

    await user.click(share().getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(api.requestsTo('DELETE', SHARE_PATH)).toHaveLength(1));
    await waitFor(() => expect(share().queryByRole('textbox')).not.toBeInTheDocument());
    expect(share().getByRole('button', { name: 'Make a link' })).toBeInTheDocument();
  });

  it('offers a new link for a visit already shared', async () => {
    api.on('POST', SHARE_PATH, jsonResponse({ token: 'tok_new' }));
    const shared = visitPlan();
    await openVisit({ ...shared, visit: { ...shared.visit, shared: true } });
    const share = within(screen.getByRole('region', { name: 'Share with family' }));
    expect(
      share.getByText('A link is out. A new one replaces it: the old one stops working.'),
    ).toBeInTheDocument();
    expect(share.getByRole('button', { name: 'Stop sharing' })).toBeInTheDocument();
    expect(share.getByRole('button', { name: 'Make a new link' })).toBeInTheDocument();
  });

  it('deletes the visit after asking, then goes to the account page', async () => {
    api.on('DELETE', PLAN_PATH, noContent());
    const { user, router } = await openVisit();
    await user.click(screen.getByRole('button', { name: 'Delete visit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this visit?' }));
    expect(dialog.getByText('The plan is deleted; your bookings stay as they are.')).toBeInTheDocument();
    expect(api.requestsTo('DELETE', PLAN_PATH)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete visit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const [request] = api.requestsTo('DELETE', PLAN_PATH);
    expect(request!.headers.get('authorization')).toBe('Bearer access');
  });

  it('keeps the visit when the guest thinks again', async () => {
    const { user, router } = await openVisit();
    await user.click(screen.getByRole('button', { name: 'Delete visit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this visit?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete this visit?' })).not.toBeInTheDocument(),
    );
    expect(api.requestsTo('DELETE', PLAN_PATH)).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/visits/${VISIT_ID}`);
  });

  it('downloads the visit’s calendar file with the guest’s token', async () => {
    const calendarPath = new RegExp(`^/rest/v1/visits/${VISIT_ID}/calendar$`);
    api.on(
      'GET',
      calendarPath,
      new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { headers: { 'content-type': 'text/calendar' } }),
    );
    const createObjectURL = vi.fn(() => 'blob:http://localhost/visit');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openVisit();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('orchim-visit-2027-01-14.ics');
    expect(link.href).toBe('blob:http://localhost/visit');
    const [request] = api.requestsTo('GET', calendarPath);
    expect(request!.url.searchParams.get('lang')).toBe('en');
    expect(request!.headers.get('authorization')).toBe('Bearer access');
    expect(request!.headers.get('accept')).toBe('text/calendar');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/visit'));
  });
});
