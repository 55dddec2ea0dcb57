import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, newYorkInstant } from '@orchim/shared/dates';
import { MESSAGES } from '@orchim/shared/messages';
import {
  apiError,
  booking,
  daysFromToday,
  installFakeApi,
  jsonResponse,
  quote,
  reviewPage,
  STAY_ID,
  stayDetail,
} from '../../../test/fixtures';
import { signedOut } from '@/lib/auth/auth-context';
import type { LoginRedirectState } from '@/lib/auth/types';
import { stubDesktopScreen } from '../../../test/desktop-screen';
import { setupI18n } from '../../../test/i18n';
import { preloadPages, renderApp, signedInAs } from '../../../test/render-app';
import { leaveForCheckout } from '@/lib/bookings/leave-for-checkout';
import { onlinePayment } from '../../../test/fixtures';

vi.mock('@/lib/bookings/leave-for-checkout', () => ({ leaveForCheckout: vi.fn() }));

let api: ReturnType<typeof installFakeApi>;
const CHECK_IN = daysFromToday(10);
const CHECK_OUT = daysFromToday(13);
const withDates = `/stays/${STAY_ID}?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&guests=2`;

/** A refund deadline as the page writes it: that day at the stay's check-in time (3 PM), New York time. */
const deadline = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
  }).format(newYorkInstant(date, '15:00')!);

beforeAll(async () => {
  await setupI18n('en');
  // Compiles the lazy pages once, so the first test's wait is not spent on it.
  await preloadPages('/stays/an-id', '/bookings/an-id');
}, 60_000);
beforeEach(() => {
  stubDesktopScreen();
  api = installFakeApi();
  api.on('GET', /^\/rest\/v1\/stays\/[^/]+$/, jsonResponse(stayDetail()));
  api.on('GET', /\/availability$/, (url) =>
    jsonResponse({
      from: url.searchParams.get('from'),
      to: url.searchParams.get('to'),
      taken: [{ start: daysFromToday(15), end: daysFromToday(18) }],
    }),
  );
  api.on('GET', /\/quote$/, jsonResponse(quote(3)));
  api.on('GET', /\/reviews$/, jsonResponse(reviewPage()));
});
afterEach(() => vi.unstubAllGlobals());

/** The calendar's button for a day (react-day-picker marks each cell with its date). */
const dayButton = (iso: string) => document.querySelector<HTMLButtonElement>(`td[data-day="${iso}"] button`);

async function openStay(path = `/stays/${STAY_ID}`, auth = signedInAs('guest')) {
  const app = renderApp(path, { auth });
  await screen.findByRole('heading', { level: 1, name: 'Parlour floor on Lincoln Place' });
  return app;
}

