import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import { OHEL_ADDRESS } from '@orchim/shared/ohel-catalogue';
import {
  apiError,
  booking,
  BOOKING_ID,
  daysFromToday,
  installFakeApi,
  jsonResponse,
  reviewPage,
} from '../../../test/fixtures';
import { signedOut } from '@/lib/auth/auth-context';
import { notify } from '@/lib/notify';
import type * as Notify from '@/lib/notify';
import { chooseDate } from '../../../test/date-field';
import { setupI18n } from '../../../test/i18n';
import { preloadPages, renderApp, signedInAs } from '../../../test/render-app';
import {
  NEARBY_STAY_ID,
  SERVICE_ID,
  SHUTTLE_ID,
  shuttleDetail,
  STAY_LISTING_ID,
  stayDetail,
  VISIT_ID,
  visitDetail,
} from './test-utils';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof Notify>()),
  notify: vi.fn(async () => {}),
}));

let api: ReturnType<typeof installFakeApi>;
const DATE = daysFromToday(9);

beforeAll(async () => {
  await setupI18n('en');
  // Compiles the lazy pages once, so the first test's wait is not spent on it.
  await preloadPages('/ohel/an-id', '/bookings/an-id');
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', new RegExp(`^/rest/v1/ohel-listings/${SHUTTLE_ID}$`), jsonResponse(shuttleDetail()));
  api.on('GET', new RegExp(`^/rest/v1/ohel-listings/${STAY_LISTING_ID}$`), jsonResponse(stayDetail()));
  api.on('GET', new RegExp(`^/rest/v1/ohel-listings/${VISIT_ID}$`), jsonResponse(visitDetail()));
  api.on('GET', /\/reviews$/, jsonResponse(reviewPage()));
  api.on(
    'GET',
    /\/quote$/,
    jsonResponse({
      pickupAt: '2026-12-02T20:00:00.000Z',
      pricingModel: 'per_passenger',
      unitPriceCents: 25_00,
      passengers: 1,
      totalCents: 25_00,
      currency: 'USD',
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

async function openListing(id: string, auth = signedInAs('guest')) {
  const app = renderApp(`/ohel/${id}`, { auth });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('/ohel/:id', () => {
  it('shows a shuttle: photos, kind, title, host, description and its details one item a line', async () => {
    await openListing(SHUTTLE_ID);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Daily shuttle from 770 to the Ohel');
    await waitFor(() => expect(document.title).toBe('Daily shuttle from 770 to the Ohel · Orchim'));
    expect(screen.getByText('Shuttle')).toBeInTheDocument();
    expect(screen.getByText('With Mendel')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A white van by 770' })).toHaveAttribute('width', '800');
    expect(screen.getByText(/a shared van from the front of 770\./)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    // Blank lines are not items.
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Departures: every day from 8 am to 11 pm.',
      'Included: the round trip and water in the van.',
    ]);
    expect(screen.getByRole('link', { name: 'All Ohel listings' })).toHaveAttribute('href', '/ohel#listings');
  });

  it('shows the reviews of the listing', async () => {
    await openListing(SHUTTLE_ID);
    await screen.findByRole('heading', { name: 'Reviews' });
    await waitFor(() =>
      expect(api.requestsTo('GET', /\/reviews$/)[0]?.url.pathname).toBe(
        `/rest/v1/ohel-listings/${SHUTTLE_ID}/reviews`,
      ),
    );
  });

  it('books a shuttle with the ride form of its service, to the Ohel, naming the listing', async () => {
    api.on('POST', /^\/rest\/v1\/bookings$/, jsonResponse(booking({ kind: 'ride', stay: null }), 201));
    const { user, router } = await openListing(SHUTTLE_ID);
    const card = screen.getByRole('complementary', { name: 'Book this ride' });
    expect(card).toHaveTextContent('$25.00 per passenger');
    expect(card).toHaveTextContent('Van · Crown Shuttle');
    expect(card).toHaveTextContent('Up to 12 passengers');
    // The form's code loads once a signed-in guest needs it.
    expect(await within(card).findByLabelText('Pickup')).toHaveValue('770 Eastern Parkway, Brooklyn');
    expect(within(card).getByLabelText('Destination')).toHaveValue(OHEL_ADDRESS);

    await chooseDate('Date', DATE);
    fireEvent.change(within(card).getByLabelText('Pickup time'), { target: { value: '10:00' } });
    await within(card).findByText('Total');
    // The account's name and phone are filled in.
    expect(within(card).getByLabelText('Phone number')).toHaveValue('+1 718 555 0134');
    await user.click(within(card).getByRole('button', { name: 'Book this ride' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/bookings/${BOOKING_ID}`));
    expect(notify).toHaveBeenCalledWith('success', MESSAGES.bookingConfirmed);
    const [request] = api.requestsTo('POST', /^\/rest\/v1\/bookings$/);
    expect(request?.body).toMatchObject({
      kind: 'ride',
      transportServiceId: SERVICE_ID,
      ohelListingId: SHUTTLE_ID,
      date: DATE,
      time: '10:00',
      pickup: '770 Eastern Parkway, Brooklyn',
      destination: OHEL_ADDRESS,
      numberOfGuests: 1,
    });
  });

  it('falls back to the Ohel’s address when the service names no destination', async () => {
    const detail = shuttleDetail();
    if (detail.booking?.type !== 'ride') throw new Error('a ride');
    api.on(
      'GET',
      new RegExp(`^/rest/v1/ohel-listings/${SHUTTLE_ID}$`),
      jsonResponse({
        ...detail,
        booking: { ...detail.booking, service: { ...detail.booking.service, defaultDestination: '' } },
      }),
    );
    await openListing(SHUTTLE_ID);
    expect(await screen.findByLabelText('Destination')).toHaveValue(OHEL_ADDRESS);
  });

  it('books a guided visit that names a service with the same form, as a visit', async () => {
    api.on(
      'GET',
      new RegExp(`^/rest/v1/ohel-listings/${VISIT_ID}$`),
      jsonResponse({ ...visitDetail(), booking: shuttleDetail().booking }),
    );
    await openListing(VISIT_ID);
    const card = screen.getByRole('complementary', { name: 'Book this visit' });
    expect(await within(card).findByLabelText('Destination')).toHaveValue(OHEL_ADDRESS);
    // On a phone the card comes after the details: a link goes straight to it.
    expect(screen.getByRole('link', { name: 'Book this visit' })).toHaveAttribute('href', '#book');
  });

  it('signed out, asks to sign in instead of the form', async () => {
    await openListing(SHUTTLE_ID, signedOut);
    const card = screen.getByRole('complementary', { name: 'Book this ride' });
    expect(within(card).getByText(MESSAGES.loginToBook)).toBeInTheDocument();
    expect(within(card).queryByLabelText('Pickup')).not.toBeInTheDocument();
  });

  it('sends a place to stay to its own page to be booked', async () => {
    await openListing(STAY_LISTING_ID);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Garden apartment by the Ohel');
    expect(screen.getAllByText('6 min walk to the Ohel')).not.toHaveLength(0);
    const card = screen.getByRole('complementary', { name: 'Stay near the Ohel' });
    expect(card).toHaveTextContent('$140.00 per night');
    expect(card).toHaveTextContent('Sleeps up to 4 guests');
    expect(within(card).getByRole('link', { name: 'See this stay and book' })).toHaveAttribute(
      'href',
      `/stays/${NEARBY_STAY_ID}`,
    );
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Check-in from 3 pm.');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to write to us for a guided visit arranged with its host, with its price from', async () => {
    await openListing(VISIT_ID);
    const card = screen.getByRole('complementary', { name: 'Arrange this visit' });
    expect(card).toHaveTextContent('From $60.00');
    expect(card).toHaveTextContent('Eliyahu arranges this visit with you directly.');
    expect(within(card).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    // No details given: no empty section.
    expect(screen.queryByRole('region', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('speaks Hebrew, with every string translated', async () => {
    const consoleError = vi.spyOn(console, 'error');
    await setupI18n('he');
    try {
      await openListing(STAY_LISTING_ID);
      const card = screen.getByRole('complementary', { name: 'לינה ליד האוהל' });
      expect(within(card).getByRole('link', { name: 'לצפייה במקום הלינה ולהזמנה' })).toBeInTheDocument();
      expect(screen.getByText('מקום לינה')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'כל ההצעות לאוהל' })).toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      await setupI18n('en');
    }
  });

  it('says so when the listing is not there, with the way back to the listings', async () => {
    await openListing('0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t find this listing');
    expect(screen.getByRole('link', { name: 'See all Ohel listings' })).toHaveAttribute(
      'href',
      '/ohel#listings',
    );
    await waitFor(() => expect(document.title).toBe('We couldn’t find this listing · Orchim'));
  });

  it('offers a retry when the listing cannot be loaded', { timeout: 15_000 }, async () => {
    // The first try and both retries (product §9) fail.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      api.once('GET', new RegExp(`^/rest/v1/ohel-listings/${SHUTTLE_ID}$`), apiError(500, 'internal_error'));
    }
    const { user } = renderApp(`/ohel/${SHUTTLE_ID}`, { auth: signedInAs('guest') });
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.screenError }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.general)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daily shuttle from 770 to the Ohel' }),
    ).toBeInTheDocument();
  });
});
