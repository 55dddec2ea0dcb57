import {
  apiErrorSchema,
  bookingIdParamsSchema,
  bookingLangQuerySchema,
  bookingListQuerySchema,
  bookingPageSchema,
  bookingSchema,
  todayInNewYork,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../auth/request-user';
import { bookingsRepository } from '../../db/repositories/bookings';
import { notFoundError } from '../../lib/http-error';
import { toBooking } from '../../domain/bookings/views';

export const BOOKINGS_PAGE_SIZE = 20;

/** Reading bookings: a guest's own list, and one booking for its guest or the host of its listing. */
export const readBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /rest/v1/bookings?scope&kind&page: the signed-in guest's bookings. upcoming (confirmed or
   * awaiting payment, last day today or later) soonest first; past (ended, cancelled, or expired unpaid)
   * latest first; all newest made first.
   */
  app.get(
    '/bookings',
    {
      onRequest: requireUser,
      schema: {
        summary: 'My bookings',
        tags: ['bookings'],
        querystring: bookingListQuerySchema,
        response: { 200: bookingPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { scope, kind, page, lang } = request.query;
      const now = app.clock();
      const found = await bookingsRepository(app.db).listForGuest(user.id, {
        scope,
        kind,
        today: todayInNewYork(now),
        page,
        pageSize: BOOKINGS_PAGE_SIZE,
      });
      return {
        items: found.items.map((view) => toBooking(view, now, lang, { forGuest: true })),
        page,
        hasMore: found.hasMore,
      };
    },
  );

  /**
   * GET /rest/v1/bookings/{id}: for the guest who made it and the host of its listing. Anyone else gets
   * the 404 of a booking that does not exist, which tells them nothing.
   */
  app.get(
    '/bookings/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'A booking',
        tags: ['bookings'],
        params: bookingIdParamsSchema,
        querystring: bookingLangQuerySchema,
        response: { 200: bookingSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const view = await bookingsRepository(app.db).findVisibleTo(request.params.id, user.id);
      if (!view) throw notFoundError();
      // Its host reads it too, but only its guest is sent to pay.
      const forGuest = view.booking.guestId === user.id;
      return toBooking(view, app.clock(), request.query.lang, { forGuest });
    },
  );
};
