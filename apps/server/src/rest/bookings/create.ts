import {
  apiErrorSchema,
  bookingErrorSchema,
  bookingLangQuerySchema,
  bookingRequestSchema,
  bookingSchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../auth/request-user';
import { bookingsRepository } from '../../db/repositories/bookings';
import { bookingConfirmedMail, newBookingMail } from '../../mail/booking-mails';
import { handlerOf } from '../../domain/bookings/kinds';
import { openCheckout } from '../../domain/payments/checkout';
import { expireLapsedHolds, HOLD_MINUTES } from '../../domain/payments/holds';
import { sendBookingMails, toBooking } from '../../domain/bookings/views';

/**
 * POST /rest/v1/bookings: books a stay, a meal or a ride for the signed-in guest. The server decides
 * everything that matters, through the kind's handler (./kinds): the dates (product §8 'Please select
 * valid dates'), the guests ('Too many guests for this accommodation'), the price (from the listing,
 * never from the body), the email (the account's). The checks, what the booking holds (a stay's
 * nights, a meal's seats) and the booking row share one transaction, and the database has the last
 * word on what is free, so racing guests never get the same nights or more than the seats. Holds whose
 * payment never came are expired first, in the same transaction, so they refuse no one.
 *
 * Paid on arrival (no Stripe settings, or nothing to pay): confirmed at once, and mails to the guest and
 * the host go out after the commit. Paid online (docs/decisions/039-online-payment.md): held as
 * pending_payment for HOLD_MINUTES, the Checkout Session made after the commit and its page answered as
 * payment.checkoutUrl; the mails wait for Stripe's word that it is paid (functions/stripe-webhook.ts).
 * Stripe unreachable: the hold is released and the answer is 502 payment_unavailable.
 */
export const createBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Book a stay, a meal or a ride',
        tags: ['bookings'],
        querystring: bookingLangQuerySchema,
        body: bookingRequestSchema,
        response: {
          201: bookingSchema,
          400: bookingErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const body = request.body;
      const now = app.clock();
      const { lang } = request.query;
      const handler = handlerOf(body.kind);

      let made: { bookingId: string; online: boolean };
      try {
        made = await app.db.transaction(async (tx) => {
          await expireLapsedHolds(tx, now);
          const prepared = await handler.prepare(tx, body, { user, now });
          // Nothing to pay (a free meal) is nothing to pay online: Stripe charges no zero amount.
          const online = app.stripe !== null && prepared.values.totalCents > 0;
          const booking = await bookingsRepository(tx).create({
            ...prepared.values,
            kind: body.kind,
            status: online ? 'pending_payment' : 'confirmed',
            paymentMethod: online ? 'online' : 'on_arrival',
            holdExpiresAt: online ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
            guestId: user.id,
            firstName: body.firstName,
            lastName: body.lastName,
            email: user.email,
            phone: body.phone,
            numberOfGuests: body.numberOfGuests,
            specialRequests: body.specialRequests,
            createdAt: now,
            updatedAt: now,
          });
          await prepared.hold?.(booking.id);
          return { bookingId: booking.id, online };
        });
      } catch (error) {
        throw handler.refusalOf?.(error) ?? error;
      }

      const { bookingId, online } = made;
      const bookings = bookingsRepository(app.db);
      let view = await bookings.findView(bookingId);
      if (!view) throw new Error(`booking ${bookingId} vanished after its commit`);
      const logged = { bookingId, reference: view.booking.reference, kind: body.kind };
      if (online) {
        await openCheckout(app, view, { shown: toBooking(view, now, lang), lang, now });
        view = await bookings.findView(bookingId);
        if (!view) throw new Error(`booking ${bookingId} vanished after its checkout`);
        request.log.info(logged, 'booked, awaiting payment');
      } else {
        request.log.info(logged, 'booked');
        await sendBookingMails(request, view, { guest: [bookingConfirmedMail], host: [newBookingMail] });
      }
      return reply.code(201).send(toBooking(view, now, lang, { forGuest: true }));
    },
  );
};
