import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { payments, refunds, stripeEvents } from '../schema';

/** A booking's online payment: its Checkout Session and whether Stripe said it was paid. */
export type PaymentRow = typeof payments.$inferSelect;
/** Money given back through Stripe for a booking paid online, with its attempts. */
export type RefundRow = typeof refunds.$inferSelect;

/**
 * Payments, refunds and the Stripe events already handled (docs/decisions/039-online-payment.md). The
 * bookings themselves change in ./bookings.ts; these tables follow them in the same transactions.
 */
export function paymentsRepository(db: Queryable) {
  return {
    /** The payment of a Checkout Session just created (after the booking's own transaction). */
    async create(values: {
      bookingId: string;
      checkoutSessionId: string;
      checkoutUrl: string;
      amountCents: number;
      currency: string;
      now: Date;
    }): Promise<PaymentRow> {
      const { now, ...row } = values;
      const [created] = await db
        .insert(payments)
        .values({ ...row, status: 'pending', createdAt: now, updatedAt: now })
        .returning();
      if (!created) throw new Error(`no payment row for booking ${values.bookingId}`);
      return created;
    },

    async findByBooking(bookingId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
      return row ?? null;
    },

    /**
     * Stripe says it is paid. Written whether or not the payments row exists yet (its insert after the
     * session's creation may have failed): the session's own id and URL fill it then.
     */
    async markPaid(values: {
      bookingId: string;
      checkoutSessionId: string;
      checkoutUrl: string;
      paymentIntentId: string | null;
      amountCents: number;
      currency: string;
      now: Date;
    }): Promise<PaymentRow> {
      const { now, ...row } = values;
      const [paid] = await db
        .insert(payments)
        .values({ ...row, status: 'paid', paidAt: now, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: payments.bookingId,
          set: {
            status: 'paid',
            paidAt: sql`coalesce(${payments.paidAt}, excluded.paid_at)`,
            paymentIntentId: sql`coalesce(excluded.payment_intent_id, ${payments.paymentIntentId})`,
            updatedAt: now,
          },
        })
        .returning();
      if (!paid) throw new Error(`no payment row for booking ${values.bookingId}`);
      return paid;
    },

    /** A pending payment that will never be made (the hold lapsed, or the guest cancelled first). */
    async markUnpaid(bookingId: string, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'unpaid', updatedAt: now })
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'pending')));
    },

    /**
     * Queues a refund (pending, due at `now`) in the transaction that decided it; null when the booking
     * has one already (refunds_booking_id_key: a booking is refunded once).
     */
    async queueRefund(values: {
      bookingId: string;
      amountCents: number;
      currency: string;
      now: Date;
    }): Promise<RefundRow | null> {
      const { now, ...row } = values;
      const [queued] = await db
        .insert(refunds)
        .values({ ...row, status: 'pending', nextAttemptAt: now, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: refunds.bookingId })
        .returning();
      return queued ?? null;
    },

    /** A refund and its booking's payment (for the payment intent), the refund locked, or null. */
    async lockRefund(id: string): Promise<{ refund: RefundRow; payment: PaymentRow | null } | null> {
      const [row] = await db
        .select({ refund: refunds, payment: payments })
        .from(refunds)
        .leftJoin(payments, eq(payments.bookingId, refunds.bookingId))
        .where(eq(refunds.id, id))
        .for('update', { of: refunds });
      return row ?? null;
    },

    /** Marks an attempt under way: the sweep leaves the refund alone until `until`. */
    async claimRefund(id: string, until: Date, now: Date): Promise<void> {
      await db
        .update(refunds)
        .set({ status: 'pending', nextAttemptAt: until, updatedAt: now })
        .where(eq(refunds.id, id));
    },

    async refundSucceeded(id: string, stripeRefundId: string, now: Date): Promise<void> {
      await db
        .update(refunds)
        .set({
          status: 'succeeded',
          stripeRefundId,
          refundedAt: now,
          attempts: sql`${refunds.attempts} + 1`,
          lastError: null,
          nextAttemptAt: null,
          updatedAt: now,
        })
        .where(eq(refunds.id, id));
    },

    async refundFailed(
      id: string,
      failure: { error: string; nextAttemptAt: Date; now: Date },
    ): Promise<void> {
      await db
        .update(refunds)
        .set({
          status: 'failed',
          attempts: sql`${refunds.attempts} + 1`,
          lastError: failure.error,
          nextAttemptAt: failure.nextAttemptAt,
          updatedAt: failure.now,
        })
        .where(eq(refunds.id, id));
    },

    /** Refunds not yet accepted whose next attempt is due, the longest waiting first (refunds_next_attempt_at_idx). */
    async dueRefundIds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(ne(refunds.status, 'succeeded'), lte(refunds.nextAttemptAt, now)))
        .orderBy(asc(refunds.nextAttemptAt), asc(refunds.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Records a Stripe event as handled, in the transaction of its effect; false when it was already
     * (Stripe delivers at least once: the second delivery must change nothing).
     */
    async recordEvent(id: string, type: string, now: Date): Promise<boolean> {
      const [row] = await db
        .insert(stripeEvents)
        .values({ id, type, receivedAt: now })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id });
      return !!row;
    },
  };
}
