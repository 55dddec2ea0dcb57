import {
  refundCents,
  refundDeadlines,
  refundPercent,
  type Booking,
  type BookingCancellation,
  type BookingPayment,
  type Language,
} from '@orchim/shared';
import type { FastifyRequest } from 'fastify';
import type { BookingRow, BookingView } from '../../db/repositories/bookings';
import { firstNameOf } from '../../db/repositories/stays';
import { linkOrigin } from '../../lib/site-origin';
import type { BookingMailFacts } from '../../mail/booking-mails';
import type { Mail } from '../../mail/mail';
import { languageOf } from '../../mail/texts';
import { CHECKOUT_SESSION_MINUTES, HOLD_MINUTES } from '../payments/holds';
import { handlerOf } from './kinds';
import type { BookingDetails } from './kinds/types';

/** Every kind's detail block, null unless the booking's kind fills it. */
const NO_DETAILS: BookingDetails = { stay: null, meal: null, ride: null };

/**
 * A booking's cancellation terms at `now` (bookingCancellationSchema): its policy's deadlines, what the
 * guest would get back by cancelling now (nothing when they cannot cancel), and what a cancel refunded.
 */
export function cancellationOf(booking: BookingRow, now: Date): BookingCancellation {
  const policy = booking.cancellationPolicy;
  // A booking awaiting its payment has nothing paid to give back.
  const refundNowPercent =
    booking.status === 'confirmed' && handlerOf(booking.kind).cancellable(booking, now)
      ? refundPercent(policy, booking.startsAt, now)
      : 0;
  return {
    policy,
    startsAt: booking.startsAt.toISOString(),
    deadlines: refundDeadlines(policy, booking.startsAt).map(({ until, percent }) => ({
      until: until.toISOString(),
      percent,
    })),
    refundNowPercent,
    refundNowCents: refundCents(booking.totalCents, refundNowPercent),
    refundedPercent: booking.refundedPercent,
    refundedCents: booking.refundedCents,
  };
}

/**
 * How a booking is paid and where that stands (bookingPaymentSchema, docs/decisions/039-online-payment.md).
 * The Checkout page's address goes to its guest only (`forGuest`), while the payment is pending and the
 * hold has not lapsed: a host or an admin has nothing to pay.
 */
export function paymentOf(view: BookingView, now: Date, forGuest = false): BookingPayment {
  const { booking, payment, refund } = view;
  const common = { amountCents: booking.totalCents, currency: booking.currency };
  if (booking.paymentMethod === 'on_arrival') {
    return {
      ...common,
      method: 'on_arrival',
      status: 'on_arrival',
      acceptedMeans: view.hostPaymentMeans,
      holdExpiresAt: null,
      checkoutUrl: null,
      paidAt: null,
      refund: null,
    };
  }
  const held = booking.status === 'pending_payment';
  // No payments row yet: the session is being made (held), or could not be (released).
  const status = payment?.status ?? (held ? 'pending' : 'unpaid');
  // The guest is told when Stripe's page closes; the hold lasts a few minutes more, for a payment made at
  // the last moment (docs/decisions/039-online-payment.md §4).
  const payBy =
    held && booking.holdExpiresAt
      ? new Date(booking.holdExpiresAt.getTime() - (HOLD_MINUTES - CHECKOUT_SESSION_MINUTES) * 60_000)
      : null;
  const open = forGuest && status === 'pending' && payBy !== null && payBy.getTime() > now.getTime();
  return {
    ...common,
    method: 'online',
    status,
    acceptedMeans: [],
    holdExpiresAt: payBy?.toISOString() ?? null,
    checkoutUrl: open ? (payment?.checkoutUrl ?? null) : null,
    paidAt: payment?.paidAt?.toISOString() ?? null,
    refund: refund && {
      status: refund.status,
      amountCents: refund.amountCents,
      createdAt: refund.createdAt.toISOString(),
      refundedAt: refund.refundedAt?.toISOString() ?? null,
    },
  };
}

/**
 * A booking as its guest and host read it (bookingSchema), at `now` (whether it can be cancelled), the
 * listing's title in `lang` where its host translated it; `forGuest` when its guest reads it (the only one
 * given the Checkout page's address).
 */
export function toBooking(
  view: BookingView,
  now: Date,
  lang: Language = 'en',
  options: { forGuest?: boolean } = {},
): Booking {
  const { booking } = view;
  const handler = handlerOf(booking.kind);
  return {
    id: booking.id,
    reference: booking.reference,
    kind: booking.kind as Booking['kind'],
    status: booking.status as Booking['status'],
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    numberOfGuests: booking.numberOfGuests,
    specialRequests: booking.specialRequests,
    totalCents: booking.totalCents,
    currency: booking.currency,
    canCancel: handler.cancellable(booking, now),
    cancellation: cancellationOf(booking, now),
    payment: paymentOf(view, now, options.forGuest ?? false),
    ...NO_DETAILS,
    ...handler.detail(view, lang),
  };
}

/**
 * What the booking mails say to a reader who reads `language`, with links to the configured site
 * (linkOrigin), never the request's Host.
 */
export function mailFacts(
  view: BookingView,
  request: FastifyRequest,
  language: Language,
): BookingMailFacts | null {
  const { booking } = view;
  const origin = linkOrigin(request.server);
  return handlerOf(booking.kind).mailFacts(view, {
    language,
    reference: booking.reference,
    guest: {
      firstName: booking.firstName,
      lastName: booking.lastName,
      email: booking.email,
      phone: booking.phone,
    },
    numberOfGuests: booking.numberOfGuests,
    specialRequests: booking.specialRequests,
    host: { firstName: firstNameOf(view.hostMetadata), email: view.hostEmail },
    guestLink: new URL(`/bookings/${booking.id}`, origin).toString(),
    hostLink: new URL('/host/bookings', origin).toString(),
    cancelReason: booking.cancelReason ?? '',
    cancellation: {
      policy: booking.cancellationPolicy,
      // Every policy's first tier gives everything back.
      freeUntil: refundDeadlines(booking.cancellationPolicy, booking.startsAt)[0]!.until.toISOString(),
      bookedAt: booking.createdAt.toISOString(),
      refundedPercent: booking.refundedPercent,
      refundedCents: booking.refundedCents,
      totalCents: booking.totalCents,
      currency: booking.currency,
    },
    // How it is paid and its refund, for the payment lines and the receipt.
    view,
  });
}

type BookingMail = (facts: BookingMailFacts) => Mail;

/**
 * Sends a booking's mails once its transaction has committed, each in its reader's language (the one
 * kept with the guest's or the host's account). A mail that fails is logged and dropped: the booking
 * (or cancellation) stands, and its page shows everything the mail would have.
 */
export async function sendBookingMails(
  request: FastifyRequest,
  view: BookingView,
  mails: { guest?: readonly BookingMail[]; host?: readonly BookingMail[] },
): Promise<void> {
  const toGuest = mailFacts(view, request, languageOf({ language: view.guestLanguage }));
  const toHost = mailFacts(view, request, languageOf(view.hostMetadata));
  if (!toGuest || !toHost) return;
  const results = await Promise.allSettled([
    ...(mails.guest ?? []).map(async (mail) => request.server.mailer.send(mail(toGuest))),
    ...(mails.host ?? []).map(async (mail) => request.server.mailer.send(mail(toHost))),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') {
      request.log.error({ err: result.reason, bookingId: view.booking.id }, 'booking mail not sent');
    }
  }
}
