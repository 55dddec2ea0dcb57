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
import { sendBookingMails, toBooking } from '../../domain/bookings/views';

/**
 * POST /rest/v1/bookings: books a stay, a meal or a ride for the signed-in guest. The server decides
 * everything that matters, through the kind's handler (./kinds): the dates (product §8 'Please select
 * valid dates'), the guests ('Too many guests for this accommodation'), the price (from the listing,
 * never from the body), the email (the account's). The checks, what the booking holds (a stay's
 * nights, a meal's seats) and the booking row share one transaction, and the database has the last
 * word on what is free, so racing guests never get the same nights or more than the seats. Mails to
 * the guest and the host go out after the commit.
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
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const body = request.body;
      const now = app.clock();
      const handler = handlerOf(body.kind);

      let bookingId: string;
      try {
        bookingId = await app.db.transaction(async (tx) => {
          const prepared = await handler.prepare(tx, body, { user, now });
          const booking = await bookingsRepository(tx).create({
            ...prepared.values,
            kind: body.kind,
            status: 'confirmed',
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
          return booking.id;
        });
      } catch (error) {
        throw handler.refusalOf?.(error) ?? error;
      }

      const view = await bookingsRepository(app.db).findView(bookingId);
      if (!view) throw new Error(`booking ${bookingId} vanished after its commit`);
      request.log.info({ bookingId, reference: view.booking.reference, kind: body.kind }, 'booked');
      await sendBookingMails(request, view, { guest: [bookingConfirmedMail], host: [newBookingMail] });
      return reply.code(201).send(toBooking(view, now, request.query.lang));
    },
  );
};
