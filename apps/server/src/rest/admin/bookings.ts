import {
  ADMIN_ERROR_CODES,
  adminBookingDetailSchema,
  adminBookingPageSchema,
  adminBookingsQuerySchema,
  adminCancelBookingSchema,
  bookingIdParamsSchema,
  nightsBetween,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingPayment,
  type BookingKind,
  type HostListingKind,
  type MealType,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, signedInUser } from '../../auth/request-user';
import { adminBookingsRepository } from '../../db/repositories/admin-bookings';
import { auditLogRepository } from '../../db/repositories/audit-log';
import { bookingsRepository, type BookingView } from '../../db/repositories/bookings';
import { handlerOf } from '../../domain/bookings/kinds';
import { cancellationOf, paymentOf, sendBookingMails } from '../../domain/bookings/views';
import { attemptRefund } from '../../domain/payments/refunds';
import { HttpError, notFoundError } from '../../lib/http-error';
import { bookingCancelledByAdminHostMail, bookingCancelledByAdminMail } from '../../mail/admin-booking-mails';
import { cancelBooking } from '../bookings/cancel';
import { cancelledByOf } from '../host/bookings';
import { actorOf, adminErrors, adminWriteErrors } from './common';

/** The listing kind (and page) of what each kind of booking books. */
const LISTING_KIND: Record<BookingKind, HostListingKind> = {
  stay: 'stays',
  meal: 'meals',
  ride: 'transport',
};

const fullNameOf = (metadata: Record<string, unknown>) =>
  typeof metadata.full_name === 'string' ? metadata.full_name : '';

/** What was booked, in its host's own words (not a translation), as the host's list names it. */
const titleOf = (view: BookingView) => view.stay?.title ?? view.meal?.title ?? view.ride?.title ?? '';

/** A booking as the admin's list shows it, at `now` (whether it can still be cancelled). */
function toAdminBooking(view: BookingView, now: Date): AdminBooking {
  const { booking } = view;
  const kind = booking.kind as BookingKind;
  return {
    id: booking.id,
    reference: booking.reference,
    kind,
    status: booking.status as AdminBooking['status'],
    listing: {
      kind: LISTING_KIND[kind],
      id: booking.stayId ?? booking.mealOfferId ?? booking.transportServiceId ?? '',
      title: titleOf(view),
    },
    ohelListing: view.ohelListing ? { id: view.ohelListing.id, title: view.ohelListing.title } : null,
    guest: {
      id: booking.guestId,
      name: `${booking.firstName} ${booking.lastName}`.trim(),
      email: booking.email,
    },
    host: { id: booking.hostId, email: view.hostEmail, fullName: fullNameOf(view.hostMetadata) },
    startsOn: booking.startsOn ?? '',
    endsOn: booking.endsOn ?? '',
    pickupAt: booking.pickupAt?.toISOString() ?? null,
    numberOfGuests: booking.numberOfGuests,
    totalCents: booking.totalCents,
    currency: booking.currency,
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    canCancel: handlerOf(kind).cancellable(booking, now),
  };
}

/**
 * How the booking is paid, as the admin reads it (docs/decisions/039-online-payment.md): the guest's
 * view of it, Stripe's ids, and the refund with its attempts and Stripe's last answer.
 */
function adminPaymentOf(view: BookingView, now: Date): AdminBookingPayment {
  const { payment, refund } = view;
  // The guest's own block (the admin has no Checkout page to open), with what only the admin reads.
  const { checkoutUrl: _checkoutUrl, refund: _refund, ...paid } = paymentOf(view, now);
  return {
    ...paid,
    checkoutSessionId: payment?.checkoutSessionId ?? null,
    paymentIntentId: payment?.paymentIntentId ?? null,
    refund: refund && {
      status: refund.status,
      amountCents: refund.amountCents,
      createdAt: refund.createdAt.toISOString(),
      refundedAt: refund.refundedAt?.toISOString() ?? null,
      attempts: refund.attempts,
      lastError: refund.lastError,
      nextAttemptAt: refund.status === 'succeeded' ? null : (refund.nextAttemptAt?.toISOString() ?? null),
      stripeRefundId: refund.stripeRefundId,
    },
  };
}

/** 409 refund_not_retryable: the booking has no refund through Stripe, or Stripe has accepted it. */
const notRetryableError = () =>
  new HttpError(409, ADMIN_ERROR_CODES.refundNotRetryable, 'This booking has no refund waiting for Stripe.');

/** The booking whole: the guest's contact and requests, the price's parts, each kind's details, the cancel. */
function toAdminBookingDetail(view: BookingView, now: Date): AdminBookingDetail {
  const { booking } = view;
  const summary = toAdminBooking(view, now);
  return {
    ...summary,
    guest: { ...summary.guest, phone: booking.phone },
    specialRequests: booking.specialRequests,
    unitPriceCents: booking.unitPriceCents,
    feeCents: booking.feeCents,
    nights:
      booking.kind === 'stay' && booking.checkIn && booking.checkOut
        ? nightsBetween(booking.checkIn, booking.checkOut)
        : null,
    mealType: (booking.mealType as MealType | null) ?? null,
    dietaryNeeds: booking.dietaryNeeds,
    ride:
      booking.kind === 'ride'
        ? {
            pickup: booking.pickup ?? '',
            destination: booking.destination ?? '',
            luggage: booking.luggage ?? 0,
            flightNumber: booking.flightNumber ?? '',
            perPassenger: view.ride?.pricingModel === 'per_passenger',
          }
        : null,
    cancelReason: booking.cancelReason,
    cancelledBy: cancelledByOf(view),
    cancellation: cancellationOf(booking, now),
    payment: adminPaymentOf(view, now),
  };
}

