import type { Booking } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { stripeApiAddress } from '../../src/config';
import { bookings, payments, refunds } from '../../src/db/schema';
import { createTestApp, type TestAppOptions } from '../helpers/test-app';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

export const TEST_STRIPE_KEY = 'sk_test_orchim_0123456789';
export const TEST_WEBHOOK_SECRET = 'whsec_test_orchim_0123456789';

/**
 * A test app that takes payment online, its Stripe the fake one on loopback. Events reach the app through
 * inject (the app does not listen); `close` closes both.
 */
export async function onlineTestApp(
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; fake: FakeStripe; close: () => Promise<void> }> {
  // The app is built after its Stripe (it needs the fake's address); events wait for it.
  const built: { app?: FastifyInstance } = {};
  const fake = await startFakeStripe({
    webhookSecret: TEST_WEBHOOK_SECRET,
    deliver: async (payload, headers) => {
      if (!built.app) throw new Error('the app is not built yet');
      const response = await built.app.inject({
        method: 'POST',
        url: '/functions/v1/stripe/webhook',
        headers,
        payload,
      });
      return response.statusCode;
    },
  });
  const app = await createTestApp({
    ...options,
    stripe: {
      secretKey: TEST_STRIPE_KEY,
      webhookSecret: TEST_WEBHOOK_SECRET,
      api: stripeApiAddress(fake.url),
    },
  });
  built.app = app;
  return {
    app,
    fake,
    close: async () => {
      await fake.close();
      await app.close();
    },
  };
}

/** The Checkout Session id in a booking's checkout URL (the fake's /checkout/:id). */
export function sessionIdOf(booking: Booking): string {
  const url = booking.payment.checkoutUrl;
  if (!url) throw new Error(`booking ${booking.reference} has no checkout URL`);
  return new URL(url).pathname.split('/').at(-1)!;
}

/** A booking's rows as stored: the booking, its payment, its refund. */
export async function storedRows(app: FastifyInstance, bookingId: string) {
  const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [payment] = await app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const [refund] = await app.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  return { booking: booking!, payment: payment ?? null, refund: refund ?? null };
}
