import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@orchim/shared/dates';
import { setupI18n } from '../../../../test/i18n';
import { preloadPages, renderApp, signedInAs } from '../../../../test/render-app';
import {
  booking,
  bookingPage,
  installFakeApi,
  jsonResponse,
  MEAL_BOOKING_ID,
  mealBooking,
  mealShabbos,
  RIDE_BOOKING_ID,
  rideBooking,
  rideDay,
} from '../../../../test/fixtures';

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  await preloadPages('/profile'); // compiled once, before the first test's wait
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setupI18n('en');
});

const civil = (date: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(new Date(`${date}T12:00:00Z`));

/** Answers GET /rest/v1/bookings with `items` for the upcoming tab of `kind` (every kind: null), else none. */
function answerBookings(byKind: (kind: string | null) => ReturnType<typeof booking>[]) {
  api.on('GET', /^\/rest\/v1\/bookings$/, (url) =>
    jsonResponse(
      bookingPage(url.searchParams.get('scope') === 'upcoming' ? byKind(url.searchParams.get('kind')) : []),
    ),
  );
}

async function openMyBookings() {
  const app = renderApp('/profile', { auth: signedInAs('guest') });
  await screen.findByRole('heading', { level: 1 });
  return { ...app, section: within(screen.getByRole('region', { name: /My bookings|ההזמנות שלי/ })) };
}

/** The card of a booking in the list, from its linked title. */
const card = async (section: ReturnType<typeof within>, title: string) =>
  within((await section.findByRole('link', { name: title })).closest('article')!);

describe('My bookings on /profile', () => {
  it('names a booking awaiting its payment and one not paid in time (decision 039)', async () => {
    answerBookings((kind) =>
      kind
        ? []
        : [booking({ status: 'pending_payment' }), mealBooking({ status: 'expired', canCancel: false })],
    );
    const { section } = await openMyBookings();
    expect(
      (await card(section, 'Parlour floor on Lincoln Place')).getByText('Awaiting payment'),
    ).toBeInTheDocument();
    expect(
      (await card(section, 'Friday night with the Goldbergs')).getByText('Not paid in time'),
    ).toBeInTheDocument();
  });

  it('lists stays, meals and rides together, each saying its kind and when it is', async () => {
    answerBookings((kind) => (kind ? [] : [booking(), mealBooking(), rideBooking()]));
    const { section } = await openMyBookings();

    const stay = await card(section, 'Parlour floor on Lincoln Place');
    expect(stay.getByText('Stay')).toBeInTheDocument();
    expect(stay.getByText('3 guests')).toBeInTheDocument();
    expect(stay.getByText('$705.00')).toBeInTheDocument();

    const meal = await card(section, 'Friday night with the Goldbergs');
    expect(meal.getByText('Shabbos meal')).toBeInTheDocument();
    expect(meal.getByRole('link')).toHaveAttribute('href', `/bookings/${MEAL_BOOKING_ID}`);
    const friday = addDays(mealShabbos(), -1);
    expect(
      meal.getByText(
        `Friday night dinner · Friday evening, ${civil(friday, 'en-US', { day: 'numeric', month: 'short', year: 'numeric' })}`,
      ),
    ).toBeInTheDocument();
    expect(meal.getByText('OR-M3AL42')).toBeInTheDocument();
    expect(meal.getByText('2 guests')).toBeInTheDocument();
    expect(meal.getByText('$72.00')).toBeInTheDocument();
    expect(meal.getByText('Confirmed')).toBeInTheDocument();

    const ride = await card(section, 'JFK to Crown Heights');
    expect(ride.getByText('Ride')).toBeInTheDocument();
    expect(ride.getByRole('link')).toHaveAttribute('href', `/bookings/${RIDE_BOOKING_ID}`);
    expect(
      ride.getByText(`${civil(rideDay(), 'en-US', { dateStyle: 'medium' })}, \u20669:00 PM\u2069`),
    ).toBeInTheDocument();
    expect(ride.getByText('3 passengers')).toBeInTheDocument();
    expect(ride.getByText('$90.00')).toBeInTheDocument();
    // No cover: the kind's icon stands in for it.
    expect(ride.queryByRole('img')).not.toBeInTheDocument();

    const [request] = api.requestsTo('GET', /^\/rest\/v1\/bookings$/);
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      scope: 'upcoming',
      page: '1',
      lang: 'en',
    });
  });

  it('filters by kind, and says what to book when a kind has none', async () => {
    answerBookings((kind) =>
      kind === 'meal' ? [mealBooking()] : kind === 'ride' ? [] : [booking(), mealBooking()],
    );
    const { section, user } = await openMyBookings();
    await card(section, 'Parlour floor on Lincoln Place');
    const filters = within(section.getByRole('group', { name: 'Show' }));
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filters.getByRole('button', { name: 'Meals' }));
    expect(filters.getByRole('button', { name: 'Meals' })).toHaveAttribute('aria-pressed', 'true');
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await card(section, 'Friday night with the Goldbergs');
    expect(section.queryByRole('link', { name: 'Parlour floor on Lincoln Place' })).not.toBeInTheDocument();
    expect(
      api
        .requestsTo('GET', /^\/rest\/v1\/bookings$/)
        .at(-1)!
        .url.searchParams.get('kind'),
    ).toBe('meal');

    await user.click(filters.getByRole('button', { name: 'Rides' }));
    expect(await section.findByText('No upcoming rides')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Book a ride' })).toHaveAttribute('href', '/transport');
    expect(section.queryByRole('link', { name: 'Find a stay' })).not.toBeInTheDocument();

    // The past tab keeps the kind.
    await user.click(section.getByRole('tab', { name: 'Past' }));
    expect(await section.findByText('No past rides yet')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        Object.fromEntries(api.requestsTo('GET', /^\/rest\/v1\/bookings$/).at(-1)!.url.searchParams),
      ).toEqual({ scope: 'past', kind: 'ride', page: '1', lang: 'en' }),
    );
  });

  it('offers every kind when there is nothing at all', async () => {
    answerBookings(() => []);
    const { section } = await openMyBookings();
    expect(await section.findByText('No upcoming bookings')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Find a stay' })).toHaveAttribute('href', '/stays');
    expect(section.getByRole('link', { name: 'Find a Shabbos meal' })).toHaveAttribute('href', '/meals');
    expect(section.getByRole('link', { name: 'Book a ride' })).toHaveAttribute('href', '/transport');
  });

  it('says what came back of a cancelled booking', async () => {
    const cancelled = booking({ status: 'cancelled', canCancel: false });
    const late = rideBooking({ status: 'cancelled', canCancel: false });
    answerBookings((kind) =>
      kind
        ? []
        : [
            {
              ...cancelled,
              cancellation: { ...cancelled.cancellation, refundedPercent: 50, refundedCents: 35_250 },
            },
            { ...late, cancellation: { ...late.cancellation, refundedPercent: 0, refundedCents: 0 } },
          ],
    );
    const { section } = await openMyBookings();
    expect(
      (await card(section, 'Parlour floor on Lincoln Place')).getByText('Refunded $352.50'),
    ).toBeInTheDocument();
    expect((await card(section, 'JFK to Crown Heights')).getByText('No refund')).toBeInTheDocument();
  });

  it('shows a past ride as completed and a free meal as free', async () => {
    const pastRide = rideBooking({ canCancel: false }, { pickupAt: '2026-01-07T02:00:00.000Z' });
    const freeMeal = mealBooking({ totalCents: 0 }, { pricePerGuestCents: 0 });
    answerBookings((kind) => (kind ? [] : [pastRide, freeMeal]));
    const { section } = await openMyBookings();
    expect((await card(section, 'JFK to Crown Heights')).getByText('Completed')).toBeInTheDocument();
    expect((await card(section, 'Friday night with the Goldbergs')).getByText('Free')).toBeInTheDocument();
  });

  it('speaks Hebrew', async () => {
    await setupI18n('he');
    answerBookings((kind) => (kind ? [] : [mealBooking(), rideBooking()]));
    const { section } = await openMyBookings();
    const meal = await card(section, 'Friday night with the Goldbergs');
    expect(meal.getByText('סעודת שבת')).toBeInTheDocument();
    expect(meal.getByText(/^סעודת ליל שבת · יום שישי בערב, /)).toBeInTheDocument();
    expect(meal.getByText('2 אורחים')).toBeInTheDocument();
    const ride = await card(section, 'JFK to Crown Heights');
    expect(ride.getByText('נסיעה')).toBeInTheDocument();
    expect(ride.getByText('3 נוסעים')).toBeInTheDocument();
    expect(ride.getByText(/\u206621:00\u2069$/)).toBeInTheDocument();
    expect(section.getByRole('group', { name: 'הצגה' })).toBeInTheDocument();
  });
});
