import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaySearchResult } from '@orchim/shared/stays';
import { clearSearchBlock } from '@/lib/search-block';
import StaysPage from './stays-page';
import {
  daysFromToday,
  jsonResponse,
  renderAtStays,
  requestQuery,
  searchResult,
  setupTestEnvironment,
  staySummary,
} from './test-utils';

const fetchMock = vi.fn<typeof fetch>();
const scrollIntoView = vi.fn();

/** Every search answers `result` (a fresh response each time). */
function answer(result: StaySearchResult | ((query: Record<string, string>) => StaySearchResult)) {
  fetchMock.mockImplementation(async (input) =>
    jsonResponse(typeof result === 'function' ? result(requestQuery([input])) : result),
  );
}

const location = () => screen.getByTestId('location').textContent ?? '';
const sidebar = () => within(screen.getByRole('complementary', { name: 'Filters' }));
const resultsHeading = () => screen.getByRole('heading', { level: 2, name: /stays?$|^No stays/ });
const lastQuery = () => requestQuery(fetchMock.mock.calls.at(-1));
/**
 * The searches the page waited for. StrictMode mounts the page twice: the first mount's search is
 * cancelled (its signal aborted) as it unmounts, and the second mount sends the one the visitor gets.
 */
const searchesSent = () => fetchMock.mock.calls.filter(([, init]) => !init?.signal?.aborted);

