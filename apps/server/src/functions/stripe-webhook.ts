import { apiErrorSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { bookingsRepository } from '../db/repositories/bookings';
import { attemptRefund } from '../domain/payments/refunds';
import { applyStripeEvent } from '../domain/payments/webhook';
import { sendBookingMails } from '../domain/bookings/views';
import { HttpError, notFoundError } from '../lib/http-error';
import { bookingConfirmedMail, latePaymentRefundedMail, newBookingMail } from '../mail/booking-mails';

/** The route's own path, which the /functions scope lets through without an API key (Stripe sends none). */
export const STRIPE_WEBHOOK_ROUTE = 'POST /functions/v1/stripe/webhook';

const invalidSignatureError = () =>
  new HttpError(400, 'invalid_signature', 'The Stripe-Signature header does not match this body.');

/**
 * POST /functions/v1/stripe/webhook: Stripe's events about our Checkout Sessions
 * (docs/decisions/039-online-payment.md §3). The body is read as raw bytes (this plugin's own content-type
 * parser, for this route only), since the signature is over those exact bytes: one signed with
 * STRIPE_WEBHOOK_SECRET is handled, anything else is 400 invalid_signature and changes nothing. An event
 * seen before answers 200 and changes nothing. Without Stripe settings there is no such endpoint (404).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    {
      schema: {
        summary: 'Stripe events (signed by Stripe)',
        tags: ['functions'],
        response: {
          200: z.object({ received: z.literal(true) }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const stripe = app.stripe;
      const secret = app.config.stripe?.webhookSecret;
      if (!stripe || !secret) throw notFoundError();
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw invalidSignatureError();

      let event: Stripe.Event;
      try {
        // Stripe's own check: the HMAC of the timestamp and body, and a timestamp within 5 minutes of now.
        event = stripe.webhooks.constructEvent(body, signature, secret);
      } catch {
        request.log.warn('stripe webhook with a bad signature');
        throw invalidSignatureError();
      }

      const now = app.clock();
      const outcome = await applyStripeEvent(app, event, now);
      request.log.info({ eventId: event.id, type: event.type, ...outcome }, 'stripe event');

      if (outcome.effect === 'confirmed') {
        const view = await bookingsRepository(app.db).findView(outcome.bookingId);
        // The mails an on-arrival booking sends as it is made, now that this one is paid.
        if (view)
          await sendBookingMails(request, view, { guest: [bookingConfirmedMail], host: [newBookingMail] });
      } else if (outcome.effect === 'refund') {
        await attemptRefund(app, outcome.refundId, now);
        // The guest paid and has no booking: they hear why, and that the money is on its way back.
        const view = await bookingsRepository(app.db).findView(outcome.bookingId);
        if (view) await sendBookingMails(request, view, { guest: [latePaymentRefundedMail] });
      }
      return { received: true as const };
    },
  );
};
