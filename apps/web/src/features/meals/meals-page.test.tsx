import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import { apiError, installFakeApi, jsonResponse } from '../../../test/fixtures';
import { clearSearchBlock } from '@/lib/search-block';
import { setupI18n } from '../../../test/i18n';
import { renderApp } from '../../../test/render-app';
import { mealList, mealSummary, MIKETZ, PESACH_II, VAYESHEV } from './test-fixtures';

let api: ReturnType<typeof installFakeApi>;
const SEARCH = /^\/rest\/v1\/meals$/;
const searches = () => api.requestsTo('GET', SEARCH);
const lastSearch = () => Object.fromEntries(searches().at(-1)!.url.searchParams);
const sidebar = () => within(screen.getByRole('complementary', { name: 'Filters' }));

beforeAll(async () => {
  await setupI18n('en');
  await import('./meals-page');
}, 60_000);
beforeEach(() => {
  clearSearchBlock();
  api = installFakeApi();
  api.on('GET', /^\/rest\/v1\/meals\/dates$/, jsonResponse([VAYESHEV, MIKETZ, PESACH_II]));
  api.on('GET', SEARCH, jsonResponse(mealList()));
});
afterEach(() => vi.unstubAllGlobals());

async function openList(path = '/meals') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Shabbos meals with local families' });
  return app;
}

