import { nightsBetween, type Booking } from '@orchim/shared';
import type { FastifyRequest } from 'fastify';
import { isCancellable, type BookingView } from '../../db/repositories/bookings';
import { firstNameOf } from '../../db/repositories/stays';
import { siteOrigin } from '../../lib/site-origin';
import type { BookingMailFacts } from '../../mail/booking-mails';
import type { Mail } from '../../mail/mailer';

/** A booking as its guest and host read it (bookingSchema). */
export function toBooking(view: BookingView, today: string): Booking {
  const { booking, stay } = view;
  const nights = booking.checkIn && booking.checkOut ? nightsBetween(booking.checkIn, booking.checkOut) : 0;
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
    canCancel: isCancellable(booking, today),
    stay:
      stay && booking.checkIn && booking.checkOut
        ? {
            ...stay,
            cover: view.cover,
            hostName: firstNameOf(view.hostMetadata),
            checkIn: booking.checkIn,
            checkOut: booking.checkOut,
            nights,
            pricePerNightCents: booking.unitPriceCents,
            subtotalCents: nights * booking.unitPriceCents,
            cleaningFeeCents: booking.feeCents,
          }
        : null,
  };
}

/** What the booking mails say, with links to the site the request came to (PUBLIC_URL in production). */
export function mailFacts(view: BookingView, request: FastifyRequest): BookingMailFacts | null {
  const { booking, stay } = view;
  if (!stay || !booking.checkIn || !booking.checkOut) return null;
  const origin = siteOrigin(request);
  return {
    reference: booking.reference,
    guest: {
      firstName: booking.firstName,
      lastName: booking.lastName,
      email: booking.email,
      phone: booking.phone,
    },
    numberOfGuests: booking.numberOfGuests,
    specialRequests: booking.specialRequests,
    stay,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: nightsBetween(booking.checkIn, booking.checkOut),
    pricePerNightCents: booking.unitPriceCents,
    cleaningFeeCents: booking.feeCents,
    totalCents: booking.totalCents,
    currency: booking.currency,
    host: { firstName: firstNameOf(view.hostMetadata), email: view.hostEmail },
    guestLink: new URL(`/bookings/${booking.id}`, origin).toString(),
    hostLink: new URL('/host/bookings', origin).toString(),
    cancelReason: booking.cancelReason ?? '',
  };
}

/**
 * Sends a booking's mails once its transaction has committed. A mail that fails is logged and
 * dropped: the booking (or cancellation) stands, and its page shows everything the mail would have.
 */
export async function sendBookingMails(
  request: FastifyRequest,
  view: BookingView,
  mails: readonly ((facts: BookingMailFacts) => Mail)[],
): Promise<void> {
  const facts = mailFacts(view, request);
  if (!facts) return;
  const results = await Promise.allSettled(
    mails.map(async (mail) => request.server.mailer.send(mail(facts))),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      request.log.error({ err: result.reason, bookingId: view.booking.id }, 'booking mail not sent');
    }
  }
}
