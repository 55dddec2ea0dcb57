import {
  apiErrorSchema,
  bookingIdParamsSchema,
  hostBookingPageSchema,
  hostBookingSchema,
  hostBookingsQuerySchema,
  hostCancelBookingSchema,
  todayInNewYork,
  type HostBooking,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user';
import { bookingsRepository, type BookingView } from '../../db/repositories/bookings';
import { bookingCancelledByHostMail } from '../../mail/booking-mails';
import { cancelBooking } from '../bookings/cancel';
import { BOOKINGS_PAGE_SIZE } from '../bookings/read';
import { sendBookingMails, toBooking } from '../../domain/bookings/views';

/** Who cancelled: the guest, the host, or someone else (an admin); null while it stands, or when unknown. */
export function cancelledByOf({ booking }: BookingView): HostBooking['cancelledBy'] {
  if (booking.status !== 'cancelled' || booking.cancelledBy === null) return null;
  if (booking.cancelledBy === booking.guestId) return 'guest';
  if (booking.cancelledBy === booking.hostId) return 'host';
  return 'admin';
}

/** A booking as its host reads it: the guest's details, the listing, who cancelled and why. */
export function toHostBooking(view: BookingView, now: Date): HostBooking {
  const { booking } = view;
  return {
    ...toBooking(view, now),
    cancelReason: booking.cancelReason,
    cancelledBy: cancelledByOf(view),
    listingId: booking.stayId ?? booking.mealOfferId ?? booking.transportServiceId ?? '',
    // The host's own words, not a translation.
    listingTitle: view.stay?.title ?? view.meal?.title ?? view.ride?.title ?? '',
  };
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The bookings of the host's listings, and the host's cancel. Another host's booking is 404. */
export const hostBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /rest/v1/host/bookings?kind&status&from&to&page: bookings of every listing of the host, those
   * still to come first (soonest first), then the rest (latest first); pages of 20, as My bookings.
   */
  app.get(
    '/host/bookings',
    {
      schema: {
        summary: 'Bookings of my listings (host)',
        tags: ['host'],
        querystring: hostBookingsQuerySchema,
        response: { 200: hostBookingPageSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { page, ...filters } = request.query;
      const now = app.clock();
      const found = await bookingsRepository(app.db).listForHost(user.id, {
        filters,
        today: todayInNewYork(now),
        page,
        pageSize: BOOKINGS_PAGE_SIZE,
      });
      return { items: found.items.map((view) => toHostBooking(view, now)), page, hasMore: found.hasMore };
    },
  );

  /**
   * POST /rest/v1/host/bookings/{id}/cancel {reason}: the host cancels a booking of their listing under
   * the guest's rule (confirmed and not begun, else 409 booking_not_cancellable); the nights or seats are
   * free again as it commits, and the guest is mailed the reason.
   */
  app.post(
    '/host/bookings/:id/cancel',
    {
      schema: {
        summary: 'Cancel a booking of my listing, saying why (host)',
        tags: ['host'],
        params: bookingIdParamsSchema,
        body: hostCancelBookingSchema,
        response: { 200: hostBookingSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id } = request.params;
      const now = app.clock();
      const view = await cancelBooking(app, {
        id,
        lock: (tx) => bookingsRepository(tx).lockForHost(id, user.id),
        by: user.id,
        reason: request.body.reason,
        // The host's cancel costs the guest nothing.
        refund: 'full',
        now,
      });
      request.log.info({ bookingId: id }, 'booking cancelled by its host');
      await sendBookingMails(request, view, { guest: [bookingCancelledByHostMail] });
      return toHostBooking(view, now);
    },
  );
};
