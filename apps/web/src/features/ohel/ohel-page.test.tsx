import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@orchim/shared/constants';
import type { OhelGuide } from '@orchim/shared/ohel';
import { OHEL_ADDRESS } from '@orchim/shared/ohel-catalogue';
import { TEST_API_URL, jsonResponse, setupTestEnvironment } from '../../../test/render-page';
import { clearSearchBlock } from '@/lib/search-block';
import OhelPage from './ohel-page';
import {
  listingsPage,
  renderAtOhel,
  SHUTTLE_ID,
  shuttleSummary,
  STAY_LISTING_ID,
  staySummary,
  visitSummary,
} from './test-utils';

/** The answer on 1 March 2026: Yud Shevat has passed, Gimmel Tammuz has not. */
const GUIDE: OhelGuide = {
  address: OHEL_ADDRESS,
  busiestDays: [
    { key: 'gimmel_tammuz', date: '2026-06-18', hebrewDate: '3 Tammuz 5786', passed: false, nextDate: null },
    {
      key: 'yud_shevat',
      date: '2026-01-28',
      hebrewDate: '10 Shevat 5786',
      passed: true,
      nextDate: '2027-01-18',
    },
  ],
};

const consoleError = vi.spyOn(console, 'error');
const fetchMock = vi.fn<typeof fetch>();

type Answer = Response | (() => Response);
/** Answers the guide and the listings, each with its own (a function: a fresh answer each time). */
function answer({
  guide = jsonResponse(GUIDE),
  listings = jsonResponse(listingsPage()),
}: {
  guide?: Answer;
  listings?: Answer;
} = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input));
    const reply = url.pathname.endsWith('/ohel-guide')
      ? guide
      : url.pathname.endsWith('/ohel-listings')
        ? listings
        : null;
    if (!reply) return jsonResponse({ code: 'not_found', message: 'Not found' }, 404);
    return typeof reply === 'function' ? reply() : reply.clone();
  });
}
/**
 * The URLs of the requests to one endpoint that the page waited for. StrictMode mounts the page twice:
 * a request the first mount started with an abort signal is cancelled as it unmounts, and sent again.
 */
const requestsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => !init?.signal?.aborted)
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname.endsWith(path));

const renderPage = (_page: unknown, path = '/ohel') => renderAtOhel(<OhelPage />, path);

