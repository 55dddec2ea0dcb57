import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminBooking } from '@orchim/shared/admin';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';
import { adminPaymentOf, apiError, booking, BOOKING_ID, installAdminApi, overview } from './test-fixtures';

/**
 * Payments in the admin area (docs/decisions/039-online-payment.md): a booking's payment and refund in its
 * details, with the retry of a refund Stripe has not accepted; the statuses of held and lapsed bookings;
 * the overview's failed refunds.
 */

beforeAll(async () => {
  await setupI18n('en');
  await import('./admin-page');
}, 60_000);
afterEach(async () => {
  vi.unstubAllGlobals();
  await setupI18n('en');
});

const cancelled: AdminBooking = booking({
  status: 'cancelled',
  canCancel: false,
  cancelledAt: '2026-05-12T09:00:00.000Z',
});

/** A booking paid online and cancelled, whose refund of its whole total stands `status`. */
function refunded(status: 'pending' | 'failed' | 'succeeded') {
  return adminPaymentOf(cancelled, {
    method: 'online',
    status: 'paid',
    acceptedMeans: [],
    paidAt: '2026-05-10T14:32:00.000Z',
    checkoutSessionId: 'cs_test_a1',
    paymentIntentId: 'pi_test_b2',
    refund: {
      status,
      amountCents: 490_00,
      createdAt: '2026-05-12T09:00:00.000Z',
      refundedAt: status === 'succeeded' ? '2026-05-12T09:00:03.000Z' : null,
      attempts: status === 'pending' ? 0 : 2,
      lastError: status === 'failed' ? 'api_connection_error: could not reach Stripe' : null,
      nextAttemptAt: status === 'succeeded' ? null : '2026-05-12T09:10:00.000Z',
      stripeRefundId: status === 'succeeded' ? 're_test_9' : null,
    },
  });
}

