import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';
import { apiError, booking, BOOKING_ID, installFakeApi, jsonResponse, STAY_ID } from './test-fixtures';

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  await import('./booking-page'); // compiled once, before the first test's wait
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', /^\/rest\/v1\/bookings\/[^/]+$/, jsonResponse(booking()));
});
afterEach(() => vi.unstubAllGlobals());

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
