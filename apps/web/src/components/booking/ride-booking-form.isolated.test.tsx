import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { MESSAGES } from '@orchim/shared/messages';
import {
  apiError,
  booking,
  BOOKING_ID,
  daysFromToday,
  installFakeApi,
  jsonResponse,
  newYorkIso,
} from '../../../test/fixtures';
import { addDays } from '@orchim/shared/dates';
import { rideQuote, SERVICE_ID, SHABBOS_REFUSAL, transportDetail } from '../../../test/transport-fixtures';
import { signedOut } from '@/lib/auth/auth-context';
import type { AuthContextValue } from '@/lib/auth/types';
import { notify } from '@/lib/notify';
import { chooseDate, dateField } from '../../../test/date-field';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';
import { leaveForCheckout } from '@/lib/bookings/leave-for-checkout';
import { onlinePayment } from '../../../test/fixtures';
import { RideBookingForm } from './ride-booking-form';

vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => {}) }));
vi.mock('@/lib/bookings/leave-for-checkout', () => ({ leaveForCheckout: vi.fn() }));

let api: ReturnType<typeof installFakeApi>;
const DATE = daysFromToday(9);

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', /\/quote$/, jsonResponse(rideQuote()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

type FormProps = Parameters<typeof RideBookingForm>[0];

