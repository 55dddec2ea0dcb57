import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { addDays } from '@orchim/shared/dates';
import { useAuth } from '@/lib/auth/auth-context';
import { startPlanning } from '@/lib/planning-visit';
import { setupI18n } from '../../../test/i18n';
import { preloadPages, renderApp, routesWithSignedInPage, signedInAs } from '../../../test/render-app';
import {
  booking,
  BOOKING_ID,
  daysFromToday,
  installFakeApi,
  jsonResponse,
  STAY_ID,
} from '../../../test/fixtures';
import { useBookingSubmit } from './use-booking-submit';

/**
 * Where a booking lands (components/booking/use-booking-submit.ts): its own page, or the visit's plan the
 * guest left for it (lib/planning-visit.ts) when the booking falls inside the visit.
 */

let api: ReturnType<typeof installFakeApi>;
const VISIT_ID = '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
const BOOKINGS_PATH = /^\/rest\/v1\/bookings$/;
/** The fixture's stay: checking in 20 days from today in New York, for 3 nights. */
const checkIn = () => daysFromToday(20);

/** The smallest booking form: one button that books the fixture's stay. */
function BookStay() {
  const { user } = useAuth();
  const { submit, failure } = useBookingSubmit({ user: user!, fields: [], setError: () => {} });
  return (
    <>
      {failure.alert}
      <button
        type="button"
        onClick={() =>
          void submit({
            kind: 'stay',
            stayId: STAY_ID,
            checkIn: checkIn(),
            checkOut: addDays(checkIn(), 3),
            firstName: 'Chana',
            lastName: 'Levy',
            phone: '+1 718 555 0134',
            numberOfGuests: 3,
          })
        }
      >
        Book
      </button>
    </>
  );
}

beforeAll(async () => {
  await setupI18n('en');
  await preloadPages(`/bookings/${BOOKING_ID}`, `/visits/${VISIT_ID}`);
}, 60_000);
beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi();
  api.on('POST', BOOKINGS_PATH, jsonResponse(booking(), 201));
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function book() {
  const app = renderApp('/book-test', {
    auth: signedInAs('guest'),
    routes: routesWithSignedInPage('/book-test', <BookStay />),
  });
  await app.user.click(await screen.findByRole('button', { name: 'Book' }));
  await waitFor(() => expect(api.requestsTo('POST', BOOKINGS_PATH)).toHaveLength(1));
  return app;
}

describe('after booking', () => {
  it('opens the booking’s page when no visit is being planned', async () => {
    const { router } = await book();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bookings/${BOOKING_ID}`));
  });

  it('goes back to the visit’s plan when the booking falls inside the visit being planned', async () => {
    startPlanning({ id: VISIT_ID, from: addDays(checkIn(), -1), to: addDays(checkIn(), 3) });
    const { router } = await book();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/visits/${VISIT_ID}`));
  });

  it('the visit’s first day is inside it', async () => {
    startPlanning({ id: VISIT_ID, from: checkIn(), to: checkIn() });
    const { router } = await book();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/visits/${VISIT_ID}`));
  });

  it('opens the booking’s page when the booking is outside the visit being planned', async () => {
    startPlanning({ id: VISIT_ID, from: addDays(checkIn(), 1), to: addDays(checkIn(), 5) });
    const { router } = await book();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bookings/${BOOKING_ID}`));
  });
});
