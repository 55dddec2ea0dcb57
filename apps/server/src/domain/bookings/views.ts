import {
  refundCents,
  refundDeadlines,
  refundPercent,
  type Booking,
  type BookingCancellation,
  type Language,
} from '@orchim/shared';
import type { FastifyRequest } from 'fastify';
import type { BookingRow, BookingView } from '../../db/repositories/bookings';
import { firstNameOf } from '../../db/repositories/stays';
import { linkOrigin } from '../../lib/site-origin';
import type { BookingMailFacts } from '../../mail/booking-mails';
import type { Mail } from '../../mail/mail';
import { languageOf } from '../../mail/texts';
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
  const refundNowPercent = handlerOf(booking.kind).cancellable(booking, now)
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
 * A booking as its guest and host read it (bookingSchema), at `now` (whether it can be cancelled), the
 * listing's title in `lang` where its host translated it.
 */
export function toBooking(view: BookingView, now: Date, lang: Language = 'en'): Booking {
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
