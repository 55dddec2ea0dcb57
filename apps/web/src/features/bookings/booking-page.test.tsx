import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';
import type { Booking } from '@orchim/shared/bookings';
import { addDays, newYorkInstant } from '@orchim/shared/dates';
import {
  apiError,
  booking,
  BOOKING_ID,
  cancellationOf,
  daysFromToday,
  installFakeApi,
  jsonResponse,
  MEAL_BOOKING_ID,
  MEAL_ID,
  mealBooking,
  mealShabbos,
  OHEL_LISTING_ID,
  RIDE_BOOKING_ID,
  rideBooking,
  rideDay,
  STAY_ID,
  TRANSPORT_ID,
} from '../../../test/fixtures';

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  await import('./booking-page'); // compiled once, before the first test's wait
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', /^\/rest\/v1\/bookings\/[^/]+$/, jsonResponse(booking()));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setupI18n('en');
});

/** A calendar date as a reader of `locale` sees it (noon UTC is the same day in New York). */
const civil = (date: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(new Date(`${date}T12:00:00Z`));
/** An amount as the page shows it (spaces as Testing Library reads them: collapsed to plain ones). */
const money = (dollars: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(dollars).replace(/\s/g, ' ');

/** A refund deadline as the page writes it: New York time, minutes only when there are some. */
const deadline = (date: string, time: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'America/New_York',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    ...(locale.startsWith('he') || !time.endsWith(':00') ? { minute: '2-digit' } : {}),
  })
    .format(newYorkInstant(date, time)!)
    .replace(/\s/g, ' ');

/** A stay booking checking in `days` from today, its terms as the server would give them. */
function stayIn(days: number, policy?: 'flexible' | 'moderate' | 'strict') {
  const made = booking({ stay: { ...booking().stay!, checkIn: daysFromToday(days) } });
  return { ...made, cancellation: cancellationOf(made, policy ? { policy } : {}) };
}

/** The total of the price card. */
const total = () => screen.getByText('Total', { selector: 'dt' }).nextElementSibling;

/** /bookings/{id} answering with `answer`, until the heading says it is there. */
async function openKind(answer: Booking, heading = 'Booking confirmed') {
  api.on('GET', new RegExp(`^/rest/v1/bookings/${answer.id}$`), jsonResponse(answer));
  const app = renderApp(`/bookings/${answer.id}`, { auth: signedInAs('guest') });
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

/** The card of the booked listing: the article around its linked title. */
const listingCard = (title: string) =>
  within(screen.getByRole('link', { name: title }).closest('.overflow-hidden') as HTMLElement);

/** A fact of the booked listing's card, by its label: the matching <dd>. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

async function openBooking() {
  const app = renderApp(`/bookings/${BOOKING_ID}`, { auth: signedInAs('guest') });
  await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' });
  return app;
}

describe('/bookings/:id', () => {
  it('confirms the booking with its reference, stay, dates, price and details', async () => {
    await openBooking();
    expect(screen.getByText('OR-7K3M9Q')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parlour floor on Lincoln Place' })).toHaveAttribute(
      'href',
      `/stays/${STAY_ID}`,
    );
    expect(screen.getByText('1327 Lincoln Place, Brooklyn, NY 11213')).toBeInTheDocument();
    expect(screen.getByText('From 3:00 PM')).toBeInTheDocument();
    expect(screen.getByText('By 11:00 AM')).toBeInTheDocument();
    expect(screen.getByText('3 nights')).toBeInTheDocument();
    expect(screen.getByText('3 guests')).toBeInTheDocument();
    expect(screen.getByText('$210.00 × 3 nights')).toBeInTheDocument();
    expect(screen.getByText('$705.00')).toBeInTheDocument();
    expect(screen.getByText('Chana Levy')).toBeInTheDocument();
    expect(screen.getByText('We arrive Friday at noon.')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    const [request] = api.requestsTo('GET', /^\/rest\/v1\/bookings\//);
    expect(request!.headers.get('authorization')).toBe('Bearer access');
  });

  it('copies the reference', async () => {
    const { user } = await openBooking();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('OR-7K3M9Q');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('cancels after asking in a dialog (Escape keeps the booking)', async () => {
    const { user } = await openBooking();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByRole('button', { name: 'Keep my booking' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', /\/cancel$/)).toHaveLength(0);

    api.on(
      'POST',
      /\/cancel$/,
      jsonResponse(
        booking({ status: 'cancelled', canCancel: false, cancelledAt: '2026-05-02T12:00:00.000Z' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Plans changed');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(await screen.findByText('Your booking has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(api.requestsTo('POST', /\/cancel$/)[0]!.body).toEqual({ reason: 'Plans changed' });
  });

  it('cancels from the keyboard, and focus goes to the heading since the Cancel button is gone', async () => {
    api.on(
      'POST',
      /\/cancel$/,
      jsonResponse(
        booking({ status: 'cancelled', canCancel: false, cancelledAt: '2026-05-02T12:00:00.000Z' }),
      ),
    );
    const { user } = await openBooking();
    screen.getByRole('button', { name: 'Cancel booking' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel booking' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Booking cancelled' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('states the policy it was booked under, its deadlines as dates, and paying the host on arrival', async () => {
    await openBooking();
    const checkIn = booking().stay!.checkIn;
    const terms = within(screen.getByRole('heading', { name: 'Cancellation policy' }).parentElement!);
    expect(
      terms.getByText(
        'Full refund until 5 days before check-in, half refund until 24 hours before. After that, no refund.',
        { exact: false },
      ),
    ).toHaveTextContent(/^Moderate: Full refund/);
    expect(
      terms.getByText(`Free cancellation until ${deadline(addDays(checkIn, -5), '15:00')}`),
    ).toBeInTheDocument();
    expect(
      terms.getByText(`Half refund until ${deadline(addDays(checkIn, -1), '15:00')}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Pay the host on arrival: $705.00')).toBeInTheDocument();
    expect(screen.getByText('Nothing is charged online.')).toBeInTheDocument();
  });

  it('says in the dialog what cancelling gives back, then what was refunded', async () => {
    const half = stayIn(3);
    api.on('GET', /^\/rest\/v1\/bookings\/[^/]+$/, jsonResponse(half));
    const cancelled = {
      ...half,
      status: 'cancelled' as const,
      canCancel: false,
      cancelledAt: '2026-05-02T12:00:00.000Z',
    };
    api.on('POST', /\/cancel$/, jsonResponse({ ...cancelled, cancellation: cancellationOf(cancelled) }));
    const { user } = await openBooking();
    expect(screen.getByText('No full refund: check-in is less than 5 days away.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText('You will get back $352.50 of $705.00 (50%).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Refunded $352.50')).toBeInTheDocument();
    expect(screen.queryByText(/Pay the host on arrival/)).not.toBeInTheDocument();
  });

  it('says the whole total comes back early on, and nothing once free cancellation has ended', async () => {
    const { user, unmount } = await openBooking();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText('You will get back the whole $705.00.')).toBeInTheDocument();
    unmount();

    const today = stayIn(0, 'flexible');
    api.on('GET', /^\/rest\/v1\/bookings\/[^/]+$/, jsonResponse(today));
    const second = await openBooking();
    expect(screen.getByText('Non-refundable: check-in is less than 24 hours away.')).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      within(dialog).getByText(
        `Nothing will be refunded: free cancellation ended on ${deadline(daysFromToday(-1), '15:00')}.`,
      ),
    ).toBeInTheDocument();
  });

  it('says when a cancelled booking got nothing back', async () => {
    const late = stayIn(0, 'flexible');
    const cancelled = {
      ...late,
      status: 'cancelled' as const,
      canCancel: false,
      cancelledAt: '2026-05-02T12:00:00.000Z',
    };
    await openKind(
      { ...cancelled, cancellation: cancellationOf(cancelled, { policy: 'flexible' }) },
      'Booking cancelled',
    );
    expect(screen.getByText('No refund')).toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation until/)).not.toBeInTheDocument();
  });

  it('explains a booking that can no longer be cancelled', async () => {
    api.on('POST', /\/cancel$/, apiError(409, 'booking_not_cancellable'));
    const { user } = await openBooking();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking can no longer be cancelled.',
    );
  });

  it('shows a clear message for a booking it cannot find', async () => {
    api.on('GET', /^\/rest\/v1\/bookings\/[^/]+$/, apiError(404, 'not_found'));
    renderApp(`/bookings/${BOOKING_ID}`, { auth: signedInAs('guest') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this booking' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my bookings' })).toHaveAttribute('href', '/profile');
  });
});

describe('/bookings/:id of a Shabbos meal', () => {
  it('shows the table, the exact address, the evening, the meal, candle lighting and the price', async () => {
    await openKind(mealBooking());
    const friday = addDays(mealShabbos(), -1);
    expect(screen.getByText('Shabbos meal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Friday night with the Goldbergs' })).toHaveAttribute(
      'href',
      `/meals/${MEAL_ID}`,
    );
    const card = listingCard('Friday night with the Goldbergs');
    expect(card.getByText('612 Montgomery Street, Brooklyn, NY 11225')).toBeInTheDocument();
    expect(card.getByText('Your host: Rivka')).toBeInTheDocument();
    // Dated by its Shabbos, the dinner is eaten on the Friday evening before.
    expect(fact('Date')).toHaveTextContent(
      `Friday evening, ${civil(friday, 'en-US', { day: 'numeric', month: 'long', year: 'numeric' })}`,
    );
    expect(fact('Date')).toHaveTextContent('Shabbos Vayakhel · 24 Adar 5787');
    expect(fact('Meal')).toHaveTextContent('Friday night dinner');
    expect(fact('Candle lighting')).toHaveTextContent('Friday 5:40 PM');
    expect(fact('Candle lighting')).toHaveTextContent('In Crown Heights');
    expect(fact('Guests')).toHaveTextContent('2 guests');
    expect(fact('Dietary needs')).toHaveTextContent('One vegetarian, no nuts please.');
    const price = within(screen.getByRole('complementary'));
    expect(price.getByText('$36.00 × 2 guests')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$72.00');
    expect(price.getByText('Confirmed')).toBeInTheDocument();
    expect(
      price.getByText(
        'You can cancel until candle lighting, when Shabbos or Yom Tov begins. The seats are released at once.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a lunch on its own day, a second day of Yom Tov’s late candles, and a free meal', async () => {
    const shabbos = mealShabbos();
    await openKind(
      mealBooking(
        { totalCents: 0 },
        {
          mealType: 'yom_tov_lunch',
          pricePerGuestCents: 0,
          dietaryNeeds: '',
          holyDay: {
            ...mealBooking().meal!.holyDay!,
            kinds: ['yom_tov'],
            names: { en: 'Pesach II', fr: 'Pessa’h II', he: 'פסח ב׳' },
            candlesAfterNightfall: true,
          },
        },
      ),
    );
    expect(fact('Date')).toHaveTextContent(
      civil(shabbos, 'en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    );
    expect(fact('Date')).toHaveTextContent('Pesach II');
    expect(fact('Date')).not.toHaveTextContent('Shabbos');
    expect(fact('Meal')).toHaveTextContent('Yom Tov lunch');
    expect(fact('Candle lighting')).toHaveTextContent('After nightfall, from an existing flame');
    expect(fact('Dietary needs')).toHaveTextContent('None');
    const price = within(screen.getByRole('complementary'));
    expect(price.getByText('Free')).toBeInTheDocument();
    expect(price.queryByText(/×/)).not.toBeInTheDocument();
    // Nothing to pay and nothing to refund: no payment line, no policy.
    expect(price.queryByText(/Pay the host/)).not.toBeInTheDocument();
    expect(price.queryByRole('heading', { name: 'Cancellation policy' })).not.toBeInTheDocument();
  });

  it('states a paid meal’s policy from its candle lighting, and paying the host at the meal', async () => {
    await openKind(mealBooking());
    const terms = within(screen.getByRole('heading', { name: 'Cancellation policy' }).parentElement!);
    expect(
      terms.getByText(
        'Full refund until 24 hours before candle lighting on the day of the meal. After that, no refund.',
      ),
    ).toBeInTheDocument();
    // Candles at 5:40 PM the evening before the Shabbos: free until the same time a day earlier.
    expect(
      terms.getByText(`Free cancellation until ${deadline(addDays(mealShabbos(), -2), '17:40')}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Pay the host at the meal: $72.00')).toBeInTheDocument();
  });

  it('states a ride’s policy from its pickup, and paying the driver', async () => {
    await openKind(rideBooking());
    expect(
      screen.getByText(`Free cancellation until ${deadline(addDays(rideDay(), -1), '21:00')}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Pay the driver at pickup: $90.00')).toBeInTheDocument();
  });

  it('cancels the seats after asking', async () => {
    const { user } = await openKind(mealBooking());
    api.on(
      'POST',
      new RegExp(`^/rest/v1/bookings/${MEAL_BOOKING_ID}/cancel$`),
      jsonResponse(
        mealBooking({ status: 'cancelled', canCancel: false, cancelledAt: '2026-05-02T12:00:00.000Z' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    const friday = addDays(mealShabbos(), -1);
    expect(dialog).toHaveTextContent(
      `Your places at \u2068Friday night with the Goldbergs\u2069 (Friday evening, ${civil(friday, 'en-US', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })}) will be cancelled and the seats offered to other guests.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This booking was cancelled on May 2, 2026. The seats are free again for other guests.',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', /\/cancel$/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('speaks Hebrew, right to left', async () => {
    await setupI18n('he');
    await openKind(mealBooking(), 'ההזמנה אושרה');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The listing's title comes in the reader's language.
    expect(api.requestsTo('GET', /^\/rest\/v1\/bookings\//)[0]!.url.searchParams.get('lang')).toBe('he');
    const friday = addDays(mealShabbos(), -1);
    expect(screen.getByText('סעודת שבת')).toBeInTheDocument();
    expect(fact('תאריך')).toHaveTextContent(
      `יום שישי בערב, ${civil(friday, 'he-IL', { day: 'numeric', month: 'long', year: 'numeric' })}`,
    );
    expect(fact('תאריך')).toHaveTextContent('שבת ויקהל · כ״ד אדר תשפ״ז');
    expect(fact('סעודה')).toHaveTextContent('סעודת ליל שבת');
    expect(fact('הדלקת נרות')).toHaveTextContent('17:40');
    expect(fact('אורחים')).toHaveTextContent('2 אורחים');
    const price = within(screen.getByRole('complementary'));
    expect(price.getByText(`${money(36, 'he-IL')} × 2 אורחים`)).toBeInTheDocument();
    expect(screen.getByText('סה״כ', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      money(72, 'he-IL'),
    );
  });
});

describe('/bookings/:id of a ride', () => {
  it('shows the route, the pickup in New York, passengers, luggage, vehicle, flight and the price', async () => {
    await openKind(rideBooking());
    expect(screen.getByText('Ride')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'JFK to Crown Heights' })).toHaveAttribute(
      'href',
      `/transport/${TRANSPORT_ID}`,
    );
    const card = listingCard('JFK to Crown Heights');
    expect(card.getByText('Airport transfer · by \u2068Kingston Car Service\u2069')).toBeInTheDocument();
    const route = within(card.getByRole('list', { name: 'Route' }));
    expect(route.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'PickupJFK Terminal 4',
      'Destination770 Eastern Parkway, Brooklyn, NY 11213',
    ]);
    expect(fact('Pickup time')).toHaveTextContent(
      `9:00 PM${civil(rideDay(), 'en-US', { dateStyle: 'full' })}`,
    );
    expect(fact('Pickup time').querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    // The same day: the time alone.
    expect(fact('Ends about')).toHaveTextContent(/^10:10 PM$/);
    expect(fact('Passengers')).toHaveTextContent('3 passengers');
    expect(fact('Luggage')).toHaveTextContent('4 bags');
    expect(fact('Vehicle')).toHaveTextContent('Minivan');
    expect(fact('Flight')).toHaveTextContent('LY1');
    const price = within(screen.getByRole('complementary'));
    expect(price.getByText('$30.00 × 3 passengers')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$90.00');
    expect(price.getByText('You can cancel until the pickup time.')).toBeInTheDocument();
    expect(screen.getByText(/and the driver has your pickup\.$/)).toBeInTheDocument();
  });

  it('shows a price per trip and the Ohel listing it was booked from, without a flight', async () => {
    await openKind(
      rideBooking(
        { totalCents: 9_500 },
        {
          serviceType: 'ohel_ride',
          pricingModel: 'per_trip',
          unitPriceCents: 9_500,
          flightNumber: '',
          luggage: 0,
          // The server names a ride booked from the Ohel page by that listing (one name throughout).
          title: 'Evening shuttle to the Ohel',
          ohelListing: { id: OHEL_LISTING_ID, title: 'Evening shuttle to the Ohel' },
        },
      ),
    );
    expect(screen.getByText('Ride to the Ohel · by \u2068Kingston Car Service\u2069')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Evening shuttle to the Ohel' })).toHaveAttribute(
      'href',
      `/ohel/${OHEL_LISTING_ID}`,
    );
    expect(fact('Luggage')).toHaveTextContent('No luggage');
    expect(screen.queryByText('Flight')).not.toBeInTheDocument();
    const price = within(screen.getByRole('complementary'));
    expect(price.getByText('Price for the trip')).toBeInTheDocument();
    expect(price.getAllByText('$95.00')).toHaveLength(2);
  });

  it('cancels the ride after asking', async () => {
    const { user } = await openKind(rideBooking());
    api.on(
      'POST',
      new RegExp(`^/rest/v1/bookings/${RIDE_BOOKING_ID}/cancel$`),
      jsonResponse(
        rideBooking({ status: 'cancelled', canCancel: false, cancelledAt: '2026-05-02T12:00:00.000Z' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(
      /^Cancel this booking\?Your ride \u2068JFK to Crown Heights\u2069 \(.+, \u20669:00 PM\u2069\) will be cancelled and the provider told\./,
    );
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Flight moved');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeInTheDocument();
    expect(
      screen.getByText('This booking was cancelled on May 2, 2026. The provider has been told.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', /\/cancel$/)[0]!.body).toEqual({ reason: 'Flight moved' });
  });

  it('speaks Hebrew, right to left, with the time and the flight left to right', async () => {
    await setupI18n('he');
    await openKind(rideBooking(), 'ההזמנה אושרה');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('נסיעה')).toBeInTheDocument();
    expect(screen.getByText('הסעה לשדה התעופה · מאת \u2068Kingston Car Service\u2069')).toBeInTheDocument();
    expect(fact('שעת האיסוף')).toHaveTextContent(`21:00${civil(rideDay(), 'he-IL', { dateStyle: 'full' })}`);
    expect(fact('נוסעים')).toHaveTextContent('3 נוסעים');
    expect(fact('מזוודות')).toHaveTextContent('4 מזוודות');
    expect(fact('רכב')).toHaveTextContent('מיניוואן');
    expect(within(fact('טיסה')).getByText('LY1')).toHaveAttribute('dir', 'ltr');
    const price = within(screen.getByRole('complementary'));
    expect(price.getByText(`${money(30, 'he-IL')} × 3 נוסעים`)).toBeInTheDocument();
    expect(price.getByText('אפשר לבטל עד שעת האיסוף.')).toBeInTheDocument();
  });
});