beforeEach(() => {
  consoleError.mockClear();
  clearSearchBlock();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('OhelPage: the visitor guide', () => {
  it.each(LANGUAGES)('renders in %s with headings in order and every string translated', async (lng) => {
    await setupTestEnvironment(lng);
    answer();
    renderPage(<OhelPage />);
    await screen.findAllByRole('time');
    await screen.findAllByRole('article');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level - (levels[index] ?? 0)).toBeLessThanOrEqual(1));
    expect(document.title).not.toMatch(/guide\.|ohel:/);
    expect(consoleError).not.toHaveBeenCalled();
    expect(requestsTo('/ohel-guide').map(String)).toEqual([`${TEST_API_URL}rest/v1/ohel-guide?lang=${lng}`]);
    expect(requestsTo('/ohel-listings').map(String)).toEqual([
      `${TEST_API_URL}rest/v1/ohel-listings?lang=${lng}`,
    ]);
  });

  it('guides the visit: where it is, the customs, a letter from afar and the busiest days', async () => {
    await setupTestEnvironment('en');
    answer();
    renderPage(<OhelPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Visiting the Ohel' })).toBeInTheDocument();
    const where = screen.getByRole('region', { name: 'Where it is' });
    expect(within(where).getByText(OHEL_ADDRESS)).toBeInTheDocument();
    expect(within(where).getByText(/about 40 minutes/)).toBeInTheDocument();
    expect(within(where).getByRole('link', { name: /Open in a map/ })).toHaveAttribute(
      'href',
      expect.stringContaining('226-20%20Francis%20Lewis%20Blvd'),
    );

    const visit = screen.getByRole('region', { name: 'How to visit and the customs' });
    const customs = within(visit)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(customs).toEqual([
      'Bring a letter (a pan)',
      'The visitors’ center',
      'No leather shoes',
      'Head covering',
      'Candles',
      'Separate entrances',
    ]);
    expect(within(visit).getByText(/your mother’s name/)).toBeInTheDocument();

    const afar = screen.getByRole('region', { name: 'Sending a letter from afar' });
    // Where to send it: the Ohel's own site, which publishes its email address and fax number.
    expect(within(afar).getByText(/email address and the fax number .* ohelchabad\.org/)).toBeInTheDocument();

    const busiest = screen.getByRole('region', { name: 'Busiest days' });
    expect(within(busiest).getByRole('status')).toHaveTextContent('Loading...');
    const [tammuz, shevat] = await within(busiest).findAllByRole('listitem');
    expect(tammuz).toHaveTextContent('Gimmel Tammuz');
    expect(within(tammuz!).getByRole('time')).toHaveTextContent('Thursday, June 18, 2026');
    expect(tammuz).toHaveTextContent('3 Tammuz 5786');
    // Passed this year: next year's date, and this year's named as passed.
    expect(shevat).toHaveTextContent('Yud Shevat');
    expect(within(shevat!).getByRole('time')).toHaveTextContent('Monday, January 18, 2027');
    expect(shevat).toHaveTextContent(
      'This year’s, Wednesday, January 28, 2026 (10 Shevat 5786), has passed: this is next year’s date.',
    );
  });

  it('speaks Hebrew: the dates in Hebrew, the address left to right', async () => {
    await setupTestEnvironment('he');
    answer({
      guide: jsonResponse({
        ...GUIDE,
        busiestDays: [
          { ...GUIDE.busiestDays[0], hebrewDate: 'ג׳ תמוז תשפ״ו' },
          { ...GUIDE.busiestDays[1], hebrewDate: 'י׳ שבט תשפ״ו' },
        ],
      }),
    });
    renderPage(<OhelPage />);
    expect(screen.getByText(OHEL_ADDRESS)).toHaveAttribute('dir', 'ltr');
    const busiest = screen.getByRole('region', { name: 'הימים העמוסים ביותר' });
    const [tammuz] = await within(busiest).findAllByRole('listitem');
    expect(tammuz).toHaveTextContent('ג׳ תמוז תשפ״ו');
    expect(within(tammuz!).getByRole('time')).toHaveTextContent(/18 ביוני 2026/);
  });

  it('says when the dates cannot be loaded, keeps the rest of the guide, and retries', async () => {
    await setupTestEnvironment('en');
    answer({ guide: jsonResponse({ code: 'internal', message: 'boom' }, 500) });
    renderPage(<OhelPage />);
    const busiest = screen.getByRole('region', { name: 'Busiest days' });
    const alert = await within(busiest).findByRole('alert');
    expect(alert).toHaveTextContent('The dates of the busiest days could not be loaded.');
    expect(screen.getByRole('region', { name: 'How to visit and the customs' })).toBeInTheDocument();

    answer();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thursday, June 18, 2026')).toBeInTheDocument();
    expect(within(busiest).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('OhelPage: getting there and staying near', () => {
  const listingsRegion = () => screen.getByRole('region', { name: 'Getting there and staying near' });

  it('lists shuttles, rides, places to stay and guided visits, each priced the way it is sold', async () => {
    await setupTestEnvironment('en');
    answer();
    renderPage(<OhelPage />);
    const region = listingsRegion();
    const cards = await within(region).findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(region).getByText('4 listings')).toBeInTheDocument();
    const [shuttle, ride, stay, visit] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(shuttle).toHaveAccessibleName('Daily shuttle from 770 to the Ohel');
    expect(within(shuttle).getByText('Shuttle')).toBeInTheDocument();
    expect(within(shuttle).getByText(/The simplest way to the Ohel/)).toBeInTheDocument();
    expect(shuttle).toHaveTextContent('$25 per passenger');
    expect(shuttle).toHaveTextContent('up to 12 passengers');
    expect(within(shuttle).getByText('Rated 4.8 out of 5, 3 reviews')).toBeInTheDocument();
    const cover = within(shuttle).getByRole('img', { name: 'A white van by 770' });
    expect(cover).toHaveAttribute('width', '800');
    expect(cover).toHaveAttribute('height', '600');
    expect(within(shuttle).getByRole('link', { name: 'Daily shuttle from 770 to the Ohel' })).toHaveAttribute(
      'href',
      `/ohel/${SHUTTLE_ID}`,
    );

    expect(within(ride).getByText('Private ride')).toBeInTheDocument();
    expect(ride).toHaveTextContent('$90 per trip');
    expect(within(ride).getByText('New')).toBeInTheDocument();

    expect(within(stay).getByText('Place to stay')).toBeInTheDocument();
    expect(stay).toHaveTextContent('$140 per night');
    expect(stay).toHaveTextContent('6 min walk to the Ohel');
    expect(stay).toHaveTextContent('up to 4 guests');
    // No description from the host: the title names the photo.
    expect(within(stay).getByRole('img')).toHaveAccessibleName('Photo of Garden apartment by the Ohel');

    expect(within(visit).getByText('Guided visit')).toBeInTheDocument();
    expect(visit).toHaveTextContent('from $60');
    expect(within(visit).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says "Price on request" when a listing names no price', async () => {
    await setupTestEnvironment('en');
    answer({ listings: jsonResponse(listingsPage({ items: [visitSummary({ priceFromCents: null })] })) });
    renderPage(<OhelPage />);
    const [visit] = await within(listingsRegion()).findAllByRole('article');
    expect(visit).toHaveTextContent('Price on request');
    expect(within(listingsRegion()).getByText('One listing')).toBeInTheDocument();
  });

  it('filters by kind in the address: a link per kind, the chosen one current, Back undoes it', async () => {
    await setupTestEnvironment('en');
    answer({
      listings: () => {
        const url = new URL(String(fetchMock.mock.lastCall?.[0]));
        const kind = url.searchParams.get('kind');
        const all = [shuttleSummary(), staySummary(), visitSummary()];
        return jsonResponse(listingsPage({ items: kind ? all.filter((item) => item.kind === kind) : all }));
      },
    });
    const { router } = renderPage(<OhelPage />);
    const region = listingsRegion();
    const filter = within(region).getByRole('navigation', { name: 'Show listings of a kind' });
    expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(await within(region).findAllByRole('article')).toHaveLength(3);

    await userEvent.click(within(filter).getByRole('link', { name: 'Places to stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ohel\?kind=stay$/);
    expect(within(filter).getByRole('link', { name: 'Places to stay' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(filter).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    await vi.waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(1));
    expect(within(region).getByRole('article')).toHaveAccessibleName('Garden apartment by the Ohel');
    expect(requestsTo('/ohel-listings').at(-1)?.searchParams.get('kind')).toBe('stay');

    await act(() => router.navigate(-1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ohel$/);
    await vi.waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(3));
  });

  it('rewrites an address it cannot use to the one it understood', async () => {
    await setupTestEnvironment('en');
    answer();
    renderPage(<OhelPage />, '/ohel?kind=boat&page=1&extra=1');
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ohel$/));
    expect(requestsTo('/ohel-listings').every((url) => !url.searchParams.has('kind'))).toBe(true);
  });

  it('pages through the listings with links that keep the kind', async () => {
    await setupTestEnvironment('en');
    const items = Array.from({ length: 12 }, (_, index) =>
      shuttleSummary({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        title: `Shuttle ${index}`,
      }),
    );
    answer({ listings: jsonResponse(listingsPage({ items, total: 14, hasMore: true })) });
    renderPage(<OhelPage />, '/ohel?kind=shuttle');
    const region = listingsRegion();
    await within(region).findAllByRole('article');
    expect(within(region).getByText('14 listings')).toBeInTheDocument();
    const pagination = within(region).getByRole('navigation', { name: /pag/i });
    await userEvent.click(within(pagination).getByRole('link', { name: 'Page 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ohel\?kind=shuttle&page=2$/);
    const last = requestsTo('/ohel-listings').at(-1);
    expect(last?.searchParams.get('page')).toBe('2');
    expect(last?.searchParams.get('kind')).toBe('shuttle');
  });

  it('says when a kind has nothing yet, with the way back to every listing', async () => {
    await setupTestEnvironment('en');
    answer({ listings: jsonResponse(listingsPage({ items: [] })) });
    renderPage(<OhelPage />, '/ohel?kind=guided_visit');
    const region = listingsRegion();
    expect(await within(region).findByText('Nothing of this kind is listed yet')).toBeInTheDocument();
    expect(within(region).getByText('No listings')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('link', { name: 'Clear all filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ohel$/);
  });

  it('says when the listings cannot be loaded, and retries', async () => {
    await setupTestEnvironment('en');
    answer({ listings: jsonResponse({ code: 'internal_error', message: 'boom' }, 500) });
    renderPage(<OhelPage />);
    const region = listingsRegion();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('The listings could not be loaded');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');

    answer();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findAllByRole('article')).toHaveLength(4);
  });

  it("holds searching back after the server's search limit, for as long as it says", async () => {
    await setupTestEnvironment('en');
    answer({
      listings: jsonResponse({ code: 'over_request_rate_limit', message: 'Too many requests' }, 429, {
        'retry-after': '120',
      }),
    });
    renderPage(<OhelPage />);
    const region = listingsRegion();
    expect(await within(region).findByText('Searching is paused for a few minutes')).toBeInTheDocument();
    expect(region).toHaveTextContent('2 minutes');
    expect(requestsTo('/ohel-listings')).toHaveLength(1);
  });

  it('opens the listing a card links to', async () => {
    await setupTestEnvironment('en');
    answer();
    renderPage(<OhelPage />);
    const region = listingsRegion();
    await within(region).findAllByRole('article');
    await userEvent.click(within(region).getByRole('link', { name: 'Garden apartment by the Ohel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/ohel/${STAY_LISTING_ID}`);
  });
});
