import {
  apiErrorSchema,
  bookingRequestSchema,
  bookingSchema,
  stayPrice,
  todayInNewYork,
  validStayNights,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../auth/request-user';
import { bookingsRepository } from '../../db/repositories/bookings';
import { staysRepository } from '../../db/repositories/stays';
import { EXCLUSION_VIOLATION, sqlStateOf } from '../../db/sql-state';
import { notFoundError } from '../../lib/http-error';
import { bookingConfirmedMail, newBookingMail } from '../../mail/booking-mails';
import { bookingUnavailableError, invalidDatesError, tooManyGuestsError } from '../stays/errors';
import { sendBookingMails, toBooking } from './views';

/**
 * POST /rest/v1/bookings: books a stay for the signed-in guest. The server decides everything that
 * matters: the dates (SPEC §8 'Please select valid dates'), the number of guests ('Too many guests for
 * this accommodation'), the price (from the stay, never from the body), the email (the account's).
 * Whether the nights are free is not read beforehand: the booking and its calendar row are inserted in
 * one transaction, and the database's exclusion constraint refuses nights already taken (SQLSTATE
 * 23P01 → 409 'This booking is no longer available'), so of two guests booking at the same moment
 * exactly one gets the nights. Mails to the guest and the host go out after the commit.
 */
export const createBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Book a stay',
        tags: ['bookings'],
        body: bookingRequestSchema,
        response: {
          201: bookingSchema,
          400: apiErrorSchema,
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
      const today = todayInNewYork(now);

      let bookingId: string;
      try {
        bookingId = await app.db.transaction(async (tx) => {
          const stay = await staysRepository(tx).findPublishedRow(body.stayId);
          if (!stay) throw notFoundError();
          const nights = validStayNights(body, today, stay.minimumNights);
          if (nights === null) throw invalidDatesError('checkIn');
          if (body.numberOfGuests > stay.maxGuests) throw tooManyGuestsError('numberOfGuests');
          const price = stayPrice(nights, stay.pricePerNightCents, stay.cleaningFeeCents);

          const bookings = bookingsRepository(tx);
          const booking = await bookings.create({
            kind: 'stay',
            status: 'confirmed',
            guestId: user.id,
            hostId: stay.hostId,
            stayId: stay.id,
            checkIn: body.checkIn,
            checkOut: body.checkOut,
            firstName: body.firstName,
            lastName: body.lastName,
            email: user.email,
            phone: body.phone,
            numberOfGuests: body.numberOfGuests,
            specialRequests: body.specialRequests,
            currency: stay.currency,
            unitPriceCents: price.pricePerNightCents,
            feeCents: price.cleaningFeeCents,
            totalCents: price.totalCents,
            createdAt: now,
            updatedAt: now,
          });
          await bookings.reserveStay(booking.id, stay.id, body.checkIn, body.checkOut);
          return booking.id;
        });
      } catch (error) {
        if (sqlStateOf(error) === EXCLUSION_VIOLATION) throw bookingUnavailableError();
        throw error;
      }

      const view = await bookingsRepository(app.db).findView(bookingId);
      if (!view) throw new Error(`booking ${bookingId} vanished after its commit`);
      request.log.info({ bookingId, reference: view.booking.reference }, 'stay booked');
      await sendBookingMails(request, view, [bookingConfirmedMail, newBookingMail]);
      return reply.code(201).send(toBooking(view, today));
    },
  );
};
