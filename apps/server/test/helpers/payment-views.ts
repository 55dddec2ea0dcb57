import type { PaymentMean } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BookingRow } from '../../src/db/repositories/bookings';
import type { PaymentRow, RefundRow } from '../../src/db/repositories/payments';
import { bookings, payments, refunds } from '../../src/db/schema';
import type { PaidBookingView } from '../../src/mail/payment-lines';

/**
 * How bookings are paid, for the tests of what the mails, the receipts and the admin say about it
 * (docs/decisions/039-online-payment.md), without going through Stripe: a booking as read, made up in
 * memory, and payments and refunds written straight in the database.
 */

const BOOKED_AT = new Date('2026-03-01T12:00:00Z');

/** A stay's booking row as the database keeps it: 3 nights at $150 and a $60 cleaning fee, on arrival. */
export function bookingRowOf(overrides: Partial<BookingRow> = {}): BookingRow {
  return {
    id: '6b1f0a52-3a43-4a8e-9d0b-1f3c5e7a9b11',
    reference: 'OR-7K3M9Q',
    kind: 'stay',
    status: 'confirmed',
    guestId: '0e6a3f4b-5c2d-4e1f-8a9b-7c6d5e4f3a21',
    hostId: '1f7b4a5c-6d3e-4f20-9b8c-8d7e6f5a4b32',
    stayId: '2a8c5b6d-7e4f-4031-8c9d-9e8f7a6b5c43',
    checkIn: '2026-03-15',
    checkOut: '2026-03-18',
    mealOfferId: null,
    mealType: null,
    transportServiceId: null,
    ohelListingId: null,
    serviceDate: null,
    pickupAt: null,
    pickup: null,
    destination: null,
    flightNumber: null,
    luggage: null,
    dietaryNeeds: '',
    startsOn: '2026-03-15',
    endsOn: '2026-03-18',
    firstName: 'Mendel',
    lastName: 'Goldberg',
    email: 'mendel@example.com',
    phone: '+1 718 555 0170',
    numberOfGuests: 2,
    specialRequests: '',
    currency: 'USD',
    unitPriceCents: 150_00,
    feeCents: 60_00,
    totalCents: 510_00,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    cancellationPolicy: 'moderate',
    startsAt: new Date('2026-03-15T19:00:00Z'),
    refundedPercent: null,
    refundedCents: null,
    paymentMethod: 'on_arrival',
    holdExpiresAt: null,
    createdAt: BOOKED_AT,
    updatedAt: BOOKED_AT,
    ...overrides,
  };
}

/** The online payment of a booking, paid on `paidAt`. */
export function paidPaymentOf(booking: BookingRow, paidAt = new Date('2026-03-01T12:05:00Z')): PaymentRow {
  return {
    bookingId: booking.id,
    checkoutSessionId: `cs_test_${booking.reference}`,
    checkoutUrl: `https://checkout.stripe.com/c/pay/cs_test_${booking.reference}`,
    paymentIntentId: `pi_test_${booking.reference}`,
    amountCents: booking.totalCents,
    currency: booking.currency,
    status: 'paid',
    paidAt,
    createdAt: booking.createdAt,
    updatedAt: paidAt,
  };
}

/** A refund through Stripe of `amountCents`, pending unless told. */
export function refundOf(
  booking: BookingRow,
  amountCents: number,
  overrides: Partial<RefundRow> = {},
): RefundRow {
  const at = booking.cancelledAt ?? booking.createdAt;
  return {
    id: '3b9d6c7e-8f50-4142-9dae-af9081726354',
    bookingId: booking.id,
    amountCents,
    currency: booking.currency,
    status: 'pending',
    stripeRefundId: null,
    attempts: 0,
    lastError: null,
    nextAttemptAt: at,
    refundedAt: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** A booking as the mails read it: on arrival (the host taking cash and Zelle) unless given a payment. */
export function paidViewOf(
  booking: BookingRow = bookingRowOf(),
  options: { payment?: PaymentRow | null; refund?: RefundRow | null; means?: PaymentMean[] } = {},
): PaidBookingView {
  return {
    booking,
    hostMetadata: { full_name: 'Rivka Mintz', user_type: 'host' },
    payment: options.payment ?? null,
    refund: options.refund ?? null,
    hostPaymentMeans: options.means ?? ['zelle', 'cash'],
  };
}

/**
 * Makes a booking made through the API (on arrival) one paid online: its method, and a payments row
 * Stripe said was paid at `paidAt`. Answers the payment.
 */
export async function payOnline(app: FastifyInstance, bookingId: string, paidAt: Date): Promise<PaymentRow> {
  const [booking] = await app.db
    .update(bookings)
    .set({ paymentMethod: 'online' })
    .where(eq(bookings.id, bookingId))
    .returning();
  if (!booking) throw new Error(`no booking ${bookingId}`);
  const [payment] = await app.db
    .insert(payments)
    .values({ ...paidPaymentOf(booking, paidAt), createdAt: booking.createdAt })
    .returning();
  return payment!;
}

/** A refund row of a booking, straight in the database (as a cancel of a booking paid online queues it). */
export async function insertRefund(
  app: FastifyInstance,
  bookingId: string,
  values: Partial<typeof refunds.$inferInsert> & { amountCents: number },
): Promise<RefundRow> {
  const [refund] = await app.db
    .insert(refunds)
    .values({ bookingId, currency: 'USD', ...values })
    .returning();
  return refund!;
}