describe('/stays', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    Element.prototype.scrollIntoView = scrollIntoView;
    clearSearchBlock();
    await setupTestEnvironment('en');
  });
  afterEach(() => {
    fetchMock.mockReset();
    scrollIntoView.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows skeletons while searching, then the count and the stays, with the page title', async () => {
    answer(searchResult({ total: 24, hasMore: true }));
    renderAtStays(<StaysPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Stays in Crown Heights' })).toBeInTheDocument();
    expect(screen.getByText('Looking for stays…')).toHaveAttribute('role', 'status');

    expect(await screen.findByRole('heading', { level: 2, name: '24 stays' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(document.title).toBe('Stays in Crown Heights · Orchim');
    expect(lastQuery()).toEqual({ lang: 'en' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('apikey')).toBe('test-anon-key');
  });

  it('puts the page’s stays on a map, in place of the results on a phone after "Show map"', async () => {
    const stay = staySummary({ title: 'Garden suite on Montgomery Street', pricePerNightCents: 180_00 });
    answer(searchResult({ items: [stay, staySummary()] }));
    renderAtStays(<StaysPage />);
    await screen.findByRole('heading', { level: 2, name: '2 stays' });

    // The map's list equivalent: each stay a link with its price, then 770 and the Ohel.
    const map = screen.getByRole('region', { name: 'Map of the stays on this page' });
    const list = within(screen.getByRole('list', { name: 'Places on the map' }));
    expect(
      list.getByRole('link', { name: 'Garden suite on Montgomery Street · $180 a night' }),
    ).toHaveAttribute('href', `/stays/${stay.id}`);
    expect(list.getByText('770 Eastern Parkway')).toBeInTheDocument();
    expect(list.getByText('The Ohel')).toBeInTheDocument();

    // Beside the results on a wide screen (xl), hidden below it until asked for.
    const results = screen.getAllByRole('article')[0]!.closest('ul')!.parentElement!.parentElement!;
    const mapColumn = map.closest('.xl\\:sticky')!;
    expect(mapColumn).toHaveClass('hidden', 'xl:block');
    expect(results).not.toHaveClass('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(mapColumn).not.toHaveClass('hidden');
    expect(results).toHaveClass('hidden', 'xl:block');

    await userEvent.click(screen.getByRole('button', { name: 'Show list' }));
    expect(mapColumn).toHaveClass('hidden');
    expect(results).not.toHaveClass('hidden');
  });

  it('says "500+ stays" when the count is capped', async () => {
    answer(searchResult({ total: 500, totalIsCapped: true, hasMore: true }));
    renderAtStays(<StaysPage />);
    expect(await screen.findByRole('heading', { level: 2, name: '500+ stays' })).toBeInTheDocument();
  });

  it('searches what the address says, and links each stay with the dates and guests', async () => {
    const checkIn = daysFromToday(10);
    const checkOut = daysFromToday(13);
    const stay = staySummary({ title: 'Garden suite on Montgomery Street' });
    answer(searchResult({ items: [stay] }));
    renderAtStays(
      <StaysPage />,
      `/stays?checkIn=${checkIn}&checkOut=${checkOut}&guests=3&features=urn,kosher_kitchen&sort=walk`,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'One stay' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({
      checkIn,
      checkOut,
      guests: '3',
      features: 'kosher_kitchen,urn',
      sort: 'walk',
      lang: 'en',
    });
    expect(screen.getByRole('link', { name: 'Garden suite on Montgomery Street' })).toHaveAttribute(
      'href',
      `/stays/${stay.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=3`,
    );
    // The filters show the search, and the address is written the one way the page writes it.
    expect(sidebar().getByLabelText('Check-in')).toHaveValue(checkIn);
    expect(sidebar().getByLabelText('Guests')).toHaveValue('3');
    expect(sidebar().getByLabelText('Hot water urn')).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('walk');
    expect(location()).toBe(
      `/stays?checkIn=${checkIn}&checkOut=${checkOut}&guests=3&features=kosher_kitchen,urn&sort=walk`,
    );
  });

  it('drops what it cannot read from the address instead of failing', async () => {
    answer(searchResult());
    renderAtStays(<StaysPage />, '/stays?guests=many&priceMax=-3&sort=cheapest&page=zero&features=urn,spa');
    await screen.findByRole('heading', { level: 2, name: '12 stays' });
    await waitFor(() => expect(location()).toBe('/stays?features=urn'));
    expect(lastQuery()).toEqual({ features: 'urn', lang: 'en' });
  });

  it('applies a ticked box at once, as a new step in the history that Back undoes', async () => {
    answer((query) => searchResult({ total: query.features ? 5 : 24 }));
    const { router } = renderAtStays(<StaysPage />);
    await screen.findByRole('heading', { level: 2, name: '24 stays' });

    await userEvent.click(sidebar().getByLabelText('Kosher kitchen'));
    await waitFor(() => expect(location()).toBe('/stays?features=kosher_kitchen'));
    expect(await screen.findByRole('heading', { level: 2, name: '5 stays' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ features: 'kosher_kitchen', lang: 'en' });
    expect(screen.getByRole('button', { name: 'Remove filter: Kosher kitchen' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(location()).toBe('/stays');
    expect(await screen.findByRole('heading', { level: 2, name: '24 stays' })).toBeInTheDocument();
    expect(sidebar().getByLabelText('Kosher kitchen')).not.toBeChecked();
  });

  it('applies typed filters with the Apply button, back on the first page', async () => {
    answer(searchResult({ total: 40, hasMore: true }));
    renderAtStays(<StaysPage />, '/stays?page=2');
    await screen.findByRole('heading', { level: 2, name: '40 stays' });
    const checkIn = daysFromToday(3);
    const checkOut = daysFromToday(5);
    fireEvent.input(sidebar().getByLabelText('Check-in'), { target: { value: checkIn } });
    fireEvent.input(sidebar().getByLabelText('Check-out'), { target: { value: checkOut } });
    await userEvent.selectOptions(sidebar().getByLabelText('Guests'), '4');
    await userEvent.type(sidebar().getByLabelText('Minimum'), '100');
    await userEvent.type(sidebar().getByLabelText('Maximum'), '250');
    await userEvent.type(sidebar().getByLabelText('Search by words'), 'garden');
    // Typing alone changes nothing yet.
    expect(location()).toBe('/stays?page=2');
    await userEvent.click(sidebar().getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(location()).toBe(
        `/stays?checkIn=${checkIn}&checkOut=${checkOut}&guests=4&priceMin=100&priceMax=250&q=garden`,
      ),
    );
    await waitFor(() => expect(lastQuery()).toMatchObject({ priceMin: '100', priceMax: '250', q: 'garden' }));
    expect(screen.getByRole('button', { name: 'Remove filter: $100 – $250 a night' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: 4 guests' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: “garden”' })).toBeInTheDocument();
  });

  it('refuses dates that cannot be searched beside the dates, without searching', async () => {
    answer(searchResult());
    renderAtStays(<StaysPage />);
    await screen.findByRole('heading', { level: 2, name: '12 stays' });
    const calls = fetchMock.mock.calls.length;
    fireEvent.input(sidebar().getByLabelText('Check-in'), { target: { value: daysFromToday(6) } });
    fireEvent.input(sidebar().getByLabelText('Check-out'), { target: { value: daysFromToday(2) } });
    await userEvent.click(sidebar().getByRole('button', { name: 'Apply' }));

    expect(sidebar().getByRole('alert')).toHaveTextContent('Please select valid dates');
    expect(sidebar().getByLabelText('Check-in')).toHaveAttribute('aria-invalid', 'true');
    expect(sidebar().getByLabelText('Check-in')).toHaveFocus();
    expect(location()).toBe('/stays');
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  });

  it('says when the dates of a link cannot be searched, and lists the stays without them', async () => {
    answer(searchResult());
    const checkIn = daysFromToday(8);
    renderAtStays(<StaysPage />, `/stays?checkIn=${checkIn}&checkOut=${daysFromToday(4)}&guests=2`);
    await screen.findByRole('heading', { level: 2, name: '12 stays' });
    expect(lastQuery()).toEqual({ guests: '2', lang: 'en' });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Please select valid dates')]),
    );
    expect(sidebar().getByText('Please select valid dates')).toBeInTheDocument();
    // Links to stays carry no dates that cannot be booked.
    expect(screen.getAllByRole('link', { name: /Brownstone garden floor/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\?guests=2$/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change dates' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });

  it('changes the order at once, from the first page', async () => {
    answer(searchResult({ total: 40, hasMore: true, page: 3 }));
    renderAtStays(<StaysPage />, '/stays?page=3');
    await screen.findByRole('heading', { level: 2, name: '40 stays' });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await waitFor(() => expect(location()).toBe('/stays?sort=price_asc'));
    await waitFor(() => expect(lastQuery()).toEqual({ sort: 'price_asc', lang: 'en' }));
  });

  it('pages through the results and brings the top of the results into view', async () => {
    answer((query) =>
      searchResult({ page: Number(query.page ?? 1), total: 30, hasMore: query.page !== '3' }),
    );
    renderAtStays(<StaysPage />, '/stays?features=urn');
    await screen.findByRole('heading', { level: 2, name: '30 stays' });
    const pages = within(screen.getByRole('navigation', { name: 'Pages of results' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(pages.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/stays?features=urn&page=2'));
    await waitFor(() => expect(lastQuery()).toEqual({ features: 'urn', page: '2', lang: 'en' }));
    expect(scrollIntoView).toHaveBeenCalled();
    await waitFor(() => expect(resultsHeading()).toHaveFocus());
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Pages of results' })).getByRole('link', {
          name: 'Page 2',
        }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('removes one filter with its chip, and all of them with Clear all', async () => {
    answer(searchResult());
    renderAtStays(<StaysPage />, '/stays?guests=2&features=urn,sukkah&sort=rating');
    await screen.findByRole('heading', { level: 2, name: '12 stays' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Hot water urn' }));
    await waitFor(() => expect(location()).toBe('/stays?guests=2&features=sukkah&sort=rating'));
    // Focus moves on to the chip that took its place.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove filter: Sukkah' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(location()).toBe('/stays?sort=rating'));
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
  });

  it('offers a way out of an empty search', async () => {
    answer((query) => (query.features ? searchResult({ items: [] }) : searchResult()));
    renderAtStays(<StaysPage />, '/stays?features=pesach_ready');
    expect(await screen.findByRole('heading', { name: 'No stays match your search' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No stays' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear all filters' }));
    await waitFor(() => expect(location()).toBe('/stays'));
    expect(await screen.findByRole('heading', { level: 2, name: '12 stays' })).toBeInTheDocument();
  });

  it('leads back to the first page from a page past the last one', async () => {
    answer((query) =>
      query.page
        ? searchResult({ items: [], page: Number(query.page), total: 14 })
        : searchResult({ total: 14 }),
    );
    renderAtStays(<StaysPage />, '/stays?guests=2&page=9');
    expect(
      await screen.findByRole('heading', { name: 'There are no stays on this page' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the first page' }));
    await waitFor(() => expect(location()).toBe('/stays?guests=2'));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
  });

  it('says a lost connection plainly and tries again on request', async () => {
    // No search gets through until the connection is back.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAtStays(<StaysPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error. Please check your connection.');
    answer(searchResult());
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '12 stays' })).toBeInTheDocument();
  });

  it('says so when the browser is offline, and searches once the connection is back', async () => {
    answer(searchResult());
    onlineManager.setOnline(false);
    try {
      renderAtStays(<StaysPage />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Network error. Please check your connection.',
      );
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(await screen.findByRole('heading', { level: 2, name: '12 stays' })).toBeInTheDocument();
  });

  it('says something went wrong when the server fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'internal_error', message: 'Boom' }, 500));
    renderAtStays(<StaysPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('after a 429, says how long to wait and sends nothing until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The server refuses every search (a fresh answer each time) until `answer` below.
    fetchMock.mockImplementation(async () =>
      jsonResponse({ code: 'over_request_rate_limit', message: 'Too many searches.' }, 429, {
        'retry-after': '120',
      }),
    );
    renderAtStays(<StaysPage />);
    expect(await screen.findByText('Searching is paused for a few minutes')).toBeInTheDocument();
    expect(screen.getByText(/You can search again in 2 minutes\./)).toBeInTheDocument();
    expect(searchesSent()).toHaveLength(1);

    // Changing the search meanwhile sends nothing.
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'rating');
    await userEvent.click(sidebar().getByLabelText('Sukkah'));
    expect(location()).toBe('/stays?features=sukkah&sort=rating');
    expect(searchesSent()).toHaveLength(1);

    answer(searchResult());
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText(/You can search again in 59 seconds\./)).toBeInTheDocument();
    expect(searchesSent()).toHaveLength(1);

    act(() => vi.advanceTimersByTime(60_000));
    expect(await screen.findByRole('heading', { level: 2, name: '12 stays' })).toBeInTheDocument();
    expect(searchesSent()).toHaveLength(2);
    expect(lastQuery()).toEqual({ features: 'sukkah', sort: 'rating', lang: 'en' });
  });

  it('opens the filters as a sheet on a phone, and applies them with "Show stays"', async () => {
    answer(searchResult());
    renderAtStays(<StaysPage />, '/stays?guests=2');
    await screen.findByRole('heading', { level: 2, name: '12 stays' });

    const open = screen.getByRole('button', { name: 'Filters, one active' });
    await userEvent.click(open);
    const sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
    expect(sheet.getByLabelText('Guests')).toHaveValue('2');
    await userEvent.click(sheet.getByLabelText('Shabbos lamp'));
    await userEvent.click(sheet.getByLabelText('Washer'));
    // Nothing applies until the visitor says so.
    expect(location()).toBe('/stays?guests=2');
    await userEvent.click(sheet.getByRole('button', { name: 'Show stays' }));

    await waitFor(() => expect(location()).toBe('/stays?guests=2&features=shabbos_lamp&amenities=washer'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 3 active' })).toBeInTheDocument();
  });

  it('speaks Hebrew, right to left', async () => {
    await setupTestEnvironment('he');
    answer(searchResult({ items: [staySummary()], total: 20, hasMore: true }));
    renderAtStays(<StaysPage />, '/stays?guests=1');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'לינה בקראון הייטס' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '20 מקומות לינה' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ guests: '1', lang: 'he' });
    expect(screen.getByRole('button', { name: 'הסרת המסנן: אורח אחד' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'הבא' }).querySelector('svg')).toHaveClass('flip-rtl');
  });
});