function renderForm(props: Partial<FormProps> = {}, auth: AuthContextValue = signedInAs('guest')) {
  return renderApp('/ride', {
    auth,
    routes: [
      { path: '/ride', element: <RideBookingForm service={transportDetail()} {...props} /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

/** Picks the pickup day on the calendar and its time from the list. */
async function choosePickup(date: string, time: string, labels = { date: 'Date', time: 'Pickup time' }) {
  await chooseDate(labels.date, date);
  fireEvent.change(screen.getByLabelText(labels.time), { target: { value: time } });
}

const submit = () => screen.getByRole('button', { name: 'Book this ride' });

describe('RideBookingForm', () => {
  it('starts from the service’s places and the account, with the time in New York, left to right', async () => {
    renderForm();
    expect(await screen.findByLabelText('Pickup')).toHaveValue('JFK Airport, arrivals hall of your terminal');
    expect(screen.getByLabelText('Destination')).toHaveValue('770 Eastern Parkway, Brooklyn, NY 11213');
    expect(screen.getByLabelText('First name')).toHaveValue('Chana');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('readonly');
    expect(dateField('Date')).toHaveAccessibleName('Date Choose a date');
    // Times as the page's language writes them, five minutes apart, whatever the browser's language.
    const time = within(screen.getByLabelText('Pickup time'));
    expect(time.getByRole('option', { name: '3:45 PM' })).toHaveValue('15:45');
    expect(time.getAllByRole('option')).toHaveLength(1 + 24 * 12);
    expect(screen.getByText('Pickups from 5:00 AM to 1:00 AM.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Passengers')).getAllByRole('option')).toHaveLength(6);
    expect(within(screen.getByLabelText('Luggage')).getAllByRole('option')).toHaveLength(7);
    expect(screen.getByText('Choose a date and a pickup time to see the price.')).toBeInTheDocument();
    expect(api.requestsTo('GET', /\/quote$/)).toHaveLength(0);
  });

  it('starts from the given places, passengers and bags, within the vehicle’s room', async () => {
    renderForm({
      defaultPickup: 'Kingston Avenue',
      defaultDestination: 'The Ohel',
      passengers: 9,
      luggage: 2,
    });
    expect(await screen.findByLabelText('Pickup')).toHaveValue('Kingston Avenue');
    expect(screen.getByLabelText('Destination')).toHaveValue('The Ohel');
    expect(screen.getByLabelText('Passengers')).toHaveValue('6');
    expect(screen.getByLabelText('Luggage')).toHaveValue('2');
  });

  it('asks for a flight number only for an airport transfer', async () => {
    renderForm();
    expect(await screen.findByLabelText('Flight number (optional)')).toHaveAttribute('dir', 'ltr');
  });

  it('has no flight number for other services', async () => {
    renderForm({ service: transportDetail({ serviceType: 'ohel_ride', airports: [] }) });
    await screen.findByLabelText('Pickup');
    expect(screen.queryByLabelText('Flight number (optional)')).not.toBeInTheDocument();
  });

  it('shows the server’s price for the chosen pickup, per trip', async () => {
    renderForm();
    await choosePickup(DATE, '15:00');
    expect(await screen.findByText('Price for the trip')).toBeInTheDocument();
    expect(screen.getAllByText('$95.00')).toHaveLength(2);
    const [request] = api.requestsTo('GET', /\/quote$/);
    expect(request?.url.pathname).toBe(`/rest/v1/transport/${SERVICE_ID}/quote`);
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      date: DATE,
      time: '15:00',
      passengers: '1',
      luggage: '0',
    });
  });

  it('states the cancellation rule, and the deadline of the chosen pickup', async () => {
    // The server's pickup instant: the chosen day at 3 PM in New York.
    api.on('GET', /\/quote$/, jsonResponse(rideQuote({ pickupAt: newYorkIso(DATE, '15:00') })));
    renderForm();
    expect(
      await screen.findByText('Full refund until 24 hours before pickup. After that, no refund.'),
    ).toBeInTheDocument();
    await choosePickup(DATE, '15:00');
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(new Date(`${addDays(DATE, -1)}T12:00:00Z`));
    expect(await screen.findByText(`Free cancellation until ${day} at 3 PM`)).toBeInTheDocument();
  });

  it('shows the price per passenger times the passengers, and asks again when they change', async () => {
    api.on('GET', /\/quote$/, (url) => {
      const passengers = Number(url.searchParams.get('passengers'));
      return jsonResponse(
        rideQuote({
          pricingModel: 'per_passenger',
          unitPriceCents: 20_00,
          passengers,
          totalCents: passengers * 20_00,
        }),
      );
    });
    renderForm({ service: transportDetail({ pricingModel: 'per_passenger', priceCents: 20_00 }) });
    await choosePickup(DATE, '10:30');
    expect(await screen.findByText('$20.00 × one passenger')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Passengers'), { target: { value: '3' } });
    expect(await screen.findByText('$20.00 × 3 passengers')).toBeInTheDocument();
    expect(screen.getAllByText('$60.00')).toHaveLength(2);
  });

  it('says why a Friday-night pickup is refused, with the Shabbos times, and marks the time', async () => {
    api.on('GET', /\/quote$/, jsonResponse(SHABBOS_REFUSAL, 400));
    renderForm();
    await choosePickup('2026-12-04', '21:00');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toBe(
      'Rides do not run on Shabbos or Yom Tov. In Crown Heights, Shabbos begins at candle lighting (Friday 4:12 PM) and ends at havdalah (Saturday 5:19 PM). Please choose another time.',
    );
    const time = screen.getByLabelText('Pickup time');
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time.getAttribute('aria-describedby')).toContain(alert.id);
    // Refused once: the quote is not asked again and again.
    expect(api.requestsTo('GET', /\/quote$/)).toHaveLength(1);
  });

  it('words the Shabbos refusal in Hebrew', async () => {
    await setupI18n('he');
    try {
      api.on('GET', /\/quote$/, jsonResponse(SHABBOS_REFUSAL, 400));
      renderForm();
      await choosePickup('2026-12-04', '21:00', { date: 'תאריך', time: 'שעת איסוף' });
      // The day and the time as Hebrew writes them, not as the browser's language would.
      expect(dateField('תאריך')).toHaveTextContent('יום ו׳, 4 בדצמ׳ 2026');
      expect(screen.getByRole('option', { name: '21:00', selected: true })).toBeInTheDocument();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('אין נסיעות בשבת וביום טוב. שבת בקראון הייטס: מהדלקת הנרות');
      expect(alert).toHaveTextContent('16:12');
    } finally {
      await setupI18n('en');
    }
  });

  it('does not send a ride the quote refuses, and takes the guest to the reason', async () => {
    api.on(
      'GET',
      /\/quote$/,
      jsonResponse(
        { code: 'outside_service_hours', message: 'no', serviceHours: { start: '05:00', end: '01:00' } },
        400,
      ),
    );
    const { user } = renderForm();
    await choosePickup(DATE, '03:00');
    await user.type(screen.getByLabelText('Phone number'), '{Control>}a{/Control}+1 718 555 0100');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This service runs from 5:00 AM to 1:00 AM.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.requestsTo('POST', /\/bookings$/)).toHaveLength(0);
  });

  it('says before booking when every vehicle is out at that time, and sends nothing', async () => {
    api.on(
      'GET',
      /\/quote$/,
      jsonResponse({ code: 'fleet_full', message: 'no', fields: { time: 'refusals.fleetFull' } }, 409),
    );
    const { user } = renderForm();
    await choosePickup(DATE, '15:00');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Every vehicle of this service is booked at this time. Please choose another time.',
    );
    expect(screen.getByLabelText('Pickup time')).toHaveAttribute('aria-invalid', 'true');
    // A refusal is an answer: asked once, not again and again.
    expect(api.requestsTo('GET', /\/quote$/)).toHaveLength(1);
    await user.type(screen.getByLabelText('Phone number'), '{Control>}a{/Control}+1 718 555 0100');
    await user.click(submit());
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.requestsTo('POST', /\/bookings$/)).toHaveLength(0);
  });

  it('checks the fields before sending anything', async () => {
    const { user } = renderForm({ service: transportDetail({ defaultDestination: '' }) });
    await screen.findByLabelText('Pickup');
    fireEvent.input(screen.getByLabelText('Flight number (optional)'), { target: { value: 'not a flight' } });
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.invalidDates)).toBeInTheDocument();
    // The time is picked from a list: an empty one is simply required.
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('Please enter a flight number like LY 1 or UA 1234.')).toBeInTheDocument();
    expect(screen.getByLabelText('Destination')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST', /\/bookings$/)).toHaveLength(0);
  });

  it('books the ride, says "Booking confirmed successfully!" and opens the booking', async () => {
    api.on('POST', /^\/rest\/v1\/bookings$/, jsonResponse(booking({ kind: 'ride', stay: null }), 201));
    const { user } = renderForm({ ohelListingId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6' });
    await choosePickup(DATE, '15:00');
    fireEvent.change(screen.getByLabelText('Passengers'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Luggage'), { target: { value: '3' } });
    await user.type(screen.getByLabelText('Flight number (optional)'), 'ly 1');
    await user.type(screen.getByLabelText('Special requests (optional)'), 'A child seat, please.');
    await screen.findByText('Price for the trip');
    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/bookings/${BOOKING_ID}`));
    expect(notify).toHaveBeenCalledWith('success', MESSAGES.bookingConfirmed);
    const [request] = api.requestsTo('POST', /^\/rest\/v1\/bookings$/);
    expect(request?.body).toEqual({
      kind: 'ride',
      transportServiceId: SERVICE_ID,
      ohelListingId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
      pickup: 'JFK Airport, arrivals hall of your terminal',
      destination: '770 Eastern Parkway, Brooklyn, NY 11213',
      date: DATE,
      time: '15:00',
      numberOfGuests: 2,
      luggage: 3,
      flightNumber: 'LY1',
      firstName: 'Chana',
      lastName: 'Levy',
      phone: '+1 718 555 0134',
      specialRequests: 'A child seat, please.',
    });
  });

  it('shows a booking refused by the ride rules with the quote’s reason, asked afresh', async () => {
    api.on('POST', /^\/rest\/v1\/bookings$/, jsonResponse(SHABBOS_REFUSAL, 400));
    const { user } = renderForm();
    await choosePickup(DATE, '15:00');
    await screen.findByText('Price for the trip');
    // The quote was fine a moment ago (it is not asked again before booking), but the booking is refused:
    // the quote is asked afresh, and says why.
    api.on('GET', /\/quote$/, jsonResponse(SHABBOS_REFUSAL, 400));
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Shabbos begins at candle lighting');
    expect(api.requestsTo('POST', /\/bookings$/)).toHaveLength(1);
    expect(api.requestsTo('GET', /\/quote$/)).toHaveLength(2);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows product §8 for a booking the server refuses with too many guests', async () => {
    api.on('POST', /^\/rest\/v1\/bookings$/, apiError(400, 'too_many_guests', MESSAGES.tooManyGuests));
    const { user } = renderForm();
    await choosePickup(DATE, '15:00');
    await screen.findByText('Price for the trip');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyGuests);
  });

  it('asks a visitor to sign in, in place of the form', async () => {
    renderForm({}, signedOut);
    expect(await screen.findByText(MESSAGES.loginToBook)).toBeInTheDocument();
    expect(screen.queryByLabelText('Pickup')).not.toBeInTheDocument();
    // The policy is for visitors to read too.
    expect(screen.getByRole('heading', { name: 'Cancellation policy' })).toBeInTheDocument();
  });
});

describe('paying (docs/decisions/039-online-payment.md)', () => {
  it('says the driver is paid at pickup where the server takes no payment online', async () => {
    renderForm();
    expect(
      await screen.findByText('Pay the driver at pickup. Nothing is charged online.'),
    ).toBeInTheDocument();
  });

  it('with Stripe, books an Ohel shuttle and goes to Stripe Checkout’s page', async () => {
    api = installFakeApi({ payments: 'stripe' });
    api.on('GET', /\/quote$/, jsonResponse(rideQuote()));
    const held = booking({ kind: 'ride', stay: null, status: 'pending_payment' });
    api.on(
      'POST',
      /^\/rest\/v1\/bookings$/,
      jsonResponse({ ...held, payment: onlinePayment(held, 'pending') }, 201),
    );
    const { user } = renderForm({ ohelListingId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6' });
    expect(
      await screen.findByText(
        'You pay the total on Stripe’s secure page. Your booking is held for 30 minutes while you pay.',
      ),
    ).toBeInTheDocument();
    await choosePickup(DATE, '15:00');
    await screen.findByText('Price for the trip');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(leaveForCheckout).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_123'),
    );
    // Still on the form (no booking page, no "confirmed"), busy until the browser has left.
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
  });
});