describe('/stays/:id', () => {
  it('shows the stay: host, area, walk to 770, facts, features and house rules', async () => {
    await openStay();
    await waitFor(() => expect(document.title).toBe('Parlour floor on Lincoln Place · Orchim'));
    expect(screen.getByText('Hosted by Chana')).toBeInTheDocument();
    expect(screen.getByText('Lincoln Place')).toBeInTheDocument();
    expect(screen.getByText('3 min walk to 770')).toBeInTheDocument();
    expect(screen.getByText('Brownstone floor')).toBeInTheDocument();
    expect(screen.getByText('Wi-Fi')).toBeInTheDocument();
    expect(screen.getByText('Kosher kitchen')).toBeInTheDocument();
    expect(screen.getByText('Mehadrin')).toBeInTheDocument();
    expect(screen.getByText('Mikvah: 6 min walk')).toBeInTheDocument();
    expect(screen.getByText('No smoking, please.')).toBeInTheDocument();
    expect(screen.getByText('3:00 PM')).toBeInTheDocument();
    expect(screen.getAllByText('$210.00')).toHaveLength(2); // the booking card and the phone's bar
    expect(screen.getByText('Plus a one-time cleaning fee of $75.00')).toBeInTheDocument();
  });

  it('sizes every photo and describes those without a description', async () => {
    await openStay();
    const cover = screen.getByRole('img', { name: 'The front room' });
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '800');
    expect(
      screen.getAllByRole('img', { name: 'Photo 2 of 3: Parlour floor on Lincoln Place' }).length,
    ).toBeGreaterThan(0);
    for (const image of document.querySelectorAll('main img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('opens the photo viewer, pages with the arrow keys and closes with Escape', async () => {
    const { user } = await openStay();
    await user.click(screen.getByRole('button', { name: 'Open photo: The front room' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of 3' });
    expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the search in the link back to the list', async () => {
    await openStay(withDates);
    expect(screen.getByRole('link', { name: 'All stays' })).toHaveAttribute(
      'href',
      `/stays?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&guests=2`,
    );
  });

  it('disables taken and past nights, and lets a stay check out on the first taken night', async () => {
    const { user } = await openStay();
    await waitFor(() => expect(dayButton(daysFromToday(16))).toBeDisabled());
    expect(dayButton(daysFromToday(15))).toBeDisabled();
    expect(dayButton(daysFromToday(17))).toBeDisabled();
    // One night before the taken range is under the two-night minimum.
    expect(dayButton(daysFromToday(14))).toBeDisabled();
    expect(dayButton(daysFromToday(18))).toBeEnabled();
    const yesterday = dayButton(daysFromToday(-1));
    if (yesterday) expect(yesterday).toBeDisabled();

    await user.click(dayButton(daysFromToday(12))!);
    expect(screen.getByText('Now choose your check-out date.')).toBeInTheDocument();
    expect(dayButton(daysFromToday(13))).toBeDisabled(); // one night: under the minimum
    expect(dayButton(daysFromToday(15))).toBeEnabled(); // the first taken night, as a check-out
    expect(dayButton(daysFromToday(16))).toBeDisabled();
    await user.click(dayButton(daysFromToday(15))!);
    expect(await screen.findByText(/· 3 nights$/)).toBeInTheDocument();
  });

  it('explains every kind of greyed day: in the legend, drawn as the calendar draws it, and in its name', async () => {
    const { user } = await openStay();
    await waitFor(() => expect(dayButton(daysFromToday(16))).toBeDisabled());
    /** The sample day drawn beside a legend entry. */
    const sampleOf = (entry: string) =>
      screen.getByText(entry).closest('li')!.querySelector<HTMLElement>('[data-sample]')!;
    const looksLike = (day: HTMLElement, sample: HTMLElement) => {
      for (const name of ['line-through', 'decoration-dotted', 'text-muted/60']) {
        expect(day.classList.contains(name), `${name} on ${day.getAttribute('aria-label')}`).toBe(
          sample.classList.contains(name),
        );
      }
    };

    const taken = dayButton(daysFromToday(16))!;
    expect(taken).toHaveAccessibleName(/, not available: booked or closed by the host$/);
    looksLike(taken, sampleOf('Booked or closed by the host'));
    // Free, but a stay from it would be one night: the stay's minimum is two.
    const tooShort = dayButton(daysFromToday(14))!;
    expect(tooShort).toBeDisabled();
    expect(tooShort).toHaveAccessibleName(/, not available: too short for the minimum stay$/);
    looksLike(tooShort, sampleOf('Too short for the minimum stay of 2 nights'));
    const yesterday = dayButton(daysFromToday(-1));
    if (yesterday) {
      expect(yesterday).toHaveAccessibleName(/, not available: in the past$/);
      looksLike(yesterday, sampleOf('Past, or too far ahead to book'));
    }
    // Each kind has its own look.
    const looks = [
      'Booked or closed by the host',
      'Too short for the minimum stay of 2 nights',
      'Past, or too far ahead to book',
    ].map((entry) => sampleOf(entry).className);
    expect(new Set(looks).size).toBe(3);

    // Once a check-in waits, the days out of its reach say so, and the status names the days left.
    await user.click(dayButton(daysFromToday(12))!);
    expect(screen.getByText('Now choose your check-out date.')).toBeInTheDocument();
    expect(screen.getByText(/^Any day from \w{3}, \w{3} \d+ to \w{3}, \w{3} \d+\.$/)).toBeInTheDocument();
    expect(dayButton(daysFromToday(13))).toHaveAccessibleName(
      /, not available: too short for the minimum stay$/,
    );
    const beyond = dayButton(daysFromToday(18))!;
    expect(beyond).toBeDisabled();
    expect(beyond).toHaveAccessibleName(/, not available: after the latest check-out from your check-in$/);
    looksLike(beyond, sampleOf('Past, or after your latest check-out'));
    expect(screen.queryByText('Past, or too far ahead to book')).not.toBeInTheDocument();

    await user.click(dayButton(daysFromToday(15))!);
    expect(await screen.findByText(/^Check-in .+, check-out .+ · 3 nights$/)).toBeInTheDocument();
  });

  it('shows the server’s price breakdown for the chosen dates', async () => {
    await openStay(withDates);
    expect(await screen.findByText('$210.00 × 3 nights')).toBeInTheDocument();
    expect(screen.getByText('$630.00')).toBeInTheDocument();
    expect(screen.getByText('Cleaning fee')).toBeInTheDocument();
    expect(screen.getAllByText('$705.00').length).toBeGreaterThan(0);
    expect(screen.getByText('These dates are free.')).toBeInTheDocument();
    const [request] = api.requestsTo('GET', /\/quote$/);
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      guests: '2',
    });
  });

  it('states the cancellation policy in words, and its deadlines once dates are chosen', async () => {
    const { unmount } = await openStay();
    const section = within(screen.getByRole('region', { name: 'Cancellation policy' }));
    expect(section.getByText(/^Moderate:/).parentElement).toHaveTextContent(
      'Moderate: Full refund until 5 days before check-in, half refund until 24 hours before. After that, no refund.',
    );
    expect(screen.queryByText(/Free cancellation until/)).not.toBeInTheDocument();
    unmount();

    await openStay(withDates);
    // Check-in at 3 PM in New York: full refund until 5 days before, half until the day before.
    expect(
      screen.getByText(`Free cancellation until ${deadline(addDays(CHECK_IN, -5))}`),
    ).toBeInTheDocument();
    expect(screen.getByText(`Half refund until ${deadline(addDays(CHECK_IN, -1))}`)).toBeInTheDocument();
    expect(screen.getByText('Times are New York time.')).toBeInTheDocument();
  });

  it('says when a deadline is already past for the chosen dates', async () => {
    api.on('GET', /^\/rest\/v1\/stays\/[^/]+$/, jsonResponse(stayDetail({ cancellationPolicy: 'strict' })));
    await openStay(withDates);
    // Ten days ahead: the full refund (14 days before) is over, the half (7 days before) is not.
    expect(screen.getByText('No full refund: check-in is less than 14 days away.')).toBeInTheDocument();
    expect(screen.getByText(`Half refund until ${deadline(addDays(CHECK_IN, -7))}`)).toBeInTheDocument();
  });

  it("says when the chosen nights are taken, and refusals of the quote in the product's words", async () => {
    api.once('GET', /\/quote$/, jsonResponse(quote(3, false)));
    await openStay(withDates);
    expect(await screen.findByText(/Some of these nights are already taken/)).toBeInTheDocument();
  });

  it('offers to ask again for a price the server could not give (a database outage), not for a refusal', async () => {
    api.on('GET', /\/quote$/, apiError(503, 'service_unavailable'));
    const { user } = await openStay(withDates);
    // The query retries twice (1 s, then 2 s) before it shows the failure.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(MESSAGES.general);
    const asked = api.requestsTo('GET', /\/quote$/).length;
    api.on('GET', /\/quote$/, jsonResponse(quote(3)));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('These dates are free.')).toBeInTheDocument();
    expect(api.requestsTo('GET', /\/quote$/).length).toBe(asked + 1);

    api.on('GET', /\/quote$/, apiError(400, 'too_many_guests'));
    // The booking form's code loads on its own (a signed-in guest's): waited for, not assumed.
    await user.selectOptions(await screen.findByLabelText('Guests'), '3');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(MESSAGES.tooManyGuests);
    expect(within(refusal).queryByRole('button')).not.toBeInTheDocument();
  }, 30_000);

  it('asks a visitor to sign in, and the sign-in link comes back to the same stay and dates', async () => {
    const { user, router } = await openStay(withDates, signedOut);
    expect(screen.getByText(MESSAGES.loginToBook)).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('link', { name: 'Sign in to book' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((router.state.location.state as LoginRedirectState).from).toEqual({
      pathname: `/stays/${STAY_ID}`,
      search: `?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&guests=2`,
      hash: '',
    });
  });

  it('shows a clear message for an unknown stay', async () => {
    api.on('GET', /^\/rest\/v1\/stays\/[^/]+$/, apiError(404, 'not_found'));
    renderApp(`/stays/${STAY_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this stay' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all stays' })).toHaveAttribute('href', '/stays');
  });
});

describe('reviews', () => {
  const review = (n: number) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    authorName: `Guest ${n}`,
    rating: 5,
    text: `Review number ${n}`,
    createdAt: '2026-03-01T12:00:00.000Z',
    verified: false,
    hostReply: null,
    hostRepliedAt: null,
  });

  it('says when there are none', async () => {
    await openStay();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows the average and count, and pages with "Show more reviews"', async () => {
    api.on('GET', /\/reviews$/, (url) =>
      url.searchParams.get('page') === '2'
        ? jsonResponse(reviewPage({ items: [review(3)], average: 4.8, count: 3, page: 2 }))
        : jsonResponse(reviewPage({ items: [review(1), review(2)], average: 4.8, count: 3, hasMore: true })),
    );
    const { user } = await openStay();
    const section = within(screen.getByRole('region', { name: 'Reviews' }));
    expect(await section.findByText('Review number 1')).toBeInTheDocument();
    expect(section.getByText('· 3 reviews')).toBeInTheDocument();
    expect(section.getAllByRole('img', { name: 'Rated 4.8 out of 5' })).toHaveLength(1);
    await user.click(section.getByRole('button', { name: 'Show more reviews' }));
    expect(await section.findByText('Review number 3')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });
});

describe('the booking form', () => {
  it('is filled in from the account, with the email read only', async () => {
    await openStay(withDates);
    expect(screen.getByLabelText('First name')).toHaveValue('Chana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Levy');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+1 718 555 0134');
    expect(screen.getByLabelText('Email address')).toHaveValue('guest@example.com');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('readonly');
    const guests = screen.getByLabelText('Guests');
    expect(guests).toHaveValue('2');
    expect(within(guests).getAllByRole('option')).toHaveLength(5);
  });

  it('checks the fields with the shared schema before sending anything', async () => {
    const { user } = await openStay(withDates);
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Special requests (optional)'), '<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(
      screen.getByText('Please remove links starting with javascript:, script tags or event handlers.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST', /\/bookings$/)).toHaveLength(0);
  });

  it('asks for dates when none are chosen', async () => {
    const { user } = await openStay();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidDates);
    expect(api.requestsTo('POST', /\/bookings$/)).toHaveLength(0);
  });

  it.each([
    ['invalid_dates', apiError(400, 'invalid_dates'), MESSAGES.invalidDates],
    ['too_many_guests', apiError(400, 'too_many_guests'), MESSAGES.tooManyGuests],
    ['booking_unavailable', apiError(409, 'booking_unavailable'), MESSAGES.bookingUnavailable],
    ['own_listing', apiError(409, 'own_listing'), 'You cannot book your own listing.'],
    ['a network failure', 'offline' as const, MESSAGES.network],
    ['anything else', apiError(500, 'internal_error'), MESSAGES.general],
  ])('shows %s as its product §8 message', async (_name, answer, message) => {
    api.once('POST', /^\/rest\/v1\/bookings$/, answer);
    const { user } = await openStay(withDates);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('refreshes the calendar and the price when the nights were taken meanwhile', async () => {
    api.once('POST', /^\/rest\/v1\/bookings$/, apiError(409, 'booking_unavailable'));
    const { user } = await openStay(withDates);
    await screen.findByText('These dates are free.');
    const before = api.requestsTo('GET', /\/availability$/).length;
    const quotes = api.requestsTo('GET', /\/quote$/).length;
    api.on('GET', /\/quote$/, jsonResponse(quote(3, false)));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(/Some of these nights are already taken/)).toBeInTheDocument();
    expect(api.requestsTo('GET', /\/availability$/).length).toBeGreaterThan(before);
    expect(api.requestsTo('GET', /\/quote$/).length).toBeGreaterThan(quotes);
  });

  it('books, says "Booking confirmed successfully!" and opens the confirmation', async () => {
    api.on('POST', /^\/rest\/v1\/bookings$/, jsonResponse(booking(), 201));
    const { user, router } = await openStay(withDates);
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    await waitFor(() => expect(router.state.location.search).toContain('guests=3'));
    await user.type(screen.getByLabelText('Special requests (optional)'), 'A crib, please');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(MESSAGES.bookingConfirmed)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bookings/${booking().id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInTheDocument();
    const [request] = api.requestsTo('POST', /^\/rest\/v1\/bookings$/);
    expect(request!.body).toEqual({
      kind: 'stay',
      stayId: STAY_ID,
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      firstName: 'Chana',
      lastName: 'Levy',
      phone: '+1 718 555 0134',
      numberOfGuests: 3,
      specialRequests: 'A crib, please',
    });
    expect(request!.headers.get('authorization')).toBe('Bearer access');
  });
});

describe('paying (docs/decisions/039-online-payment.md)', () => {
  it('says the host is paid on arrival where the server takes no payment online', async () => {
    await openStay(withDates);
    expect(
      await screen.findByText('Pay the host on arrival. Nothing is charged online.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
  });

  it('with Stripe, says the guest pays on Stripe’s page while the booking is held 30 minutes', async () => {
    installFakeApiFor('stripe');
    await openStay(withDates);
    expect(
      await screen.findByText(
        'You pay the total on Stripe’s secure page. Your booking is held for 30 minutes while you pay.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
  });

  it('with Stripe, books and goes to Stripe Checkout’s page rather than the confirmation', async () => {
    installFakeApiFor('stripe');
    const held = booking({ status: 'pending_payment' });
    api.on(
      'POST',
      /^\/rest\/v1\/bookings$/,
      jsonResponse({ ...held, payment: onlinePayment(held, 'pending') }, 201),
    );
    const { user, router } = await openStay(withDates);
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(leaveForCheckout).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_123'),
    );
    // Not confirmed yet, so no booking page: busy on the form until the browser has left.
    expect(router.state.location.pathname).toBe(`/stays/${STAY_ID}`);
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
  });

  it('with Stripe unreachable, says online payment is not available right now', async () => {
    installFakeApiFor('stripe');
    api.once(
      'POST',
      /^\/rest\/v1\/bookings$/,
      apiError(502, 'payment_unavailable', 'Online payment is not available right now.'),
    );
    const { user } = await openStay(withDates);
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Online payment is not available right now. Please try again in a few minutes.',
    );
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });
});

/** The fake API again, its config saying how this server takes payment, with the stay's answers. */
function installFakeApiFor(payments: 'stripe' | 'on_arrival') {
  api = installFakeApi({ payments });
  api.on('GET', /^\/rest\/v1\/stays\/[^/]+$/, jsonResponse(stayDetail()));
  api.on('GET', /\/availability$/, (url) =>
    jsonResponse({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), taken: [] }),
  );
  api.on('GET', /\/quote$/, jsonResponse(quote(3)));
  api.on('GET', /\/reviews$/, jsonResponse(reviewPage()));
}