/**
 * Bookings of every kind as the admin finds them, and the admin's cancel: /rest/v1/admin/bookings. The
 * cancel is the guest's and host's own (cancelBooking: the same rule, the same release of nights, seats or
 * vehicle), with an audit row in its transaction and a mail to both the guest and the host.
 */
export const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /rest/v1/admin/bookings?kind&status&q&page: newest made first; q matches a part of the reference,
   * the guest's name or email, or the title of what was booked.
   */
  app.get(
    '/admin/bookings',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Bookings of every kind (admin)',
        tags: ['admin'],
        querystring: adminBookingsQuerySchema,
        response: { 200: adminBookingPageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const now = app.clock();
      const page = await adminBookingsRepository(app.db).list(request.query);
      return { ...page, items: page.items.map((view) => toAdminBooking(view, now)) };
    },
  );

  /** GET /rest/v1/admin/bookings/{id}: the booking whole. */
  app.get(
    '/admin/bookings/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'One booking (admin)',
        tags: ['admin'],
        params: bookingIdParamsSchema,
        response: { 200: adminBookingDetailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const view = await bookingsRepository(app.db).findView(request.params.id);
      if (!view) throw notFoundError();
      return toAdminBookingDetail(view, app.clock());
    },
  );

  /**
   * POST /rest/v1/admin/bookings/{id}/cancel {reason}: the Orchim team cancels a booking under the rule
   * of the guest's and host's cancel (confirmed and not begun, else 409 booking_not_cancellable, and
   * nothing changes). What it held is free again as it commits, with its audit row; the guest and the host
   * are then mailed the reason.
   */
  app.post(
    '/admin/bookings/:id/cancel',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Cancel a booking, saying why (admin)',
        tags: ['admin'],
        params: bookingIdParamsSchema,
        body: adminCancelBookingSchema,
        response: { 200: adminBookingDetailSchema, ...adminWriteErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const actor = actorOf(request);
      const now = app.clock();
      const view = await cancelBooking(app, {
        id,
        lock: (tx) => adminBookingsRepository(tx).lock(id),
        by: signedInUser(request).id,
        reason,
        // The team's cancel costs the guest nothing.
        refund: 'full',
        now,
        record: async (tx, booking) => {
          const booked = await bookingsRepository(tx).findView(booking.id);
          const title = booked ? titleOf(booked) : '';
          await auditLogRepository(tx).record({
            actor,
            action: 'booking.cancel',
            target: {
              type: 'booking',
              id: booking.id,
              label: title ? `${booking.reference} (${title})` : booking.reference,
            },
            reason,
            at: now,
          });
        },
      });
      request.log.info({ bookingId: id }, 'booking cancelled by an admin');
      // A deleted guest's booking keeps no email: only the host can be told.
      await sendBookingMails(request, view, {
        guest: view.booking.email ? [bookingCancelledByAdminMail] : [],
        host: [bookingCancelledByAdminHostMail],
      });
      return toAdminBookingDetail(view, now);
    },
  );

  /**
   * POST /rest/v1/admin/bookings/{id}/refund/retry: asks Stripe again, at once, for the booking's refund
   * that is pending or failed (docs/decisions/039-online-payment.md §6), else 409 refund_not_retryable and
   * nothing changes. The audit row is written, with the refund checked under its lock, before Stripe is
   * called (no network call holds a lock); Stripe's answer is then the refund's, as the sweep's would be.
   * A pending refund whose attempt is under way elsewhere (the sweep's, within its lease) is left to it.
   * Answers the booking whole, with the refund as it now stands.
   */
  app.post(
    '/admin/bookings/:id/refund/retry',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Ask Stripe again for a refund it refused or could not be reached for (admin)',
        tags: ['admin'],
        params: bookingIdParamsSchema,
        response: { 200: adminBookingDetailSchema, ...adminWriteErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const now = app.clock();
      const refundId = await app.db.transaction(async (tx) => {
        const view = await bookingsRepository(tx).findView(id);
        if (!view) throw notFoundError();
        const refund = await adminBookingsRepository(tx).lockRefund(id);
        if (!refund || refund.status === 'succeeded') throw notRetryableError();
        const { booking } = view;
        const title = titleOf(view);
        await auditLogRepository(tx).record({
          actor,
          action: 'booking.refund_retry',
          target: {
            type: 'booking',
            id: booking.id,
            label: title ? `${booking.reference} (${title})` : booking.reference,
          },
          reason: '',
          at: now,
        });
        return refund.id;
      });
      // Never throws for Stripe's sake: a refusal is written on the refund, which the answer shows.
      await attemptRefund(app, refundId, now);
      request.log.info({ bookingId: id, refundId }, 'refund retried by an admin');
      const view = await bookingsRepository(app.db).findView(id);
      if (!view) throw notFoundError();
      return toAdminBookingDetail(view, app.clock());
    },
  );
};
