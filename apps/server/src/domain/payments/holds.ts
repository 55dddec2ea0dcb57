import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import { bookingsRepository, type BookingRow } from '../../db/repositories/bookings';
import { paymentsRepository } from '../../db/repositories/payments';
import { handlerOf } from '../bookings/kinds';

/**
 * Holds of bookings awaiting their online payment (docs/decisions/039-online-payment.md §1, §4): a booking
 * pending_payment holds its nights, seats or vehicle as a confirmed one does, until hold_expires_at.
 */

/** How long a booking holds what it booked while its guest pays: 5 minutes more than the session lives. */
export const HOLD_MINUTES = 35;
/** The Checkout Session's life (Stripe's least is 30 minutes). */
export const CHECKOUT_SESSION_MINUTES = 31;

/** At most this many lapsed holds are expired per transaction: there are few at any time. */
const EXPIRE_BATCH = 100;

/**
 * Expires one held booking, locked by the caller in its transaction: what it held goes back through its
 * kind's release (as a cancel gives it back), the booking is expired and its payment unpaid.
 */
export async function expireHold(tx: Queryable, booking: BookingRow, now: Date): Promise<void> {
  if (booking.status !== 'pending_payment') return;
  await handlerOf(booking.kind).release(tx, booking);
  await bookingsRepository(tx).expire(booking.id, now);
  await paymentsRepository(tx).markUnpaid(booking.id, now);
}

/**
 * Expires every hold lapsed at `now`, in the caller's transaction: the sweep's, and a new booking's
 * before its own checks, so a lapsed hold never refuses a guest whatever the sweep's timing. Answers the
 * ids of the bookings expired.
 */
export async function expireLapsedHolds(tx: Queryable, now: Date): Promise<string[]> {
  const expired: string[] = [];
  for (;;) {
    const lapsed = await bookingsRepository(tx).lockLapsedHolds(now, EXPIRE_BATCH);
    for (const booking of lapsed) {
      await expireHold(tx, booking, now);
      expired.push(booking.id);
    }
    if (lapsed.length < EXPIRE_BATCH) return expired;
  }
}

/**
 * Releases the hold of one booking at once (its Checkout Session could not be made), in a transaction of
 * its own; nothing when it is no longer pending.
 */
export async function releaseHold(app: FastifyInstance, bookingId: string, now: Date): Promise<void> {
  await app.db.transaction(async (tx) => {
    const booking = await bookingsRepository(tx).lock(bookingId);
    if (booking) await expireHold(tx, booking, now);
  });
}
