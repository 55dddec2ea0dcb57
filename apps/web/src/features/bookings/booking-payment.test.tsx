import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@orchim/shared/bookings';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';
import {
  booking,
  BOOKING_ID,
  installFakeApi,
  jsonResponse,
  onlinePayment,
  rideBooking,
} from '../../../test/fixtures';

/**
 * The booking page's payment, in each state of docs/decisions/039-online-payment.md: paid on arrival, held
 * while Stripe Checkout is open, back from Stripe (paid and being confirmed, or not completed), paid
 * online, not paid in time, refunded.
 */

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  await import('./booking-page');
}, 60_000);
beforeEach(() => {
  api = installFakeApi({ payments: 'stripe' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setupI18n('en');
});

const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_123';

/** A stay booking paid online, its payment `status`, the booking's status to match. */
function online(status: 'pending' | 'paid' | 'unpaid', overrides: Partial<Booking> = {}): Booking {
  const made = booking({
    status: status === 'pending' ? 'pending_payment' : status === 'unpaid' ? 'expired' : 'confirmed',
    canCancel: status !== 'unpaid',
    ...overrides,
  });
  return { ...made, payment: onlinePayment(made, status, overrides.payment ?? {}) };
}

/** /bookings/{id}(?query) answering `answer`, until its heading is there. */
async function open(answer: Booking, heading: string, query = '') {
  api.on('GET', new RegExp(`^/rest/v1/bookings/${answer.id}$`), jsonResponse(answer));
  const app = renderApp(`/bookings/${answer.id}${query}`, { auth: signedInAs('guest') });
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

/** The aside's price card. */
const priceCard = () => within(screen.getByRole('complementary'));

/** "3:45 PM" of an instant in this machine's clock, as the hold is said. */
const localTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/\s/g, ' ');

describe('paid on arrival', () => {
  it('says the total to pay the host, the means the host accepts, and links to the receipt', async () => {
    await open(booking(), 'Booking confirmed');
    const card = priceCard();
    expect(card.getByText('Pay the host on arrival: $705.00')).toBeInTheDocument();
    expect(card.getByText('The host accepts: Cash and Zelle.')).toBeInTheDocument();
    expect(card.getByText('Nothing is charged online.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      `/bookings/${BOOKING_ID}/receipt`,
    );
  });

  it('names the driver for a ride', async () => {
    await open(rideBooking(), 'Booking confirmed');
    expect(priceCard().getByText('Pay the driver at pickup: $90.00')).toBeInTheDocument();
    expect(priceCard().getByText('The driver accepts: Cash and Zelle.')).toBeInTheDocument();
  });
});

describe('held while the payment is pending', () => {
  it('says until when, with Pay now (Stripe’s page) and Cancel', async () => {
    const held = online('pending');
    const { user } = await open(held, 'Awaiting payment');
    const time = localTime(held.payment.holdExpiresAt!);
    expect(screen.getByText(`Held for you until ${time}.`)).toBeInTheDocument();
    expect(screen.getByText('Pay $705.00 on Stripe’s secure page to confirm it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', CHECKOUT_URL);
    expect(screen.getAllByText('Awaiting payment').length).toBeGreaterThan(1); // the heading and the badge
    expect(priceCard().getByText('Awaiting payment of $705.00 on Stripe’s secure page.')).toBeInTheDocument();
    // No receipt before it is paid, and the cancel sits beside Pay now.
    expect(screen.queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cancel booking' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this booking?' }));
    expect(
      dialog.getByText('Nothing has been charged: cancelling only releases the hold.'),
    ).toBeInTheDocument();
  });

  it('back from Stripe without paying, says so and offers Pay now again', async () => {
    await open(online('pending'), 'Awaiting payment', '?checkout=cancelled');
    expect(screen.getByText('Payment not completed. Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', CHECKOUT_URL);
  });

  it('once the hold has lapsed, offers no payment', async () => {
    await open(online('pending', { payment: { checkoutUrl: null } as never }), 'Awaiting payment');
    expect(screen.getByText(/The time to pay has run out/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('back from paying, says it is confirming, reads the booking every 2 s, then confirms it', async () => {
    const held = online('pending');
    api.on('GET', new RegExp(`^/rest/v1/bookings/${BOOKING_ID}$`), jsonResponse(held));
    renderApp(`/bookings/${BOOKING_ID}?checkout=done`, { auth: signedInAs('guest') });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Confirming your booking' });
    expect(
      screen.getAllByRole('status').find((status) => status.textContent?.includes('Payment received')),
    ).toHaveTextContent('Payment received, confirming your booking…');
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET', /^\/rest\/v1\/bookings\//).length).toBeGreaterThan(1), {
      timeout: 5_000,
    });

    // The webhook has come: the next read finds it confirmed and paid.
    api.on('GET', new RegExp(`^/rest/v1/bookings/${BOOKING_ID}$`), jsonResponse(online('paid')));
    await waitFor(() => expect(heading).toHaveTextContent('Booking confirmed'), { timeout: 5_000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByText('Booking confirmed successfully!')).toBeInTheDocument();
    expect(priceCard().getByText('Paid $705.00 online on May 1, 2026')).toBeInTheDocument();
    // Confirmed, it is read no more.
    const reads = api.requestsTo('GET', /^\/rest\/v1\/bookings\//).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.requestsTo('GET', /^\/rest\/v1\/bookings\//)).toHaveLength(reads);
  }, 20_000);
});

describe('paid online', () => {
  it('says when it was paid, and links to the receipt', async () => {
    await open(online('paid'), 'Booking confirmed');
    const card = priceCard();
    expect(card.getByText('Paid $705.00 online on May 1, 2026')).toBeInTheDocument();
    expect(card.queryByText(/Pay the host/)).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View receipt' })).toBeInTheDocument();
  });

  it('says in the cancel dialog that the refund goes back to the card', async () => {
    const { user } = await open(online('paid'), 'Booking confirmed');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByText(/It goes back to the card you paid with, through Stripe./)).toBeInTheDocument();
  });

  it.each([
    ['succeeded', 'Refund of $705.00 on its way to your card (sent May 2, 2026).'],
    ['pending', 'Refund of $705.00 pending: it will be on its way shortly.'],
    ['failed', 'Refund of $705.00 delayed: we are retrying.'],
  ] as const)('once cancelled, says where a %s refund stands', async (status, text) => {
    const cancelled = online('paid', {
      status: 'cancelled',
      canCancel: false,
      cancelledAt: '2026-05-02T10:00:00.000Z',
    });
    cancelled.payment.refund = {
      status,
      amountCents: 70_500,
      createdAt: '2026-05-02T10:00:00.000Z',
      refundedAt: status === 'succeeded' ? '2026-05-02T10:00:05.000Z' : null,
    };
    await open(cancelled, 'Booking cancelled');
    expect(priceCard().getByText(text)).toBeInTheDocument();
    expect(priceCard().getByRole('link', { name: 'View receipt' })).toBeInTheDocument();
  });
});

describe('not paid in time', () => {
  it('says the booking was released and nothing charged, with no receipt nor cancel', async () => {
    await open(online('unpaid'), 'Not paid in time');
    expect(
      screen.getByText(
        'The payment was not completed in time, so the booking was released. Nothing was charged.',
      ),
    ).toBeInTheDocument();
    expect(
      priceCard().getByText('Not paid in time: the booking was released, and nothing was charged.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByText('Cancellation policy')).not.toBeInTheDocument();
  });
});

describe('in Hebrew', () => {
  it('says the hold and Pay now right to left', async () => {
    await setupI18n('he');
    await open(online('pending'), 'ממתינה לתשלום', '?checkout=cancelled');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('התשלום לא הושלם. לא נגבה שום סכום.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'לתשלום עכשיו' })).toHaveAttribute('href', CHECKOUT_URL);
  });
});
