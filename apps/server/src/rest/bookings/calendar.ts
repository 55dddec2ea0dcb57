import { apiErrorSchema, bookingIdParamsSchema, bookingLangQuerySchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../auth/request-user';
import { visitsRepository } from '../../db/repositories/visits';
import { bookingCalendarFile } from '../../domain/visits/calendar-file';
import { visitBookingView } from '../../domain/visits/views';
import { sendCalendarFile } from '../../lib/calendar-reply';
import { notFoundError } from '../../lib/http-error';

/**
 * GET /rest/v1/bookings/{id}/calendar: the guest's booking, held or confirmed, as an iCalendar file for
 * their own calendar (issue 26). Anyone else's, or one cancelled or expired, answers 404.
 */
export const bookingCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:id/calendar',
    {
      onRequest: requireUser,
      schema: {
        summary: 'A booking as an iCalendar file',
        tags: ['bookings'],
        params: bookingIdParamsSchema,
        querystring: bookingLangQuerySchema,
        response: { 200: z.string(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const row = await visitsRepository(app.db).bookingOf(signedInUser(request).id, request.params.id, lang);
      if (!row) throw notFoundError();
      return sendCalendarFile(
        reply,
        `orchim-booking-${row.startsOn}.ics`,
        bookingCalendarFile(visitBookingView(row), lang),
      );
    },
  );
};
