import { z } from 'zod';
import { PAYMENT_MEANS, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_STATUSES } from './payment-vocabulary';

/**
 * Payments on the wire (issue 25): a booking's `payment` block, the host's accepted means, the admin's view
 * of payments and refunds. The rules are in ./payment-vocabulary.ts and docs/decisions/039-online-payment.md.
 */

export * from './payment-vocabulary';

/** A refund paid back through Stripe (only for a booking paid online, cancelled with something to give back). */
export const bookingRefundSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  amountCents: z.number().int(),
  createdAt: z.string(),
  /** When Stripe accepted it; null while pending or failed. */
  refundedAt: z.string().nullable(),
});
export type BookingRefund = z.infer<typeof bookingRefundSchema>;

/** A booking's `payment` block, as its guest (and its host) read it. */
export const bookingPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  /** What is paid (online) or to pay (on arrival): the booking's total. */
  amountCents: z.number().int(),
  currency: z.string(),
  /** The means the host accepts on arrival (method on_arrival); empty online. */
  acceptedMeans: z.array(z.enum(PAYMENT_MEANS)),
  /**
   * While the payment is pending: until when the guest may pay (Stripe's page closes then; the booking
   * holds a few minutes longer, so a payment made at the last moment still finds it). Null otherwise.
   */
  holdExpiresAt: z.string().nullable(),
  /** Stripe Checkout's page for this booking, to its guest only, while pending and not past the hold. */
  checkoutUrl: z.string().nullable(),
  /** When Stripe said it was paid; null unless paid. */
  paidAt: z.string().nullable(),
  refund: bookingRefundSchema.nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** GET and PUT /rest/v1/host/payment-means: what the host accepts from guests paying on arrival. */
export const hostPaymentMeansSchema = z.object({
  paymentMeans: z
    .array(z.enum(PAYMENT_MEANS))
    .min(1)
    .max(PAYMENT_MEANS.length)
    .refine((means) => new Set(means).size === means.length, { message: 'Each means once' }),
});
export type HostPaymentMeans = z.infer<typeof hostPaymentMeansSchema>;

/** The admin's view of a booking's refund: the guest's, plus the attempts and Stripe's last answer. */
export const adminRefundSchema = bookingRefundSchema.extend({
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When the sweep tries again (a pending or failed refund); null once succeeded. */
  nextAttemptAt: z.string().nullable(),
  /** Stripe's id of the refund (re_...), once it exists. */
  stripeRefundId: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** The admin's view of a booking's payment: the guest's, the refund with its attempts, Stripe's ids. */
export const adminBookingPaymentSchema = bookingPaymentSchema
  .omit({ checkoutUrl: true, refund: true })
  .extend({
    checkoutSessionId: z.string().nullable(),
    paymentIntentId: z.string().nullable(),
    refund: adminRefundSchema.nullable(),
  });
export type AdminBookingPayment = z.infer<typeof adminBookingPaymentSchema>;
