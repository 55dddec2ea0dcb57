import {
  BOOKING_ERROR_CODES,
  PAYMENT_UNAVAILABLE_MESSAGE,
  type Booking,
  type Language,
} from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { BookingView } from '../../db/repositories/bookings';
import { paymentsRepository } from '../../db/repositories/payments';
import { HttpError } from '../../lib/http-error';
import { linkOrigin } from '../../lib/site-origin';
import { CHECKOUT_SESSION_MINUTES, releaseHold } from './holds';
import { stripeErrorMessage } from './stripe-client';

/** 502 payment_unavailable: Stripe could not be reached or refused; the hold is released already. */
export const paymentUnavailableError = () =>
  new HttpError(502, BOOKING_ERROR_CODES.paymentUnavailable, PAYMENT_UNAVAILABLE_MESSAGE);

/**
 * Checkout's language for ours: Stripe has English and French but no Hebrew, for which it follows the
 * guest's browser.
 */
const CHECKOUT_LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  fr: 'fr',
  he: 'auto',
};

/** What the guest sees on Stripe's page for the one line: the listing's title and the reference. */
function lineName(booking: Booking): string {
  const title = booking.stay?.title ?? booking.meal?.title ?? booking.ride?.title ?? '';
  return title ? `${title} (${booking.reference})` : `Orchim ${booking.reference}`;
}

/**
 * Opens the Checkout Session of a booking just held (docs/decisions/039-online-payment.md §2), after its
 * transaction committed: no network call holds a lock. The total is one line in the booking's currency;
 * the return addresses come from configuration (linkOrigin), never from the request. Records the payment
 * and answers it. When Stripe cannot be reached or refuses, the hold is released at once and this throws
 * 502 payment_unavailable.
 */
export async function openCheckout(
  app: FastifyInstance,
  view: BookingView,
  options: { shown: Booking; lang: Language; now: Date },
): Promise<void> {
  const stripe = app.stripe;
  const { booking } = view;
  const { now } = options;
  if (!stripe) throw new Error('openCheckout without Stripe settings');
  const origin = linkOrigin(app);
  const page = new URL(`/bookings/${booking.id}`, origin).toString();

  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: booking.currency.toLowerCase(),
              unit_amount: booking.totalCents,
              product_data: { name: lineName(options.shown) },
            },
          },
        ],
        client_reference_id: booking.id,
        metadata: { bookingId: booking.id, reference: booking.reference },
        payment_intent_data: { metadata: { bookingId: booking.id, reference: booking.reference } },
        customer_email: booking.email,
        expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_SESSION_MINUTES * 60,
        success_url: `${page}?checkout=done`,
        cancel_url: `${page}?checkout=cancelled`,
        locale: CHECKOUT_LOCALES[options.lang],
      },
      { idempotencyKey: `checkout-${booking.id}` },
    );
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
  } catch (error) {
    app.log.error(
      { bookingId: booking.id, error: stripeErrorMessage(error) },
      'checkout session not created',
    );
    await releaseHold(app, booking.id, now);
    throw paymentUnavailableError();
  }

  try {
    await paymentsRepository(app.db).create({
      bookingId: booking.id,
      checkoutSessionId: session.id,
      checkoutUrl: session.url,
      amountCents: booking.totalCents,
      currency: booking.currency,
      now,
    });
  } catch (error) {
    // Without its row the guest could not be sent to the page: the session is closed so it cannot be
    // paid, and the hold goes.
    app.log.error({ err: error, bookingId: booking.id }, 'payment not recorded');
    await stripe.checkout.sessions.expire(session.id).catch(() => undefined);
    await releaseHold(app, booking.id, now).catch(() => undefined);
    throw paymentUnavailableError();
  }
}

/**
 * Closes the Checkout Session of a booking cancelled before it was paid, so it can no longer be paid. Best
 * effort: a session Stripe cannot close now expires by itself before the hold would have, and a payment
 * that still arrives is refunded in full (./webhook.ts).
 */
export async function closeCheckout(app: FastifyInstance, checkoutSessionId: string): Promise<void> {
  if (!app.stripe) return;
  try {
    await app.stripe.checkout.sessions.expire(checkoutSessionId);
  } catch (error) {
    app.log.warn({ checkoutSessionId, error: stripeErrorMessage(error) }, 'checkout session not closed');
  }
}
