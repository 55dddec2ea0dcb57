import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@orchim/shared/bookings';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';
import {
  apiError,
  booking,
  BOOKING_ID,
  installFakeApi,
  jsonResponse,
  mealBooking,
  onlinePayment,
} from '../../../test/fixtures';

/** /bookings/:id/receipt (docs/decisions/039-online-payment.md, "Receipts"). */

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  await import('./receipt-page');
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setupI18n('en');
});

async function openReceipt(answer: Booking) {
  api.on('GET', new RegExp(`^/rest/v1/bookings/${answer.id}$`), jsonResponse(answer));
  const app = renderApp(`/bookings/${answer.id}/receipt`, { auth: signedInAs('guest') });
  await screen.findByRole('heading', { level: 1, name: 'Receipt' });
  return app;
}

/** A fact of the receipt, by its label. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/bookings/:id/receipt', () => {
  it('shows the number, dates, listing, guests, price lines, total and how it is paid', async () => {
    const made = booking();
    await openReceipt(made);
    await waitFor(() => expect(document.title).toBe('Receipt OR-7K3M9Q · Orchim'));
    expect(fact('Receipt number')).toHaveTextContent('OR-7K3M9Q');
    expect(fact('Issued')).toHaveTextContent('May 1, 2026');
    expect(fact('Billed to')).toHaveTextContent('Chana Levy');
    expect(fact('Billed to')).toHaveTextContent('guest@example.com');
    expect(fact('Stay')).toHaveTextContent('Parlour floor on Lincoln Place');
    expect(fact('Dates')).toHaveTextContent('3 nights');
    expect(fact('Guests')).toHaveTextContent('3 guests');
    expect(screen.getByText('$210.00 × 3 nights')).toBeInTheDocument();
    expect(screen.getByText('Cleaning fee')).toBeInTheDocument();
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$705.00');
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText(/\$705.00 to pay the host on arrival/)).toBeInTheDocument();
    expect(payment.getByText('The host accepts: Cash and Zelle.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute(
      'href',
      `/bookings/${BOOKING_ID}`,
    );
  });

  it('prints with the Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = await openReceipt(booking());
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    // Printed, the buttons are left out, as the site's header and footer are.
    expect(screen.getByRole('button', { name: 'Print' }).parentElement).toHaveClass('print:hidden');
    expect(screen.getByRole('banner')).toHaveClass('print:hidden');
    expect(screen.getByRole('contentinfo')).toHaveClass('print:hidden');
  });

  it('says a booking paid online was paid by card on its day, and its refund once cancelled', async () => {
    const made = booking({ status: 'cancelled', canCancel: false, cancelledAt: '2026-05-03T10:00:00.000Z' });
    await openReceipt({
      ...made,
      payment: onlinePayment(made, 'paid', {
        refund: {
          status: 'succeeded',
          amountCents: 35_250,
          createdAt: '2026-05-03T10:00:00.000Z',
          refundedAt: '2026-05-03T10:00:04.000Z',
        },
      }),
    });
    expect(fact('Issued')).toHaveTextContent('May 1, 2026');
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(
      payment.getByText('Paid $705.00 online by card, through Stripe, on May 1, 2026.'),
    ).toBeInTheDocument();
    expect(payment.getByText('This booking was cancelled on May 3, 2026.')).toBeInTheDocument();
    expect(
      payment.getByText('Refund of $352.50 on its way to your card (sent May 3, 2026).'),
    ).toBeInTheDocument();
  });

  it('names a meal’s sitting and seats', async () => {
    await openReceipt(mealBooking());
    expect(fact('Shabbos meal')).toHaveTextContent('Friday night with the Goldbergs');
    expect(fact('Meal')).toHaveTextContent('Friday night dinner');
    expect(screen.getByText('$36.00 × 2 guests')).toBeInTheDocument();
  });

  it('says so when the booking cannot be found', async () => {
    api.on('GET', /^\/rest\/v1\/bookings\/[^/]+$/, apiError(404, 'not_found'));
    renderApp(`/bookings/${BOOKING_ID}/receipt`, { auth: signedInAs('guest') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this booking' }),
    ).toBeInTheDocument();
  });

  it('speaks Hebrew, right to left', async () => {
    await setupI18n('he');
    api.on('GET', new RegExp(`^/rest/v1/bookings/${BOOKING_ID}$`), jsonResponse(booking()));
    renderApp(`/bookings/${BOOKING_ID}/receipt`, { auth: signedInAs('guest') });
    expect(await screen.findByRole('heading', { level: 1, name: 'קבלה' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'הדפסה' })).toBeInTheDocument();
    expect(fact('מספר קבלה')).toHaveTextContent('OR-7K3M9Q');
  });
});
