import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@orchim/shared/dates';
import {
  apiError,
  BOOKING_ID,
  daysFromToday,
  installFakeApi,
  jsonResponse,
  mealShabbos,
  onlinePayment,
  rideDay,
} from '../../../../test/fixtures';
import type {
  BookingEvent,
  BookingEventHandler,
  BookingFeed,
  RealtimeStatus,
} from '@/lib/realtime/booking-feed';
import { setBookingFeedForTests } from '@/lib/realtime/use-booking-events';
import { chooseDate, dateField } from '../../../../test/date-field';
import { setupI18n } from '../../../../test/i18n';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { hostBookingPage, hostMealBooking, hostRideBooking, hostStayBooking } from './test-fixtures';

let api: ReturnType<typeof installFakeApi>;

/** The booking events' connection, played by the test: its status and its events. */
function fakeFeed() {
  const handlers = new Set<BookingEventHandler>();
  const listeners = new Set<() => void>();
  let status: RealtimeStatus = 'connecting';
  const feed = {
    subscribe: (handler: BookingEventHandler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    getStatus: () => status,
    onStatusChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  setBookingFeedForTests(feed as unknown as BookingFeed);
  return {
    emit: (event: BookingEvent) => act(() => handlers.forEach((handler) => handler(event))),
    setStatus: (next: RealtimeStatus) =>
      act(() => {
        status = next;
        listeners.forEach((listener) => listener());
      }),
  };
}
let feed: ReturnType<typeof fakeFeed>;

beforeAll(async () => {
  await setupI18n('en');
  await import('../host-bookings-page'); // compiled once, before the first test's wait
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  // The means of payment the host accepts, above the bookings (payment-means-card.test.tsx tests it).
  api.on('GET', /^\/rest\/v1\/host\/payment-means$/, jsonResponse({ paymentMeans: ['cash'] }));
  feed = fakeFeed();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setBookingFeedForTests(null);
  await setupI18n('en');
});

const BOOKINGS = /^\/rest\/v1\/host\/bookings$/;
const CANCEL = new RegExp(`^/rest/v1/host/bookings/${BOOKING_ID}/cancel$`);

const civil = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(new Date(`${date}T12:00:00Z`));

async function openBookings(path = '/host/bookings') {
  const app = renderApp(path, { auth: signedInAs('host') });
  await screen.findByRole('heading', { level: 1, name: 'Guest bookings' });
  return app;
}

/** A booking's card, by its heading ("Guest · Listing"). */
const card = async (name: RegExp) =>
  within((await screen.findByRole('heading', { level: 3, name })).closest('article')!);

/** The value of a fact ("When", "Guests") of a card. */
const fact = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/host/bookings', () => {
  it('shows each booking with the guest, how to reach them, when, how many, the total and their requests', async () => {
    api.on(
      'GET',
      BOOKINGS,
      jsonResponse(hostBookingPage([hostStayBooking(), hostMealBooking(), hostRideBooking()])),
    );
    await openBookings();

    const stay = await card(/^Chana Levy · Parlour floor on Lincoln Place$/);
    expect(stay.getByText('Stay')).toBeInTheDocument();
    expect(stay.getByText('Confirmed')).toBeInTheDocument();
    const checkIn = daysFromToday(20);
    const range = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
      new Date(`${checkIn}T12:00:00Z`),
      new Date(`${addDays(checkIn, 3)}T12:00:00Z`),
    );
    expect(fact(stay, 'When')).toHaveTextContent(`${range.replace(/\s/g, ' ')} · 3 nights`);
    expect(stay.getByRole('link', { name: 'Email Chana Levy' })).toHaveAttribute(
      'href',
      'mailto:guest@example.com',
    );
    const phone = stay.getByRole('link', { name: 'Call Chana Levy' });
    expect(phone).toHaveAttribute('href', 'tel:+17185550134');
    expect(within(phone).getByText('+1 718 555 0134')).toHaveAttribute('dir', 'ltr');
    expect(fact(stay, 'Guests')).toHaveTextContent('3 guests');
    expect(fact(stay, 'Total')).toHaveTextContent('$705.00Reference OR-7K3M9Q');
    expect(fact(stay, 'Special requests')).toHaveTextContent('We arrive Friday at noon.');
    expect(stay.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();

    const meal = await card(/· Friday night with the Goldbergs$/);
    expect(meal.getByText('Shabbos meal')).toBeInTheDocument();
    const friday = addDays(mealShabbos(), -1);
    expect(fact(meal, 'When')).toHaveTextContent(
      `Friday evening, ${civil(friday, { day: 'numeric', month: 'short', year: 'numeric' })} · Friday night dinner`,
    );
    expect(fact(meal, 'Dietary needs')).toHaveTextContent('One vegetarian, no nuts please.');
    expect(meal.queryByText('Special requests')).not.toBeInTheDocument();

    const ride = await card(/· JFK to Crown Heights$/);
    expect(fact(ride, 'When')).toHaveTextContent(
      `Pickup on ${civil(rideDay(), { dateStyle: 'medium' })} at \u20669:00 PM\u2069` +
        '\u2068JFK Terminal 4\u2069 → \u2068770 Eastern Parkway, Brooklyn, NY 11213\u2069',
    );
    expect(fact(ride, 'Guests')).toHaveTextContent('3 passengers4 bagsFlight \u2066LY1\u2069');
    expect(fact(ride, 'Total')).toHaveTextContent('$90.00');
  });

  it('keeps its filters in the address and asks the API for exactly those', async () => {
    api.on('GET', BOOKINGS, (url) =>
      jsonResponse(
        hostBookingPage(url.searchParams.get('kind') === 'meal' ? [hostMealBooking()] : [hostStayBooking()]),
      ),
    );
    const { user, router } = await openBookings('/host/bookings?status=cancelled&from=2026-12-01');
    await card(/Parlour floor/);
    const kind = within(screen.getByRole('group', { name: 'Kind' }));
    const status = within(screen.getByRole('group', { name: 'Status' }));
    expect(status.getByRole('button', { name: 'Cancelled' })).toHaveAttribute('aria-pressed', 'true');
    expect(dateField('From')).toHaveTextContent('Tue, Dec 1, 2026');
    expect(Object.fromEntries(api.requestsTo('GET', BOOKINGS).at(-1)!.url.searchParams)).toEqual({
      status: 'cancelled',
      from: '2026-12-01',
    });

    await user.click(kind.getByRole('button', { name: 'Meals' }));
    expect(router.state.location.search).toBe('?kind=meal&status=cancelled&from=2026-12-01');
    await card(/Friday night with the Goldbergs/);
    expect(kind.getByRole('button', { name: 'Meals' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(status.getByRole('button', { name: 'All' }));
    await chooseDate('To', '2026-12-31');
    expect(router.state.location.search).toBe('?kind=meal&from=2026-12-01&to=2026-12-31');
    await waitFor(() =>
      expect(Object.fromEntries(api.requestsTo('GET', BOOKINGS).at(-1)!.url.searchParams)).toEqual({
        kind: 'meal',
        from: '2026-12-01',
        to: '2026-12-31',
      }),
    );

    // A start after the end cannot be chosen: the calendar of From ends on the day of To.
    await user.click(screen.getByRole('button', { name: 'Clear From' }));
    expect(router.state.location.search).toBe('?kind=meal&to=2026-12-31');
    await expect(chooseDate('From', '2027-01-15')).rejects.toThrow('cannot be chosen');
    const calendar = screen.getByRole('dialog', { name: 'From' });
    expect(calendar.querySelector('[data-day="2026-12-31"] button')).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'From' })).not.toBeInTheDocument();
    expect(dateField('From')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(router.state.location.search).toBe('?kind=meal');
    expect(dateField('From')).toHaveAccessibleName('From Choose a date');
  });

  it('pages through the bookings, and says when the filters match none', async () => {
    api.on('GET', BOOKINGS, (url) =>
      jsonResponse(
        url.searchParams.get('status') === 'cancelled'
          ? hostBookingPage([])
          : hostBookingPage([hostStayBooking()], { hasMore: true }),
      ),
    );
    const { user, router } = await openBookings();
    await card(/Parlour floor/);
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(api.requestsTo('GET', BOOKINGS).at(-1)!.url.searchParams.get('page')).toBe('2'),
    );

    // A filter starts again from the first page.
    await user.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Cancelled' }),
    );
    expect(router.state.location.search).toBe('?status=cancelled');
    expect(await screen.findByRole('heading', { name: 'No bookings match' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/host/bookings');
  });

  it('shows who cancelled a booking and why, and offers no cancel then', async () => {
    api.on(
      'GET',
      BOOKINGS,
      jsonResponse(
        hostBookingPage([
          hostStayBooking({
            status: 'cancelled',
            canCancel: false,
            cancelledAt: '2026-11-20T15:00:00.000Z',
            cancelledBy: 'guest',
            cancelReason: 'Our flight was cancelled.',
          }),
          hostMealBooking({
            status: 'cancelled',
            canCancel: false,
            cancelledAt: '2026-11-21T15:00:00.000Z',
            cancelledBy: 'host',
            cancelReason: 'Family simcha that week.',
          }),
        ]),
      ),
    );
    await openBookings();
    const stay = await card(/Parlour floor/);
    expect(stay.getByText('Cancelled')).toBeInTheDocument();
    expect(stay.getByText('Cancelled by the guest on Nov 20, 2026')).toBeInTheDocument();
    expect(stay.getByText('Reason: \u2068Our flight was cancelled.\u2069')).toBeInTheDocument();
    expect(stay.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    const meal = await card(/Friday night/);
    expect(meal.getByText('Cancelled by you on Nov 21, 2026')).toBeInTheDocument();
    expect(meal.getByText('Reason: \u2068Family simcha that week.\u2069')).toBeInTheDocument();
    // What the guest got back: all of it, cancelled early by the guest, or by the host.
    expect(stay.getByText('Refunded $705.00')).toBeInTheDocument();
    expect(meal.getByText('Refunded $72.00')).toBeInTheDocument();
  });

  it('cancels only with a reason, which the guest is sent', async () => {
    api.on('GET', BOOKINGS, jsonResponse(hostBookingPage([hostStayBooking()])));
    const { user } = await openBookings();
    const stay = await card(/Parlour floor/);
    await user.click(stay.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByRole('button', { name: 'Keep the booking' })).toHaveFocus();
    // A host's cancel gives everything back (decisions 038 and 039), said with the amount.
    expect(dialog.getByText(/\u2068Chana Levy\u2069 gets a full refund of \$705\.00\./)).toHaveTextContent(
      'They owe nothing for this booking.',
    );

    await user.click(dialog.getByRole('button', { name: 'Cancel the booking' }));
    expect(await dialog.findByText('This field is required.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Reason, sent to the guest')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST', CANCEL)).toHaveLength(0);

    api.once(
      'POST',
      CANCEL,
      jsonResponse(
        hostStayBooking({
          status: 'cancelled',
          canCancel: false,
          cancelledBy: 'host',
          cancelReason: 'Burst pipe',
        }),
      ),
    );
    api.on(
      'GET',
      BOOKINGS,
      jsonResponse(
        hostBookingPage([
          hostStayBooking({
            status: 'cancelled',
            canCancel: false,
            cancelledAt: '2026-11-23T15:00:00.000Z',
            cancelledBy: 'host',
            cancelReason: 'Burst pipe',
          }),
        ]),
      ),
    );
    await user.type(dialog.getByLabelText('Reason, sent to the guest'), '  Burst pipe ');
    await user.click(dialog.getByRole('button', { name: 'Cancel the booking' }));
    expect(
      await screen.findByText('The booking was cancelled and \u2068Chana Levy\u2069 was emailed.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', CANCEL)[0]!.body).toEqual({ reason: 'Burst pipe' });
    expect(await stay.findByText('Cancelled by you on Nov 23, 2026')).toBeInTheDocument();
    expect(stay.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a guest who paid online is refunded to their card', async () => {
    const paid = hostStayBooking();
    paid.payment = onlinePayment(paid, 'paid');
    api.on('GET', BOOKINGS, jsonResponse(hostBookingPage([paid])));
    const { user } = await openBookings();
    await user.click((await card(/Parlour floor/)).getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByText(/gets a full refund of \$705\.00\./)).toHaveTextContent(
      'It goes back to their card through Stripe.',
    );
  });

  it('shows a booking awaiting its payment and one not paid in time by their status', async () => {
    const held = hostStayBooking({ status: 'pending_payment' });
    const lapsed = hostMealBooking({ status: 'expired', canCancel: false });
    api.on('GET', BOOKINGS, jsonResponse(hostBookingPage([held, lapsed])));
    await openBookings();
    expect(await (await card(/Parlour floor/)).findByText('Awaiting payment')).toBeInTheDocument();
    expect((await card(/Friday night/)).getByText('Not paid in time')).toBeInTheDocument();
    // The status filter offers them too.
    const statuses = screen.getByRole('group', { name: 'Status' });
    expect(within(statuses).getByRole('button', { name: 'Awaiting payment' })).toBeInTheDocument();
    expect(within(statuses).getByRole('button', { name: 'Not paid in time' })).toBeInTheDocument();
  });

  it('explains a booking that can no longer be cancelled', async () => {
    api.on('GET', BOOKINGS, jsonResponse(hostBookingPage([hostStayBooking()])));
    api.on('POST', CANCEL, apiError(409, 'booking_not_cancellable'));
    const { user } = await openBookings();
    await user.click((await card(/Parlour floor/)).getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason, sent to the guest'), 'Sorry');
    await user.click(dialog.getByRole('button', { name: 'Cancel the booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This booking can no longer be cancelled: it has begun, ended or was cancelled already.',
    );
  });

  it('invites patience when there is nothing yet, and retries after a failure', async () => {
    api.on('GET', BOOKINGS, 'offline');
    const { user } = await openBookings();
    // Queries retry twice (product §9, a second and then two apart) before they give up.
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(alert).toHaveTextContent('Network error. Please check your connection.');
    api.on('GET', BOOKINGS, jsonResponse(hostBookingPage([])));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
  });

  it('shows new bookings as they arrive, marked new, and says whether it is live', async () => {
    api.on('GET', BOOKINGS, jsonResponse(hostBookingPage([hostStayBooking()])));
    await openBookings();
    await card(/Parlour floor/);
    const live = screen.getByText('Connecting…').closest('[role="status"]')!;
    expect(live).toHaveAttribute('aria-live', 'polite');
    feed.setStatus('live');
    expect(live).toHaveTextContent('Live');

    const asked = api.requestsTo('GET', BOOKINGS).length;
    // A guest's own events (this host booked elsewhere) do not concern this page.
    await feed.emit({
      type: 'booking_created',
      bookingId: 'other',
      kind: 'stay',
      status: 'confirmed',
      role: 'guest',
    });
    expect(api.requestsTo('GET', BOOKINGS)).toHaveLength(asked);

    const arrived = hostMealBooking();
    api.on('GET', BOOKINGS, jsonResponse(hostBookingPage([arrived, hostStayBooking()])));
    await feed.emit({
      type: 'booking_created',
      bookingId: arrived.id,
      kind: 'meal',
      status: 'confirmed',
      role: 'host',
    });
    const meal = await card(/Friday night with the Goldbergs/);
    expect(meal.getByText('New')).toBeInTheDocument();
    expect((await card(/Parlour floor/)).queryByText('New')).not.toBeInTheDocument();
    expect(await screen.findByText('A new booking has just arrived.')).toBeInTheDocument();

    feed.setStatus('reconnecting');
    expect(live).toHaveTextContent('Reconnecting…');
  });

  it('speaks Hebrew', async () => {
    await setupI18n('he');
    api.on('GET', BOOKINGS, jsonResponse(hostBookingPage([hostRideBooking()])));
    renderApp('/host/bookings', { auth: signedInAs('host') });
    await screen.findByRole('heading', { level: 1, name: 'הזמנות האורחים' });
    const ride = await card(/JFK to Crown Heights/);
    expect(ride.getByText('נסיעה')).toBeInTheDocument();
    expect(fact(ride, 'אורחים')).toHaveTextContent('3 נוסעים');
    expect(fact(ride, 'מתי')).toHaveTextContent(/^איסוף ב-.+ בשעה \u206621:00\u2069/);
    expect(screen.getByRole('group', { name: 'סוג' })).toBeInTheDocument();
  });
});
