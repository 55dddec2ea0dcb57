import { DEFAULT_PAYMENT_MEANS, PAYMENT_MEANS, type Language, type PaymentMean } from '@orchim/shared';
import type { BookingView } from '../db/repositories/bookings';
import type { PaymentRow, RefundRow } from '../db/repositories/payments';
import type { BookingMailFacts } from './booking-mails';
import { dayInNewYork, mailTexts, money } from './texts';

/**
 * What the booking mails and the receipt say about money (docs/decisions/039-online-payment.md): how the
 * booking is paid, and what its cancel gives back, through Stripe or not at all.
 */

/**
 * The part of a booking as read (BookingView) that says how it is paid: the booking, its online payment
 * and its refund through Stripe (each null when there is none), and the means its host accepts on arrival.
 */
export type PaidBookingView = Pick<BookingView, 'booking' | 'hostMetadata'> & {
  payment: PaymentRow | null;
  refund: RefundRow | null;
  hostPaymentMeans: readonly PaymentMean[];
};

/** Where a booking's money stands, as its mails and its receipt say it. */
export type PaymentState =
  | { kind: 'free' }
  | { kind: 'on_arrival'; means: readonly PaymentMean[] }
  | { kind: 'paid'; amountCents: number; currency: string; paidAt: Date }
  | { kind: 'pending' }
  | { kind: 'unpaid' };

export function paymentStateOf({ booking, payment, hostPaymentMeans }: PaidBookingView): PaymentState {
  // Paid first: a payment that reached a booking no longer held is still the guest's money (039).
  if (payment?.status === 'paid' && payment.paidAt) {
    return {
      kind: 'paid',
      amountCents: payment.amountCents,
      currency: payment.currency,
      paidAt: payment.paidAt,
    };
  }
  if (booking.totalCents === 0) return { kind: 'free' };
  if (booking.paymentMethod === 'on_arrival') {
    return {
      kind: 'on_arrival',
      means: hostPaymentMeans.length > 0 ? hostPaymentMeans : DEFAULT_PAYMENT_MEANS,
    };
  }
  return booking.status === 'pending_payment' || booking.status === 'confirmed'
    ? { kind: 'pending' }
    : { kind: 'unpaid' };
}

/** The host's means in the settings' order, named in `language`: "cash, Zelle". */
export function meansList(means: readonly PaymentMean[], language: Language): string {
  const names = mailTexts(language).paymentMeans;
  return PAYMENT_MEANS.filter((mean) => means.includes(mean))
    .map((mean) => names[mean])
    .join(', ');
}

/**
 * How the booking is paid, to its guest ("Pay the host on arrival: $360.00 (cash, Zelle).", "Paid online:
 * $360.00 (November 23, 2026).") or to its host ("The guest pays you on arrival…").
 */
export function paymentLine(facts: BookingMailFacts, reader: 'guest' | 'host'): string {
  const { language, cancellation, kind } = facts;
  const t = mailTexts(language);
  const state = paymentStateOf(facts.view);
  switch (state.kind) {
    case 'free':
      return t.nothingToPay;
    case 'on_arrival': {
      const amount = money(cancellation.totalCents, cancellation.currency, language);
      const means = meansList(state.means, language);
      return reader === 'guest'
        ? t.payOnArrival(kind, amount, means)
        : t.guestPaysOnArrival(kind, amount, means);
    }
    case 'paid': {
      const amount = money(state.amountCents, state.currency, language);
      return reader === 'guest'
        ? t.paidOnline(amount, dayInNewYork(state.paidAt.toISOString(), language))
        : t.guestPaidOnline(amount);
    }
    case 'pending':
      return t.paymentPending;
    case 'unpaid':
      return t.notPaid;
  }
}

/**
 * What a cancelled booking gives back, as its guest reads it. Paid online: what is refunded to the card
 * through Stripe (all, or a part under the policy), or nothing after the last deadline. Never paid online:
 * nothing was charged. Paid on arrival: decision 038's line (all, a part or nothing under the policy), and
 * that no money went through Orchim.
 */
export function refundLine(facts: BookingMailFacts): string {
  const { language, cancellation } = facts;
  const t = mailTexts(language);
  const { refundedPercent: percent, refundedCents: cents, totalCents, currency } = cancellation;
  const price = (amount: number) => money(amount, currency, language);
  const state = paymentStateOf(facts.view);
  if (state.kind === 'paid') {
    const { refund } = facts.view;
    if (!refund) return t.refundNone;
    const done = refund.status === 'succeeded';
    const refunded = money(refund.amountCents, refund.currency, language);
    const line =
      refund.amountCents >= state.amountCents
        ? t.refundOnlineFull(refunded, done)
        : t.refundOnlinePart(
            refunded,
            percent ?? Math.round((refund.amountCents / state.amountCents) * 100),
            money(state.amountCents, state.currency, language),
            t.policyNames[cancellation.policy],
            done,
          );
    return `${line} ${t.refundDelay}`;
  }
  if (state.kind === 'pending' || state.kind === 'unpaid') return t.notPaid;
  // Everything back: the host's and the team's cancels, a guest's in time, and a booking that cost nothing
  // (all of nothing reads better than "nothing"). A cancel always records its refund; null is never mailed.
  const line =
    percent === null || cents === null || percent === 100 || totalCents === 0
      ? t.refundFull(price(cents ?? totalCents))
      : percent === 0 || cents === 0
        ? t.refundNone
        : t.refundPart(price(cents), percent, price(totalCents), t.policyNames[cancellation.policy]);
  return state.kind === 'on_arrival' ? `${line} ${t.nothingChargedOnline}` : line;
}

/** To the host of a booking paid online and cancelled: what the guest paid and what goes back; else null. */
export function hostRefundLine(facts: BookingMailFacts): string | null {
  const state = paymentStateOf(facts.view);
  if (state.kind !== 'paid') return null;
  const { language } = facts;
  const refunded = facts.view.refund?.amountCents ?? 0;
  return mailTexts(language).hostRefundOnline(
    money(refunded, state.currency, language),
    money(state.amountCents, state.currency, language),
  );
}
