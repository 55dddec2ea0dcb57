/**
 * How a booking is paid (issue 25; docs/product.md §11, docs/decisions/039-online-payment.md), kept free
 * of zod like ./booking-vocabulary.ts so public pages can name these without the schemas.
 *
 * - `on_arrival`: the embedded default and any server without Stripe settings. Nothing is charged online;
 *   the guest pays the host (or the driver) the total on arrival, by one of the means the host accepts.
 * - `online`: the server has STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. The guest pays on Stripe Checkout;
 *   the booking holds its nights, seats or vehicle while the payment is pending, then Stripe's signed
 *   webhook confirms it.
 */
export const PAYMENT_METHODS = ['on_arrival', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where a booking's payment stands:
 * - `on_arrival`: paid to the host in person (method on_arrival, whatever the booking's status);
 * - `pending`: online, Checkout open, the booking held (status pending_payment) until holdExpiresAt;
 * - `paid`: online, Stripe says paid (the booking confirmed, or cancelled later: see the refund);
 * - `unpaid`: online, never paid: the hold lapsed (status expired) or the guest cancelled before paying.
 */
export const PAYMENT_STATUSES = ['on_arrival', 'pending', 'paid', 'unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A refund through Stripe: `pending` until Stripe accepts it (asked right after the cancel commits, and
 * again by the retry sweep), `succeeded`, or `failed` (Stripe refused or could not be reached; retried
 * with a growing delay, shown to the admin, who may retry at once).
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What a host accepts on arrival (their settings; at least one). */
export const PAYMENT_MEANS = ['cash', 'zelle', 'venmo', 'paypal', 'check', 'card'] as const;
export type PaymentMean = (typeof PAYMENT_MEANS)[number];
/** A new host's: cash, until they say otherwise. */
export const DEFAULT_PAYMENT_MEANS: readonly PaymentMean[] = ['cash'];

/** How long a booking awaiting its online payment holds what it booked, as the guest is told. */
export const PAYMENT_HOLD_MINUTES = 30;
