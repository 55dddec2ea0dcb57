import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';
import {
  apiError,
  application,
  booking,
  BOOKING_ID,
  installAdminApi,
  MEAL_ID,
  STAY_ID,
} from './test-fixtures';

/** The admin's bookings section (find, read whole, cancel with a reason), and what host applicants wrote. */

let api: ReturnType<typeof installAdminApi>;

beforeAll(async () => {
  await setupI18n('en');
  await import('./admin-page'); // compiled once, before the first test's wait
}, 60_000);
beforeEach(() => {
  api = installAdminApi({
    bookings: [
      booking(),
      booking({
        id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
        reference: 'OR-H2PX4T',
        kind: 'meal',
        listing: { kind: 'meals', id: MEAL_ID, title: 'Friday night with the Goldbergs' },
        guest: { id: null, name: 'Former guest', email: '' },
        startsOn: '2026-05-09',
        endsOn: '2026-05-09',
        numberOfGuests: 1,
        totalCents: 0,
        canCancel: false,
      }),
    ],
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setupI18n('en');
});

async function openBookings(search = '') {
  const app = renderApp(`/admin?section=bookings${search}`, { auth: signedInAs('admin') });
  await screen.findByRole('table', { name: 'Bookings' });
  return app;
}

const row = (text: string) => within(screen.getByText(text).closest('tr')!);
const lastRequest = (method: string, path: RegExp) => api.requestsTo(method, path).at(-1);

describe('the admin’s bookings section', () => {
  it('is in the section navigation, and lists bookings of every kind with their guest, listing and status', async () => {
    const { user } = renderApp('/admin', { auth: signedInAs('admin') });
    const nav = within(await screen.findByRole('navigation', { name: 'Administration sections' }));
    expect(nav.getAllByRole('link')).toHaveLength(9);
    await user.click(nav.getByRole('link', { name: 'Bookings' }));
    expect(await screen.findByRole('region', { name: 'Bookings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Bookings' })).toHaveFocus());
    // The heading comes with the section's code; its rows come with the answer.
    await screen.findByRole('table', { name: 'Bookings' });

    const stay = row('OR-7K3M9Q');
    expect(stay.getByText('Stay')).toBeInTheDocument();
    expect(stay.getByRole('link', { name: 'Parlour floor on Lincoln Place' })).toHaveAttribute(
      'href',
      `/stays/${STAY_ID}`,
    );
    expect(stay.getByText('Mendel Schwartz')).toBeInTheDocument();
    expect(stay.getByRole('link', { name: 'mendel@example.com' })).toHaveAttribute(
      'href',
      'mailto:mendel@example.com',
    );
    expect(stay.getByText(/^2 guests ·/)).toBeInTheDocument();
    expect(stay.getByText('$490.00')).toBeInTheDocument();
    expect(stay.getByText('Confirmed')).toBeInTheDocument();
    expect(stay.getByRole('button', { name: 'Cancel booking OR-7K3M9Q' })).toBeInTheDocument();

    // A meal held already: no cancel; a deleted guest's booking has no address to write to.
    const meal = row('OR-H2PX4T');
    expect(meal.getByRole('link', { name: 'Friday night with the Goldbergs' })).toHaveAttribute(
      'href',
      `/meals/${MEAL_ID}`,
    );
    expect(meal.getByText(/^1 seat ·/)).toBeInTheDocument();
    expect(meal.queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
    expect(meal.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('searches by reference and filters by kind and status through the address', async () => {
    const { router, user } = await openBookings();
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'or-7k3');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('OR-H2PX4T')).not.toBeInTheDocument());
    expect(screen.getByText('OR-7K3M9Q')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Stay');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Confirmed');
    expect(router.state.location.search).toBe('?section=bookings&q=or-7k3&kind=stay&status=confirmed');
    await waitFor(() =>
      expect(Object.fromEntries(lastRequest('GET', /\/admin\/bookings$/)!.url.searchParams)).toEqual({
        q: 'or-7k3',
        kind: 'stay',
        status: 'confirmed',
        page: '1',
      }),
    );
  });

  it('opens a booking whole, and cancels it from there only with a reason', async () => {
    const { user } = await openBookings();
    await user.click(screen.getByRole('button', { name: 'Details of booking OR-7K3M9Q' }));
    const details = within(await screen.findByRole('dialog', { name: 'Booking OR-7K3M9Q' }));
    expect(details.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await details.findByRole('link', { name: '+1 718 555 0170' })).toHaveAttribute(
      'href',
      'tel:+17185550170',
    );
    expect(details.getByText('A crib, please')).toBeInTheDocument();
    expect(details.getByText('Chana Levy')).toBeInTheDocument();
    expect(details.getByText(/3 nights/)).toBeInTheDocument();
    expect(details.getByText('$150.00 a night')).toBeInTheDocument();
    expect(details.getByText('Cleaning fee $40.00')).toBeInTheDocument();
    expect(details.getByText('Total $490.00')).toBeInTheDocument();
    expect(details.getByText('Moderate')).toBeInTheDocument();
    expect(details.queryByText(/Refunded/)).not.toBeInTheDocument();

    await user.click(details.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Cancel booking .*OR-7K3M9Q.*\?/ }));
    // Focus starts on the way out, which keeps the booking.
    expect(dialog.getByRole('button', { name: 'Keep the booking' })).toHaveFocus();
    const reason = dialog.getByRole('textbox', { name: 'Reason (required)' });
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await dialog.findByText('Please give a reason.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(api.requestsTo('POST', /\/cancel$/)).toHaveLength(0);

    await user.type(reason, 'The building is closed by the city.');
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = lastRequest('POST', /\/cancel$/)!;
    expect(sent.url.pathname).toBe(`/rest/v1/admin/bookings/${BOOKING_ID}/cancel`);
    expect(sent.body).toEqual({ reason: 'The building is closed by the city.' });

    // The list and the booking's details are fetched again: it stands cancelled, with the reason.
    await waitFor(() => expect(row('OR-7K3M9Q').getByText('Cancelled')).toBeInTheDocument());
    expect(row('OR-7K3M9Q').queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details of booking OR-7K3M9Q' }));
    const after = within(await screen.findByRole('dialog', { name: 'Booking OR-7K3M9Q' }));
    expect(await after.findByText('The building is closed by the city.')).toBeInTheDocument();
    expect(after.getByText(/by the Orchim team/)).toBeInTheDocument();
    // A cancel by the Orchim team gives the guest everything back.
    expect(after.getByText('Refunded $490.00')).toBeInTheDocument();
    expect(after.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('says why when the server refuses the cancel', async () => {
    api.on('POST', /\/cancel$/, () => apiError(409, 'booking_not_cancellable'));
    const { user } = await openBookings();
    await user.click(screen.getByRole('button', { name: 'Cancel booking OR-7K3M9Q' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Reason (required)' }), 'Closed');
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This booking can no longer be cancelled: it has begun or ended, or it was cancelled already.',
    );
  });

  it('speaks Hebrew, right to left', async () => {
    await setupI18n('he');
    renderApp('/admin?section=bookings', { auth: signedInAs('admin') });
    expect(await screen.findByRole('heading', { level: 2, name: 'הזמנות' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('table', { name: 'הזמנות' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'חיפוש הזמנות' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ביטול ההזמנה OR-7K3M9Q' })).toBeInTheDocument();
    expect(row('OR-7K3M9Q').getByText('מאושרת')).toBeInTheDocument();
    // The reference reads left to right inside the Hebrew page.
    expect(screen.getByText('OR-7K3M9Q')).toHaveAttribute('dir', 'ltr');
  });
});

describe('host applications', () => {
  it('show what the applicant wrote on the form: the name (in its own direction) and the phone', async () => {
    api.state.applications = [
      application({ fullName: 'שרה לוין', phone: '+1 347 555 0142' }),
      application({ id: 'b2', email: 'nophone@example.com', fullName: 'Dina Roth', phone: '' }),
    ];
    renderApp('/admin?section=applications', { auth: signedInAs('admin') });
    await screen.findByRole('table', { name: 'Host applications' });
    const name = screen.getByText('שרה לוין');
    expect(name).toHaveAttribute('dir', 'auto');
    const applicant = within(name.closest('tr')!);
    expect(applicant.getByRole('link', { name: '+1 347 555 0142' })).toHaveAttribute(
      'href',
      'tel:+13475550142',
    );
    expect(row('nophone@example.com').getByText('No phone given')).toBeInTheDocument();
  });
});
