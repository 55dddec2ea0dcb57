import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { bookingsRepository } from '../../db/repositories/bookings';
import { paymentsRepository } from '../../db/repositories/payments';
import { expireHold } from './holds';

/**
 * What a Stripe event does to our records (docs/decisions/039-online-payment.md §3), in one transaction
 * with the event's id in stripe_events, so a delivery seen before changes nothing.
 */
export type EventOutcome =
  /** Seen before, or of a type (or a session) that concerns nothing of ours. */
  | { effect: 'none' }
  /** The held booking is paid and confirmed: its confirmation mails go out now. */
  | { effect: 'confirmed'; bookingId: string }
  /** Paid for a booking no longer held (expired, cancelled): a full refund is queued. */
  | { effect: 'refund'; bookingId: string; refundId: string }
  /** The session lapsed unpaid: the hold was released. */
  | { effect: 'expired'; bookingId: string };

const NONE: EventOutcome = { effect: 'none' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The booking a session is for: ours name it in metadata, and as the client reference. A session of
 * something else sold through the same Stripe account names none (or not a booking's id): not ours.
 */
function bookingIdOf(session: Stripe.Checkout.Session): string | null {
  const id = session.metadata?.bookingId ?? session.client_reference_id ?? null;
  return id && UUID.test(id) ? id : null;
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Handles one verified event at `now`; the caller acts on the outcome after the commit (mails, Stripe). */
export async function applyStripeEvent(
  app: FastifyInstance,
  event: Stripe.Event,
  now: Date,
): Promise<EventOutcome> {
  return app.db.transaction(async (tx): Promise<EventOutcome> => {
    const payments = paymentsRepository(tx);
    if (!(await payments.recordEvent(event.id, event.type, now))) return NONE;
    const bookings = bookingsRepository(tx);

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // Completed with a delayed method (a bank debit): paid later, by async_payment_succeeded.
        if (session.payment_status !== 'paid') return NONE;
        const bookingId = bookingIdOf(session);
        const booking = bookingId ? await bookings.lock(bookingId) : null;
        if (!booking) {
          app.log.error({ eventId: event.id, sessionId: session.id }, 'payment for no booking of ours');
          return NONE;
        }
        const payment = await payments.markPaid({
          bookingId: booking.id,
          checkoutSessionId: session.id,
          checkoutUrl: session.url ?? '',
          paymentIntentId: idOf(session.payment_intent),
          amountCents: session.amount_total ?? booking.totalCents,
          currency: (session.currency ?? booking.currency).toUpperCase(),
          now,
        });
        if (booking.status === 'pending_payment') {
          await bookings.confirm(booking.id, now);
          return { effect: 'confirmed', bookingId: booking.id };
        }
        if (booking.status === 'confirmed') return NONE;
        // Expired or cancelled while the guest was on Stripe's page: what it held may be someone else's
        // by now, so the money goes back rather than the booking coming back.
        if (booking.status === 'cancelled') await bookings.refundWhole(booking.id, now);
        if (payment.amountCents <= 0) return NONE;
        const refund = await payments.queueRefund({
          bookingId: booking.id,
          amountCents: payment.amountCents,
          currency: payment.currency,
          now,
        });
        return refund ? { effect: 'refund', bookingId: booking.id, refundId: refund.id } : NONE;
      }

      case 'checkout.session.expired': {
        const bookingId = bookingIdOf(event.data.object);
        const booking = bookingId ? await bookings.lock(bookingId) : null;
        if (booking?.status !== 'pending_payment') return NONE;
        await expireHold(tx, booking, now);
        return { effect: 'expired', bookingId: booking.id };
      }

      default:
        return NONE;
    }
  });
}
