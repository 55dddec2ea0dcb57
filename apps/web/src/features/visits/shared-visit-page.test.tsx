import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupI18n } from '../../../test/i18n';
import { preloadPages, renderApp } from '../../../test/render-app';
import { apiError, installFakeApi, jsonResponse } from '../../../test/fixtures';
import { arrivalInShabbosPlan, VISIT_TITLE, visitPlan } from './test-fixtures';

/** /visits/shared/:token (issue 26): a guest's plan, read only, for anyone with the link. */

let api: ReturnType<typeof installFakeApi>;
const TOKEN = 'tok_3kQ9x';
const SHARED_PATH = new RegExp(`^/rest/v1/shared-visits/${TOKEN}$`);

beforeAll(async () => {
  await setupI18n('en');
  await preloadPages(`/visits/shared/${TOKEN}`);
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => vi.unstubAllGlobals());

async function openShared(plan = visitPlan()) {
  api.on('GET', SHARED_PATH, jsonResponse(plan));
  const app = renderApp(`/visits/shared/${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: plan.visit.title });
  return app;
}

const daysSection = () => within(screen.getByRole('region', { name: 'Day by day' }));

describe('/visits/shared/:token, signed out', () => {
  it('reads the plan with the link’s token alone, in the reader’s language', async () => {
    await openShared();
    const [request] = api.requestsTo('GET', SHARED_PATH);
    expect(request!.url.searchParams.get('lang')).toBe('en');
    expect(request!.headers.get('authorization')).toBeNull();
    expect(api.requestsTo('GET', /^\/rest\/v1\/visits/)).toHaveLength(0);
    expect(screen.getByText('A visit shared with you')).toBeInTheDocument();
    expect(screen.getByText('Shared read-only. Times are New York time.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${VISIT_TITLE} · Orchim`));
  });

  it('shows the days and what is booked, naming the bookings without linking to them', async () => {
    await openShared();
    expect(
      daysSection()
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Thursday, January 14', 'Friday, January 15', 'Saturday, January 16', 'Sunday, January 17']);
    const saturday = within(
      daysSection().getByRole('heading', { name: 'Saturday, January 16' }).closest('li')!,
    );
    expect(saturday.getByText('8 Sh’vat 5787')).toBeInTheDocument();
    expect(saturday.getByText('Shabbos Bo')).toBeInTheDocument();
    for (const text of [
      'Check in: Parlour floor on Lincoln Place',
      'Friday night dinner: Friday night with the Goldbergs',
      'Check out: Parlour floor on Lincoln Place',
    ]) {
      expect(daysSection().getByText(text)).toBeInTheDocument();
    }
    expect(daysSection().getByText(/^Ride at 11:15\sAM: JFK to Crown Heights$/)).toBeInTheDocument();
    expect(daysSection().queryAllByRole('link')).toEqual([]);
    expect(document.querySelector('main a[href^="/bookings"]')).toBeNull();
  });

  it('offers neither suggestions, nor sharing, nor changes, but the calendar file', async () => {
    await openShared();
    expect(screen.queryByRole('region', { name: 'Book for this visit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share with family' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make a link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete visit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change dates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Find/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  it('shows what does not fit, without links to the bookings', async () => {
    await openShared(arrivalInShabbosPlan());
    const warnings = within(screen.getByRole('region', { name: 'Check before you travel' }));
    expect(warnings.getByRole('heading', { name: 'Your arrival meets Shabbos Bo' })).toBeInTheDocument();
    expect(warnings.getByText('Take an earlier flight, or arrive the day before.')).toBeInTheDocument();
    expect(warnings.queryAllByRole('link')).toEqual([]);
  });

  it('downloads the shared calendar file without a token', async () => {
    const calendarPath = new RegExp(`^/rest/v1/shared-visits/${TOKEN}/calendar$`);
    api.on('GET', calendarPath, new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'));
    const createObjectURL = vi.fn(() => 'blob:http://localhost/shared');
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openShared();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('orchim-visit-2027-01-14.ics');
    const [request] = api.requestsTo('GET', calendarPath);
    expect(request!.headers.get('authorization')).toBeNull();
    expect(request!.headers.get('apikey')).toBe('test-anon-key');
  });

  it('says a link taken back no longer works', async () => {
    api.on('GET', SHARED_PATH, apiError(404, 'not_found'));
    renderApp(`/visits/shared/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The plan was unshared or deleted. Ask for a new link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
