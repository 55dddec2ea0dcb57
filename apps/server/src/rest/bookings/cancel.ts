import {
  apiErrorSchema,
  bookingIdParamsSchema,
  bookingLangQuerySchema,
  bookingSchema,
  cancelBookingSchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../auth/request-user';
import { bookingsRepository } from '../../db/repositories/bookings';
import { notFoundError } from '../../lib/http-error';
import { bookingCancelledHostMail, bookingCancelledMail } from '../../mail/booking-mails';
import { notCancellableError } from './errors';
import { handlerOf } from './kinds';
import { sendBookingMails, toBooking } from './views';

/**
 * POST /rest/v1/bookings/{id}/cancel {reason?}: the guest cancels their booking while its kind allows
 * (a stay up to its check-in day, a meal until candle lighting, a ride until its pickup). What it held (nights, seats) is free
 * again as the transaction commits; the guest and the host get a mail. Only
 * the guest who made it may; to anyone else it does not exist (404).
 */
export const cancelBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Cancel my booking',
        tags: ['bookings'],
        params: bookingIdParamsSchema,
        querystring: bookingLangQuerySchema,
        // A cancel without a reason may come without a body.
        body: cancelBookingSchema.nullish(),
        response: {
          200: bookingSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const now = app.clock();
      await app.db.transaction(async (tx) => {
        const bookings = bookingsRepository(tx);
        // Locked: of two cancels at once, the second sees the first's result.
        const booking = await bookings.lockForGuest(request.params.id, user.id);
        if (!booking) throw notFoundError();
        const handler = handlerOf(booking.kind);
        if (!handler.cancellable(booking, now)) throw notCancellableError();
        await handler.release(tx, booking);
        await bookings.cancel(booking.id, { by: user.id, reason: request.body?.reason ?? '', now });
      });

      const view = await bookingsRepository(app.db).findView(request.params.id);
      if (!view) throw new Error(`booking ${request.params.id} vanished after its cancellation`);
      request.log.info({ bookingId: view.booking.id }, 'booking cancelled by its guest');
      await sendBookingMails(request, view, [bookingCancelledMail, bookingCancelledHostMail]);
      return toBooking(view, now, request.query.lang);
    },
  );
};
