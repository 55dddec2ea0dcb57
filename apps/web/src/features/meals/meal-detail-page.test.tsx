import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import { apiError, booking, installFakeApi, jsonResponse, reviewPage } from '../../../test/fixtures';
import { signedOut } from '@/lib/auth/auth-context';
import type { LoginRedirectState } from '@/lib/auth/types';
import { setupI18n } from '../../../test/i18n';
import { preloadPages, renderApp, signedInAs } from '../../../test/render-app';
import { MEAL_ID, mealDetail, mealQuote, MIKETZ, SITTINGS, VAYESHEV } from './test-fixtures';

let api: ReturnType<typeof installFakeApi>;
const QUOTE = /\/quote$/;
const chosen = `/meals/${MEAL_ID}?date=${VAYESHEV.date}&mealType=friday_night&guests=2`;
const card = () => within(screen.getByRole('complementary', { name: 'Reserve your seats' }));

beforeAll(async () => {
  await setupI18n('en');
  // Compiles the lazy pages once, so the first test's wait is not spent on it.
  await preloadPages('/meals/an-id', '/bookings/an-id');
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', /^\/rest\/v1\/meals\/[^/]+$/, jsonResponse(mealDetail()));
  api.on('GET', /\/sittings$/, (url) =>
    jsonResponse({
      from: url.searchParams.get('from'),
      to: url.searchParams.get('to'),
      // The first range holds the sittings; the later one none.
      items: url.searchParams.get('from')! <= VAYESHEV.date ? SITTINGS : [],
    }),
  );
  api.on('GET', QUOTE, (url) => jsonResponse(mealQuote(Number(url.searchParams.get('guests')))));
  api.on('GET', /\/reviews$/, jsonResponse(reviewPage()));
});
afterEach(() => vi.unstubAllGlobals());

async function openMeal(path = chosen, auth = signedInAs('guest')) {
  const app = renderApp(path, { auth });
  await screen.findByRole('heading', {
    level: 1,
    name: 'Friday night and Shabbos lunch with the Gurarys',
  });
  return app;
}

