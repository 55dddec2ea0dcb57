import {
  apiErrorSchema,
  bookingIdParamsSchema,
  bookingLangQuerySchema,
  bookingSchema,
  cancelBookingSchema,
  refundCents,
  refundPercent,
} from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../auth/request-user';
import type { Queryable } from '../../db/client';
import { bookingsRepository, type BookingRow, type BookingView } from '../../db/repositories/bookings';
import { paymentsRepository } from '../../db/repositories/payments';
import { closeCheckout } from '../../domain/payments/checkout';
import { attemptRefund } from '../../domain/payments/refunds';
import { notFoundError } from '../../lib/http-error';
import { bookingCancelledHostMail, bookingCancelledMail } from '../../mail/booking-mails';
import { notCancellableError } from '../../domain/bookings/errors';
import { handlerOf } from '../../domain/bookings/kinds';
import { sendBookingMails, toBooking } from '../../domain/bookings/views';

/**
 * Who pays for a cancel: 'policy' when the guest cancels (the booking's policy's percent at that moment),
 * 'full' when the host or the admin does (the guest gets the whole total back).
 */
export type RefundRule = 'policy' | 'full';

/** The percent of its total a booking cancelled at `now` under `rule` gives back. */
export function refundPercentOf(
  booking: Pick<BookingRow, 'cancellationPolicy' | 'startsAt'>,
  rule: RefundRule,
  now: Date,
): number {
  if (rule === 'full') return 100;
  return refundPercent(booking.cancellationPolicy, booking.startsAt, now);
}

/**
 * Cancels a booking, for its guest, its host or an admin: in one transaction, the booking row locked by
 * `lock` (null: 404, as if it did not exist), the kind's rule (the guest's canCancel: confirmed or awaiting
 * its payment, and not begun, else 409 booking_not_cancellable), what it held given back (nights, seats),
 * the row marked with who, why and what is refunded (by `refund`), and `record` (the admin's audit row),
 * so the change and its record commit together.
 *
 * Paid online (docs/decisions/039-online-payment.md §6): a refund through Stripe is queued in the same
 * transaction when something comes back, and asked of Stripe once it commits; a booking still awaiting
 * its payment refunds nothing (nothing was paid), and its Checkout Session is closed so it cannot be paid
 * any more. Answers the booking as it now stands; the caller mails after this.
 */
export async function cancelBooking(
  app: FastifyInstance,
  options: {
    id: string;
    lock: (tx: Queryable) => Promise<BookingRow | null>;
    by: string;
    reason: string;
    refund: RefundRule;
    now: Date;
    record?: (tx: Queryable, booking: BookingRow) => Promise<void>;
  },
): Promise<BookingView> {
  const { id, by, reason, now } = options;
  const after = await app.db.transaction(async (tx) => {
    // Locked: of two cancels at once, the second sees the first's result.
    const booking = await options.lock(tx);
    if (!booking) throw notFoundError();
    const handler = handlerOf(booking.kind);
    if (!handler.cancellable(booking, now)) throw notCancellableError();
    await handler.release(tx, booking);
    const unpaid = booking.status === 'pending_payment';
    // Read from the locked row, so the percent is the one of the moment the cancel went through.
    const percent = unpaid ? 0 : refundPercentOf(booking, options.refund, now);
    const cents = refundCents(booking.totalCents, percent);
    await bookingsRepository(tx).cancel(booking.id, {
      by,
      reason,
      now,
      refundedPercent: percent,
      refundedCents: cents,
    });
    const payments = paymentsRepository(tx);
    let refundId: string | null = null;
    let openSession: string | null = null;
    if (unpaid) {
      await payments.markUnpaid(booking.id, now);
      openSession = (await payments.findByBooking(booking.id))?.checkoutSessionId ?? null;
    } else if (booking.paymentMethod === 'online' && cents > 0) {
      const queued = await payments.queueRefund({
        bookingId: booking.id,
        amountCents: cents,
        currency: booking.currency,
        now,
      });
      refundId = queued?.id ?? null;
    }
    await options.record?.(tx, booking);
    return { refundId, openSession };
  });
  if (after.openSession) await closeCheckout(app, after.openSession);
  if (after.refundId) await attemptRefund(app, after.refundId, now);
  const view = await bookingsRepository(app.db).findView(id);
  if (!view) throw new Error(`booking ${id} vanished after its cancellation`);
  return view;
}

/**
 * POST /rest/v1/bookings/{id}/cancel {reason?}: the guest cancels their booking while its kind allows
 * (a stay up to its check-in day, a meal until candle lighting, a ride until its pickup), and gets back
 * what its cancellation policy gives at that moment (through Stripe when paid online). What it held
 * (nights, seats) is free again as the transaction commits; the guest and the host get a mail, but for a
 * booking still awaiting its payment, which the host was never told of. Only the guest who made it may;
 * to anyone else it does not exist (404).
 */
export const cancelBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/:id/cancel',
    {
      onRequest: requireUser,
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
      const { id } = request.params;
      const view = await cancelBooking(app, {
        id,
        lock: (tx) => bookingsRepository(tx).lockForGuest(id, user.id),
        by: user.id,
        reason: request.body?.reason ?? '',
        refund: 'policy',
        now,
      });
      request.log.info({ bookingId: view.booking.id }, 'booking cancelled by its guest');
      // A booking never paid was never confirmed: no mail said it was booked, none says it is cancelled.
      const neverPaid = view.booking.paymentMethod === 'online' && view.payment?.status !== 'paid';
      if (!neverPaid) {
        await sendBookingMails(request, view, {
          guest: [bookingCancelledMail],
          host: [bookingCancelledHostMail],
        });
      }
      return toBooking(view, now, request.query.lang, { forGuest: true });
    },
  );
};
