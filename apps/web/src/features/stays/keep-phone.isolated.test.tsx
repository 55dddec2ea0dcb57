import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import {
  booking,
  daysFromToday,
  installFakeApi,
  jsonResponse,
  quote,
  reviewPage,
  STAY_ID,
  stayDetail,
} from '../../../test/fixtures';
import { installFakeAuth } from '../../../test/fake-auth-server';
import { stubDesktopScreen } from '../../../test/desktop-screen';
import { setupI18n } from '../../../test/i18n';
import { preloadPages, renderApp } from '../../../test/render-app';

/**
 * Issue 23: the phone number asked at a booking is offered to the account that keeps none, and the next
 * form starts with it. With the real auth client against the fake auth server (PUT /auth/v1/user).
 */

const { server, auth } = installFakeAuth();
const PASSWORD = 'Eastern-Parkway-770';
const KEEP = 'Keep this number with my account, to fill in next time';
let counter = 0;
let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  await preloadPages('/stays/an-id', '/bookings/an-id');
}, 60_000);
beforeEach(() => {
  localStorage.clear();
  stubDesktopScreen();
  api = installFakeApi({ configure: false });
  api.on('GET', /^\/rest\/v1\/stays\/[^/]+$/, jsonResponse(stayDetail()));
  api.on('GET', /\/availability$/, (url) =>
    jsonResponse({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), taken: [] }),
  );
  api.on('GET', /\/quote$/, jsonResponse(quote(3)));
  api.on('GET', /\/reviews$/, jsonResponse(reviewPage()));
  api.on('GET', /^\/rest\/v1\/bookings\/[^/]+$/, jsonResponse(booking()));
  api.on('POST', /^\/rest\/v1\/bookings$/, jsonResponse(booking(), 201));
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => auth.client.stopAutoRefresh());

/** A new account (with or without a phone), signed in as auth-js keeps it, on a stay with dates. */
async function openStayAs(phone?: string) {
  const email = `traveller-${(counter += 1)}@example.com`;
  server.addUser({ email, password: PASSWORD, ...(phone ? { phone } : {}) });
  const { error } = await auth.client.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  const app = renderApp(
    `/stays/${STAY_ID}?checkIn=${daysFromToday(10)}&checkOut=${daysFromToday(13)}&guests=2`,
    {
      auth: 'live',
    },
  );
  await screen.findByLabelText('Phone number');
  return { ...app, email };
}

const phoneUpdates = () => server.requestsTo('/user').filter((request) => request.method === 'PUT');

describe('the phone number at a booking', () => {
  it('is offered to an account without one, kept with it once booked, and filled in next time', async () => {
    const { user, email, router } = await openStayAs();
    const keep = screen.getByLabelText(KEEP);
    expect(keep).toBeChecked();
    await user.type(screen.getByLabelText('Phone number'), '+1 347 555 0188');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(MESSAGES.bookingConfirmed)).toBeInTheDocument();
    await waitFor(() => expect(phoneUpdates()).toHaveLength(1));
    expect(phoneUpdates()[0]!.body).toMatchObject({ data: { phone: '+1 347 555 0188' } });
    expect(server.users.get(email)?.user_metadata).toMatchObject({ phone: '+1 347 555 0188' });

    // The next booking form starts with it, and offers nothing.
    await router.navigate(`/stays/${STAY_ID}?checkIn=${daysFromToday(20)}&checkOut=${daysFromToday(23)}`);
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveValue('+1 347 555 0188'));
    expect(screen.queryByLabelText(KEEP)).not.toBeInTheDocument();
  });

  it('is not offered to an account that keeps one, which fills the field', async () => {
    await openStayAs('+1 718 555 0134');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+1 718 555 0134');
    expect(screen.queryByLabelText(KEEP)).not.toBeInTheDocument();
  });

  it('is not kept when the guest unticks the offer', async () => {
    const { user } = await openStayAs();
    const before = phoneUpdates().length;
    await user.click(screen.getByLabelText(KEEP));
    await user.type(screen.getByLabelText('Phone number'), '+1 347 555 0199');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(MESSAGES.bookingConfirmed)).toBeInTheDocument();
    expect(phoneUpdates()).toHaveLength(before);
  });
});