describe('/meals/:id', () => {
  it('shows the family, the area without the address, the food, the table and accessibility', async () => {
    await openMeal();
    await waitFor(() =>
      expect(document.title).toBe('Friday night and Shabbos lunch with the Gurarys · Orchim'),
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByText('The Gurary family')).toBeInTheDocument();
    expect(main.getByText('Sterling Place')).toBeInTheDocument();
    expect(main.getByText('The exact address is in your confirmation.')).toBeInTheDocument();
    expect(
      main.getByText('Mendel and Chaya Gurary have hosted guests for twenty years.'),
    ).toBeInTheDocument();
    expect(main.getByText('Chabad standard (Crown Heights Kashrus)')).toBeInTheDocument();
    expect(main.getByText('Vegetarian')).toBeInTheDocument();
    expect(main.getByText('Nut-free')).toBeInTheDocument();
    expect(main.getByText('English, Yiddish')).toBeInTheDocument();
    expect(main.getByText('Children are welcome.')).toBeInTheDocument();
    expect(main.getByText('Meal on the ground floor')).toBeInTheDocument();
    expect(main.getByText('6 min walk to 770')).toBeInTheDocument();
    const cover = main.getByRole('img', { name: 'The table set for Shabbos' });
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '800');
  });

  it('offers the coming holy days and their meals with the seats left, the evening meal on Friday', async () => {
    await openMeal();
    const date = await card().findByLabelText('Shabbos or Yom Tov');
    expect(
      within(date)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Shabbos Vayeshev · Dec 5', 'Shabbos Miketz · Dec 12']);
    expect(date).toHaveValue(VAYESHEV.date);
    expect(card().getByText(/^Saturday, December 5 ·/)).toHaveTextContent(
      'Saturday, December 5 · 25 Kislev 5787',
    );
    expect(card().getByText('Candle lighting Fri 4:10 PM')).toBeInTheDocument();
    const friday = card().getByRole('radio', { name: 'Friday night dinner' });
    expect(friday).toBeChecked();
    expect(friday).toHaveAccessibleDescription('Friday evening, Dec 4 3 seats left');
    const lunch = card().getByRole('radio', { name: 'Shabbos lunch' });
    expect(lunch).toBeDisabled();
    expect(lunch).toHaveAccessibleDescription('Saturday, Dec 5 Full');
    // Both ranges up to the booking horizon were asked for.
    expect(api.requestsTo('GET', /\/sittings$/)).toHaveLength(2);
  });

  it('shows the server’s quote, per guest × guests = total, and follows the choice in the URL', async () => {
    const { user, router } = await openMeal();
    expect(await card().findByText('$36.00 × 2 guests')).toBeInTheDocument();
    expect(card().getAllByText('$72.00')).toHaveLength(2);
    expect(card().getByText('There are seats for you at this meal.')).toBeInTheDocument();
    const [request] = api.requestsTo('GET', QUOTE);
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      date: VAYESHEV.date,
      mealType: 'friday_night',
      guests: '2',
    });

    await user.selectOptions(card().getByLabelText('Shabbos or Yom Tov'), MIKETZ.date);
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?date=${MIKETZ.date}&mealType=friday_night&guests=2`),
    );
    await user.click(card().getByRole('radio', { name: 'Shabbos lunch' }));
    await waitFor(() => expect(router.state.location.search).toContain('mealType=shabbos_lunch'));
    await user.selectOptions(card().getByLabelText('Guests'), '5');
    await waitFor(() => expect(router.state.location.search).toContain('guests=5'));
    expect(await card().findByText('$36.00 × 5 guests')).toBeInTheDocument();
    expect(card().getAllByText('$180.00')).toHaveLength(2);
  });

  it('states the cancellation rule, and the deadline of the chosen sitting from its candle lighting', async () => {
    // A week before Shabbos Vayeshev: the sittings' fixtures are dated.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    try {
      await openMeal();
      expect(
        card().getByText(
          'Full refund until 24 hours before candle lighting on the day of the meal. After that, no refund.',
        ),
      ).toBeInTheDocument();
      // Candles at 4:10 PM on Friday 4 December: free until the same time the day before.
      expect(
        await card().findByText('Free cancellation until Thursday, December 3 at 4:10 PM'),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a free meal is free', async () => {
    api.on('GET', /^\/rest\/v1\/meals\/[^/]+$/, jsonResponse(mealDetail({ pricePerGuestCents: 0 })));
    api.on('GET', QUOTE, jsonResponse(mealQuote(2, { pricePerGuestCents: 0 })));
    await openMeal();
    expect(await card().findByText('2 guests', { selector: 'dt' })).toBeInTheDocument();
    expect(card().getAllByText('Free').length).toBeGreaterThanOrEqual(3);
    expect(card().getByText('The family hosts for free: there is nothing to pay.')).toBeInTheDocument();
    expect(card().queryByRole('heading', { name: 'Cancellation policy' })).not.toBeInTheDocument();
  });

  it('says how many seats are left when the guests are too many', async () => {
    await openMeal(`/meals/${MEAL_ID}?date=${VAYESHEV.date}&mealType=friday_night&guests=5`);
    const alert = await card().findByText(/Only 3 seats are left\./);
    expect(alert).toHaveTextContent(`${MESSAGES.tooManyGuests} Only 3 seats are left.`);
  });

  it('shows a day the meal is not served on as "Please select valid dates"', async () => {
    api.on('GET', QUOTE, apiError(400, 'invalid_dates', MESSAGES.invalidDates));
    await openMeal(`/meals/${MEAL_ID}?date=2026-12-08&mealType=friday_night`);
    expect(await card().findByText(MESSAGES.invalidDates)).toBeInTheDocument();
    expect(card().getByLabelText('Shabbos or Yom Tov')).toHaveValue('');
  });

  it('asks a visitor to sign in, coming back to the same meal and choice', async () => {
    const { user, router } = await openMeal(chosen, signedOut);
    expect(screen.getByText(MESSAGES.loginToBook)).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in to book' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((router.state.location.state as LoginRedirectState).from).toEqual({
      pathname: `/meals/${MEAL_ID}`,
      search: `?date=${VAYESHEV.date}&mealType=friday_night&guests=2`,
      hash: '',
    });
  });

  it('shows a clear message for an unknown meal', async () => {
    api.on('GET', /^\/rest\/v1\/meals\/[^/]+$/, apiError(404, 'not_found'));
    renderApp(`/meals/${MEAL_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this meal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all meals' })).toHaveAttribute('href', '/meals');
  });

  it('shows the reviews with their average', async () => {
    api.on(
      'GET',
      /\/reviews$/,
      jsonResponse(
        reviewPage({
          items: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              authorName: 'Leah S.',
              rating: 5,
              text: 'A warm and lively table.',
              createdAt: '2026-09-05T12:00:00.000Z',
              verified: false,
              hostReply: null,
              hostRepliedAt: null,
            },
          ],
          average: 4.5,
          count: 2,
          hasMore: false,
        }),
      ),
    );
    await openMeal();
    const reviews = within(screen.getByRole('region', { name: 'Reviews' }));
    expect(await reviews.findByText('A warm and lively table.')).toBeInTheDocument();
    expect(reviews.getByText('· 2 reviews')).toBeInTheDocument();
    expect(api.requestsTo('GET', /\/reviews$/)[0]!.url.pathname).toBe(`/rest/v1/meals/${MEAL_ID}/reviews`);
  });
});