describe('/meals', () => {
  it('shows the count and a card per meal: family, area, meals, kashrut, price and seats left', async () => {
    const paid = mealSummary({ title: 'Friday night with the Gurarys' });
    const free = mealSummary({
      title: 'An open table for twenty',
      familyName: 'Kessler',
      area: 'Eastern Parkway',
      pricePerGuestCents: 0,
      kosherStandard: 'mehadrin',
      mealTypes: ['shabbos_lunch'],
      nextSitting: null,
      ratingAverage: null,
      reviewCount: 0,
    });
    api.on('GET', SEARCH, jsonResponse(mealList({ items: [paid, free], total: 14, hasMore: true })));
    await openList();
    expect(await screen.findByRole('heading', { level: 2, name: '14 meals' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shabbos meals with local families · Orchim'));
    expect(lastSearch()).toEqual({ lang: 'en' });

    const first = within(screen.getByRole('article', { name: 'Friday night with the Gurarys' }));
    expect(first.getByText('The Gurary family')).toBeInTheDocument();
    expect(first.getByText('Friday night dinner')).toBeInTheDocument();
    expect(first.getByText('Shabbos lunch')).toBeInTheDocument();
    expect(first.getByText('Chabad standard (Crown Heights Kashrus)')).toBeInTheDocument();
    expect(first.getByText('$36')).toBeInTheDocument();
    expect(first.getByText('per guest')).toBeInTheDocument();
    expect(first.getByText('3 seats left')).toBeInTheDocument();
    // The Friday-night dinner of Shabbos 5 December is on the evening of Friday 4 December.
    expect(first.getByText(/Next: Friday evening, Dec 4 · Friday night dinner/)).toBeInTheDocument();
    const cover = first.getByRole('img', { name: 'Photo of Friday night with the Gurarys' });
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '800');
    expect(first.getByRole('link', { name: 'Friday night with the Gurarys' })).toHaveAttribute(
      'href',
      `/meals/${paid.id}?date=2026-12-05&mealType=friday_night`,
    );

    const second = within(screen.getByRole('article', { name: 'An open table for twenty' }));
    expect(second.getByText('Free')).toBeInTheDocument();
    expect(second.getByText('Full')).toBeInTheDocument();
    expect(second.getByText('New')).toBeInTheDocument();
    expect(second.getByText('Mehadrin')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of results' })).toBeInTheDocument();
  });

  it('offers the coming holy days by name, date and candle lighting', async () => {
    await openList();
    const date = sidebar().getByLabelText('Shabbos or Yom Tov');
    await waitFor(() => expect(within(date).getAllByRole('option')).toHaveLength(4));
    expect(
      within(date)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any coming date',
      'Shabbos Vayeshev · Sat, Dec 5 · candles Fri 4:10 PM',
      'Shabbos Miketz · Sat, Dec 12 · candles Fri 4:10 PM',
      'Pesach II · Fri, Apr 23 · candles after Thu 8:21 PM',
    ]);
  });

  it('searches what the address says, and links each card with the guests', async () => {
    const meal = mealSummary({
      title: 'Shabbos lunch in Yiddish',
      nextSitting: { date: MIKETZ.date, mealType: 'shabbos_lunch', seatsLeft: 6, holyDay: MIKETZ },
    });
    api.on('GET', SEARCH, jsonResponse(mealList({ items: [meal] })));
    await openList(
      '/meals?guests=2&dietary=nut_free,vegetarian&language=yi&date=2026-12-12&mealType=shabbos_lunch',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'One meal' })).toBeInTheDocument();
    expect(lastSearch()).toEqual({
      date: '2026-12-12',
      mealType: 'shabbos_lunch',
      language: 'yi',
      dietary: 'vegetarian,nut_free',
      guests: '2',
      lang: 'en',
    });
    expect(screen.getByRole('link', { name: 'Shabbos lunch in Yiddish' })).toHaveAttribute(
      'href',
      `/meals/${meal.id}?date=2026-12-12&mealType=shabbos_lunch&guests=2`,
    );
    expect(screen.getByText('6 seats left')).toBeInTheDocument();
    await waitFor(() => expect(sidebar().getByLabelText('Shabbos or Yom Tov')).toHaveValue('2026-12-12'));
    expect(sidebar().getByLabelText('Meal')).toHaveValue('shabbos_lunch');
    expect(sidebar().getByLabelText('Language at the table')).toHaveValue('yi');
    expect(sidebar().getByLabelText('Free seats needed')).toHaveValue('2');
    expect(sidebar().getByLabelText('Vegetarian')).toBeChecked();
    expect(sidebar().getByLabelText('Gluten-free')).not.toBeChecked();
    // The chips name the filters in words, the date by its Shabbos.
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Shabbos Miketz · Sat, Dec 12' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: 2 free seats' })).toBeInTheDocument();
  });

  it('applies a choice at once, as a step Back undoes, and a chip removes it', async () => {
    const { user, router } = await openList();
    await screen.findByRole('heading', { level: 2, name: '12 meals' });
    await user.selectOptions(sidebar().getByLabelText('Meal'), 'seudah_shlishit');
    await waitFor(() => expect(router.state.location.search).toBe('?mealType=seudah_shlishit'));
    await waitFor(() => expect(lastSearch()).toEqual({ mealType: 'seudah_shlishit', lang: 'en' }));
    await user.click(sidebar().getByLabelText('Children’s menu'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?mealType=seudah_shlishit&dietary=childrens_menu'),
    );

    await user.click(screen.getByRole('button', { name: 'Remove filter: Seudah Shlishit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?dietary=childrens_menu'));
    expect(sidebar().getByLabelText('Meal')).toHaveValue('');
    await router.navigate(-1);
    await waitFor(() => expect(sidebar().getByLabelText('Meal')).toHaveValue('seudah_shlishit'));
  });

  it('on a phone, applies the filters of the sheet together with "Show meals"', async () => {
    const { user, router } = await openList('/meals?guests=2');
    await screen.findByRole('heading', { level: 2, name: '12 meals' });
    await user.click(screen.getByRole('button', { name: 'Filters, 1 applied' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(sheet.getByLabelText('Free seats needed')).toHaveValue('2');
    await user.selectOptions(sheet.getByLabelText('Language at the table'), 'fr');
    await user.click(sheet.getByLabelText('Gluten-free'));
    // Nothing applies before "Show meals".
    expect(router.state.location.search).toBe('?guests=2');
    await user.click(sheet.getByRole('button', { name: 'Show meals' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?language=fr&dietary=gluten_free&guests=2'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when nothing matches, with a way back to every meal', async () => {
    api.on('GET', SEARCH, jsonResponse(mealList({ items: [], total: 0 })));
    await openList('/meals?dietary=gluten_free');
    expect(await screen.findByRole('heading', { name: 'No meals match your search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/meals');
  });

  it('shows a date the server refuses as "Please select valid dates", with a way to change it', async () => {
    api.on('GET', SEARCH, apiError(400, 'invalid_dates', MESSAGES.invalidDates));
    await openList('/meals?date=2026-12-01');
    const button = await screen.findByRole('button', { name: 'Choose another date' });
    expect(button.closest('[role="alert"]')).toHaveTextContent(MESSAGES.invalidDates);
    // The sidebar's date select says it too.
    const date = sidebar().getByLabelText('Shabbos or Yom Tov');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(MESSAGES.invalidDates);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('pauses searching when the server’s search limit is reached, and sends nothing meanwhile', async () => {
    api.on('GET', SEARCH, () =>
      jsonResponse({ code: 'over_request_rate_limit', message: 'Too many requests' }, 429),
    );
    const { user } = await openList();
    expect(await screen.findByText('Searching is paused for a few minutes')).toBeInTheDocument();
    const sent = searches().length;
    await user.selectOptions(sidebar().getByLabelText('Meal'), 'shabbos_lunch');
    expect(screen.getByText('Searching is paused for a few minutes')).toBeInTheDocument();
    expect(searches()).toHaveLength(sent);
  });

  it("says the meals could not load in the product's words, and tries again", async () => {
    api.on('GET', SEARCH, 'offline');
    const { user } = await openList();
    expect(await screen.findByText(MESSAGES.network)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We couldn’t load the meals' })).toBeInTheDocument();
    api.on('GET', SEARCH, jsonResponse(mealList()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '12 meals' })).toBeInTheDocument();
  });
});
