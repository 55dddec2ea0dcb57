import {
  nightsBetween,
  stayDatesProblem,
  stayPrice,
  todayInNewYork,
  type StayBookingRequest,
} from '@orchim/shared';
import { bookingsRepository, isHolding, type BookingRow } from '../../../db/repositories/bookings';
import { firstNameOf, staysRepository } from '../../../db/repositories/stays';
import { EXCLUSION_VIOLATION, sqlStateOf } from '../../../db/sql-state';
import { translateFields } from '../../../db/repositories/translations';
import { notFoundError } from '../../../lib/http-error';
import { stayMailFacts } from '../../../mail/booking-mails';
import { bookingUnavailableError, invalidDatesError, refuseOwnListing, tooManyGuestsError } from '../errors';
import { stayStartsAt } from '../starts-at';
import type { BookingKindHandler } from './types';

/**
 * The guest may still cancel: confirmed (or awaiting its payment), and check-in is today or later (New
 * York's today).
 */
export const isStayCancellable = (booking: Pick<BookingRow, 'status' | 'checkIn'>, now: Date) =>
  isHolding(booking.status) && booking.checkIn !== null && booking.checkIn >= todayInNewYork(now);

/**
 * Stays (issue 4): the dates (product §8 'Please select valid dates'), the guests ('Too many guests for
 * this accommodation'), the price from the stay. Whether the nights are free is not read beforehand:
 * the booking's calendar row is inserted in its transaction, and the exclusion constraint refuses
 * nights already taken (SQLSTATE 23P01 → 409 'This booking is no longer available'), so of two guests
 * booking at the same moment exactly one gets the nights. The stay's row is locked first, so that
 * racing bookings queue instead of deadlocking in the exclusion check.
 */
export const stayBookings: BookingKindHandler<StayBookingRequest> = {
  kind: 'stay',

  async prepare(tx, body, { user, now }) {
    const stay = await staysRepository(tx).lockPublishedRow(body.stayId);
    if (!stay) throw notFoundError();
    refuseOwnListing([stay.hostId], user.id);
    const problem = stayDatesProblem(body, todayInNewYork(now), stay.minimumNights);
    if (problem) throw invalidDatesError('checkIn', problem);
    const nights = nightsBetween(body.checkIn, body.checkOut);
    if (body.numberOfGuests > stay.maxGuests) throw tooManyGuestsError('numberOfGuests');
    const price = stayPrice(nights, stay.pricePerNightCents, stay.cleaningFeeCents);
    return {
      values: {
        hostId: stay.hostId,
        stayId: stay.id,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        currency: stay.currency,
        unitPriceCents: price.pricePerNightCents,
        feeCents: price.cleaningFeeCents,
        totalCents: price.totalCents,
        // The stay's policy as it is now: the booking keeps it whatever the host picks later.
        cancellationPolicy: stay.cancellationPolicy,
        startsAt: stayStartsAt(body.checkIn, stay.checkInTime),
      },
      hold: (bookingId) =>
        bookingsRepository(tx).reserveStay(bookingId, stay.id, body.checkIn, body.checkOut),
    };
  },

  refusalOf: (error) => (sqlStateOf(error) === EXCLUSION_VIOLATION ? bookingUnavailableError() : null),

  release: (tx, booking) => bookingsRepository(tx).releaseStay(booking.id),

  cancellable: isStayCancellable,

  detail(view, lang) {
    const { booking, stay } = view;
    if (!stay || !booking.checkIn || !booking.checkOut) return { stay: null };
    const nights = nightsBetween(booking.checkIn, booking.checkOut);
    const { translations, ...place } = stay;
    return {
      stay: {
        ...place,
        ...translateFields(translations, lang, { title: place.title, area: place.area }),
        cover: view.cover,
        hostName: firstNameOf(view.hostMetadata),
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        nights,
        pricePerNightCents: booking.unitPriceCents,
        subtotalCents: nights * booking.unitPriceCents,
        cleaningFeeCents: booking.feeCents,
      },
    };
  },

  mailFacts(view, common) {
    const { booking, stay } = view;
    if (!stay || !booking.checkIn || !booking.checkOut) return null;
    return stayMailFacts(common, {
      ...stay,
      title: translateFields(stay.translations, common.language, { title: stay.title }).title,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      nights: nightsBetween(booking.checkIn, booking.checkOut),
      pricePerNightCents: booking.unitPriceCents,
      cleaningFeeCents: booking.feeCents,
      totalCents: booking.totalCents,
      currency: booking.currency,
    });
  },
};