async function openDetails() {
  const app = renderApp('/admin?section=bookings', { auth: signedInAs('admin') });
  await screen.findByRole('table', { name: 'Bookings' });
  await app.user.click(screen.getByRole('button', { name: 'Details of booking OR-7K3M9Q' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Booking OR-7K3M9Q' }));
  await dialog.findByText('A crib, please');
  return { ...app, dialog };
}

/** A row of the details, by its label: the matching <dd>. */
const detailRow = (dialog: ReturnType<typeof within>, label: string) =>
  within(dialog.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement);

describe('a booking’s payment in its details', () => {
  it('says a booking is paid on arrival, with what its host accepts', async () => {
    installAdminApi({ bookings: [booking()] });
    const { dialog } = await openDetails();
    const payment = detailRow(dialog, 'Payment');
    expect(payment.getByText('$490.00 to pay the host on arrival')).toBeInTheDocument();
    expect(payment.getByText('The host accepts: Cash')).toBeInTheDocument();
    expect(dialog.queryByText('Refund', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says when a booking was paid online, with Stripe’s ids', async () => {
    const paid = booking();
    installAdminApi({
      bookings: [paid],
      payments: {
        [BOOKING_ID]: adminPaymentOf(paid, {
          method: 'online',
          status: 'paid',
          acceptedMeans: [],
          paidAt: '2026-05-10T14:32:00.000Z',
          checkoutSessionId: 'cs_test_a1',
          paymentIntentId: 'pi_test_b2',
        }),
      },
    });
    const { dialog } = await openDetails();
    const payment = detailRow(dialog, 'Payment');
    expect(
      payment.getByText('$490.00 paid online through Stripe on May 10, 2026, 10:32 AM'),
    ).toBeInTheDocument();
    expect(payment.getByText('cs_test_a1')).toBeInTheDocument();
    expect(payment.getByText('pi_test_b2')).toBeInTheDocument();
  });

  it('shows a failed refund’s attempts, Stripe’s last error and the next try, and retries it', async () => {
    const api = installAdminApi({ bookings: [cancelled], payments: { [BOOKING_ID]: refunded('failed') } });
    const { user, dialog } = await openDetails();
    const refund = detailRow(dialog, 'Refund');
    expect(refund.getByText('$490.00')).toBeInTheDocument();
    expect(refund.getByText('Failed')).toBeInTheDocument();
    expect(refund.getByText('2 attempts')).toBeInTheDocument();
    expect(refund.getByText('api_connection_error: could not reach Stripe')).toBeInTheDocument();
    expect(refund.getByText('Next try on May 12, 2026, 5:10 AM')).toBeInTheDocument();

    await user.click(refund.getByRole('button', { name: 'Retry refund' }));
    expect(
      await screen.findByText('The refund of booking \u2068OR-7K3M9Q\u2069 was sent to Stripe again.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', /\/refund\/retry$/)[0]!.url.pathname).toBe(
      `/rest/v1/admin/bookings/${BOOKING_ID}/refund/retry`,
    );
    // Fetched again: Stripe accepted it; the button is gone, and focus stays with the refund.
    const after = detailRow(dialog, 'Refund');
    expect(await after.findByText('Refunded')).toBeInTheDocument();
    expect(after.queryByRole('button', { name: 'Retry refund' })).not.toBeInTheDocument();
    expect(after.getByText('re_test_123')).toBeInTheDocument();
    await waitFor(() => expect(after.getByText('$490.00').parentElement).toHaveFocus());
  });

  it('offers the retry of a pending refund too, and none once Stripe accepted it', async () => {
    installAdminApi({ bookings: [cancelled], payments: { [BOOKING_ID]: refunded('pending') } });
    const first = await openDetails();
    expect(
      detailRow(first.dialog, 'Refund').getByRole('button', { name: 'Retry refund' }),
    ).toBeInTheDocument();
    first.unmount();

    installAdminApi({ bookings: [cancelled], payments: { [BOOKING_ID]: refunded('succeeded') } });
    const { dialog } = await openDetails();
    const refund = detailRow(dialog, 'Refund');
    expect(refund.getByText('Refunded')).toBeInTheDocument();
    expect(refund.getByText('Accepted by Stripe on May 12, 2026, 5:00 AM')).toBeInTheDocument();
    expect(refund.queryByRole('button', { name: 'Retry refund' })).not.toBeInTheDocument();
  });

  it('says why when Stripe’s refund cannot be retried', async () => {
    const api = installAdminApi({ bookings: [cancelled], payments: { [BOOKING_ID]: refunded('failed') } });
    api.on('POST', /\/refund\/retry$/, () => apiError(409, 'refund_not_retryable'));
    const { user, dialog } = await openDetails();
    await user.click(detailRow(dialog, 'Refund').getByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText(/This refund cannot be retried/)).toBeInTheDocument();
  });

  it('speaks Hebrew', async () => {
    await setupI18n('he');
    installAdminApi({ bookings: [cancelled], payments: { [BOOKING_ID]: refunded('failed') } });
    const { user } = renderApp('/admin?section=bookings', { auth: signedInAs('admin') });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /OR-7K3M9Q/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('button', { name: 'ניסיון חוזר להחזר' })).toBeInTheDocument();
    expect(dialog.getByText('נכשל')).toBeInTheDocument();
  });
});

describe('held and lapsed bookings', () => {
  it('are named by their status in the list, and can be filtered by it', async () => {
    installAdminApi({
      bookings: [
        booking({ status: 'pending_payment' }),
        booking({ id: '1b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', reference: 'OR-EXP1RD', status: 'expired' }),
      ],
    });
    const { user, router } = renderApp('/admin?section=bookings', { auth: signedInAs('admin') });
    await screen.findByRole('table', { name: 'Bookings' });
    expect(
      within(screen.getByText('OR-7K3M9Q').closest('tr')!).getByText('Awaiting payment'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByText('OR-EXP1RD').closest('tr')!).getByText('Not paid in time'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Not paid in time');
    expect(router.state.location.search).toBe('?section=bookings&status=expired');
  });
});

describe('the overview', () => {
  it('leads from failed refunds to the cancelled bookings', async () => {
    installAdminApi({ overview: overview({ failedRefunds: 2 }) });
    renderApp('/admin', { auth: signedInAs('admin') });
    expect(await screen.findByRole('link', { name: '2 failed refunds' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&status=cancelled',
    );
  });
});