describe('booking a meal', () => {
  it('books the chosen sitting with the dietary needs, then opens the confirmation', async () => {
    api.on(
      'POST',
      /^\/rest\/v1\/bookings$/,
      jsonResponse(booking({ kind: 'meal', stay: null, totalCents: 72_00 }), 201),
    );
    const { user, router } = await openMeal();
    expect(screen.getByLabelText('First name')).toHaveValue('Chana');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Dietary needs (optional)'), 'No sesame, please');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(MESSAGES.bookingConfirmed)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bookings/${booking().id}`));
    const [request] = api.requestsTo('POST', /^\/rest\/v1\/bookings$/);
    expect(request!.body).toEqual({
      kind: 'meal',
      mealId: MEAL_ID,
      date: VAYESHEV.date,
      mealType: 'friday_night',
      numberOfGuests: 2,
      firstName: 'Chana',
      lastName: 'Levy',
      phone: '+1 718 555 0134',
      dietaryNeeds: 'No sesame, please',
      specialRequests: '',
    });
    expect(request!.headers.get('authorization')).toBe('Bearer access');
  });

  it('checks the fields with the shared schema before sending anything', async () => {
    const { user } = await openMeal();
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Dietary needs (optional)'), '<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(
      screen.getByText('Please remove links starting with javascript:, script tags or event handlers.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', /\/bookings$/)).toHaveLength(0);
  });

  it.each([
    ['invalid_dates', apiError(400, 'invalid_dates'), MESSAGES.invalidDates],
    ['booking_unavailable', apiError(409, 'booking_unavailable'), MESSAGES.bookingUnavailable],
    ['own_listing', apiError(409, 'own_listing'), 'You cannot book your own listing.'],
    ['a network failure', 'offline' as const, MESSAGES.network],
    ['anything else', apiError(500, 'internal_error'), MESSAGES.general],
  ])('shows %s as its product §8 message', async (_name, answer, message) => {
    api.once('POST', /^\/rest\/v1\/bookings$/, answer);
    const { user } = await openMeal();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('on "too many guests", says how many seats are left and refreshes the seats', async () => {
    api.once(
      'POST',
      /^\/rest\/v1\/bookings$/,
      jsonResponse({ code: 'too_many_guests', message: MESSAGES.tooManyGuests, seatsLeft: 1 }, 400),
    );
    const { user } = await openMeal();
    await card().findByText('There are seats for you at this meal.');
    const sittingsBefore = api.requestsTo('GET', /\/sittings$/).length;
    const quotesBefore = api.requestsTo('GET', QUOTE).length;
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const form = screen.getByRole('button', { name: 'Confirm booking' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.tooManyGuests);
    // The refusal's own count, in the form under the product's message.
    expect(within(form).getByText('Only 1 seat is left.')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET', /\/sittings$/).length).toBeGreaterThan(sittingsBefore));
    expect(api.requestsTo('GET', QUOTE).length).toBeGreaterThan(quotesBefore);
  });
});

describe('in Hebrew', () => {
  beforeEach(() => setupI18n('he'));
  afterEach(() => setupI18n('en'));

  it('is right to left, and names the Shabbos, the Friday evening and the seats in Hebrew', async () => {
    renderApp(chosen, { auth: signedInAs('guest') });
    await screen.findByRole('heading', { level: 1, name: 'Friday night and Shabbos lunch with the Gurarys' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const hebrewCard = within(screen.getByRole('complementary', { name: 'הזמנת מקומות' }));
    const date = await hebrewCard.findByLabelText('שבת או חג');
    expect(within(date).getAllByRole('option')[0]).toHaveTextContent(/^שבת וישב · /);
    expect(hebrewCard.getByText(/כ״ה כסלו תשפ״ז/)).toBeInTheDocument();
    const friday = hebrewCard.getByRole('radio', { name: 'סעודת ליל שבת' });
    expect(friday).toBeChecked();
    expect(friday).toHaveAccessibleDescription(/^יום שישי בערב, .* נותרו 3 מקומות$/);
    expect(hebrewCard.getByRole('radio', { name: 'סעודת שבת בצהריים' })).toHaveAccessibleDescription(/מלא$/);
    expect(hebrewCard.getByRole('heading', { name: 'מדיניות ביטול' })).toBeInTheDocument();
    expect(
      hebrewCard.getByText('החזר מלא עד 24 שעות לפני הדלקת הנרות של יום הארוחה. לאחר מכן אין החזר.'),
    ).toBeInTheDocument();
  });
});

describe('paying for a meal (docs/decisions/039-online-payment.md)', () => {
  it('with Stripe, a paid meal continues to payment', async () => {
    const mealApi = installFakeApi({ payments: 'stripe' });
    answerMeal(mealApi, mealDetail());
    await openMeal();
    expect(await card().findByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
  });

  it('a free meal says nothing of paying, and is confirmed at once even with Stripe', async () => {
    const mealApi = installFakeApi({ payments: 'stripe' });
    answerMeal(mealApi, mealDetail({ pricePerGuestCents: 0 }));
    await openMeal();
    expect(await card().findByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
    expect(card().queryByText(/Nothing is charged online|Stripe/)).not.toBeInTheDocument();
  });
});

/** The meal's answers on a fake API of the test's own. */
function answerMeal(mealApi: ReturnType<typeof installFakeApi>, meal: ReturnType<typeof mealDetail>) {
  mealApi.on('GET', /^\/rest\/v1\/meals\/[^/]+$/, jsonResponse(meal));
  mealApi.on('GET', /\/sittings$/, (url) =>
    jsonResponse({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), items: SITTINGS }),
  );
  mealApi.on('GET', QUOTE, (url) => jsonResponse(mealQuote(Number(url.searchParams.get('guests')))));
  mealApi.on('GET', /\/reviews$/, jsonResponse(reviewPage()));
}
