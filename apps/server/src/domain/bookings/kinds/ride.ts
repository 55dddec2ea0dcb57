import type { Language, PricingModel, RideBookingRequest, ServiceType, VehicleType } from '@orchim/shared';
import { isHolding, type BookingRow, type BookingView } from '../../../db/repositories/bookings';
import { transportRepository } from '../../../db/repositories/transport';
import { firstNameOf } from '../../../db/repositories/stays';
import { translateFields } from '../../../db/repositories/translations';
import { notFoundError } from '../../../lib/http-error';
import { rideMailFacts } from '../../../mail/booking-mails';
import { quoteRide } from '../../transport/ride-rules';
import { FLEET_FULL, sqlStateOf } from '../../../db/sql-state';
import { bookingUnavailableError, refuseOwnListing } from '../errors';
import type { BookingKindHandler } from './types';

/** The booking body's names of the fields the ride rules check, so a refusal marks the right field. */
const BOOKING_FIELDS = { date: 'date', time: 'time', passengers: 'numberOfGuests', luggage: 'luggage' };

/**
 * A ride's title in `lang`: booked from the Ohel page, it is called by that listing, on its page and in
 * the mails alike.
 */
function rideTitle({ ride, ohelListing }: BookingView, lang: Language): string {
  if (ohelListing) return translateFields(ohelListing.translations, lang, { title: ohelListing.title }).title;
  return ride ? translateFields(ride.translations, lang, { title: ride.title }).title : '';
}

/** The guest may cancel a ride (confirmed, or awaiting its payment) until its pickup. */
export const isRideCancellable = (booking: Pick<BookingRow, 'status' | 'pickupAt'>, now: Date) =>
  isHolding(booking.status) && booking.pickupAt !== null && booking.pickupAt.getTime() > now.getTime();

/**
 * How the ride was priced, from the booking's own money rather than the service's pricing today (which
 * the provider may change): per passenger when the total is the unit price times several passengers.
 * With one passenger both models give the same total, and the service's model says which it is.
 */
function pricingModelOf(booking: BookingRow, serviceModel: string): PricingModel {
  if (booking.numberOfGuests === 1) return serviceModel as PricingModel;
  return booking.totalCents === booking.unitPriceCents * booking.numberOfGuests
    ? 'per_passenger'
    : 'per_trip';
}

/**
 * Rides (issue 5; docs/decisions/009-meals-rides-ohel.md). In order: a published service, else 404
 * (and, booked from an Ohel listing, a published listing of this service, else 404); then the ride
 * rules of ../../transport/ride-rules.ts (a real future pickup, service hours, no Shabbos or Yom Tov,
 * passengers, luggage), the same the quote answers with. The price is the service's.
 *
 * A ride takes room in the service's fleet from pickup to the trip's end (decision 032). That is not
 * read beforehand: the database's ride_fleet trigger counts the vehicles on the road as the booking is
 * inserted, the service's row locked, and refuses one too many (SQLSTATE OR409 → 409 'This booking is
 * no longer available'), so of twenty guests racing for the last vehicle exactly one gets it.
 */
export const rideBookings: BookingKindHandler<RideBookingRequest> = {
  kind: 'ride',

  async prepare(tx, body, { user, now }) {
    const transport = transportRepository(tx);
    const service = await transport.findPublishedRow(body.transportServiceId);
    if (!service) throw notFoundError();
    const ohelListing = body.ohelListingId
      ? await transport.findOhelListingOf(body.ohelListingId, service.id)
      : null;
    if (body.ohelListingId && !ohelListing) throw notFoundError();
    refuseOwnListing([service.hostId, ...(ohelListing ? [ohelListing.hostId] : [])], user.id);
    const request = {
      date: body.date,
      time: body.time,
      passengers: body.numberOfGuests,
      luggage: body.luggage,
    };
    const { quote, pickupAt } = quoteRide(service, request, now, BOOKING_FIELDS);
    return {
      values: {
        hostId: service.hostId,
        transportServiceId: service.id,
        ohelListingId: body.ohelListingId ?? null,
        serviceDate: body.date,
        pickupAt,
        pickup: body.pickup,
        destination: body.destination,
        luggage: body.luggage,
        flightNumber: body.flightNumber || null,
        currency: quote.currency,
        unitPriceCents: quote.unitPriceCents,
        feeCents: 0,
        totalCents: quote.totalCents,
        cancellationPolicy: 'ride',
        startsAt: pickupAt,
      },
    };
  },

  refusalOf: (error) => (sqlStateOf(error) === FLEET_FULL ? bookingUnavailableError() : null),

  // What a ride holds is counted from the bookings confirmed or awaiting payment (the ride_fleet trigger):
  // marking it cancelled or expired gives the vehicle back.
  async release() {},

  cancellable: isRideCancellable,

  detail(view, lang) {
    const { booking, ride, ohelListing } = view;
    if (!ride || !booking.pickupAt || !booking.serviceDate) return { ride: null };
    return {
      ride: {
        id: ride.id,
        title: rideTitle(view, lang),
        providerName: ride.providerName,
        serviceType: ride.serviceType as ServiceType,
        vehicleType: ride.vehicleType as VehicleType,
        pickup: booking.pickup ?? '',
        destination: booking.destination ?? '',
        date: booking.serviceDate,
        pickupAt: booking.pickupAt.toISOString(),
        endsAt: new Date(booking.pickupAt.getTime() + ride.tripMinutes * 60_000).toISOString(),
        luggage: booking.luggage ?? 0,
        flightNumber: booking.flightNumber ?? '',
        pricingModel: pricingModelOf(booking, ride.pricingModel),
        unitPriceCents: booking.unitPriceCents,
        ohelListing: ohelListing && {
          id: ohelListing.id,
          title: translateFields(ohelListing.translations, lang, { title: ohelListing.title }).title,
        },
        hostName: firstNameOf(view.hostMetadata),
        cover: view.cover,
      },
    };
  },

  mailFacts(view, common) {
    const { booking, ride } = view;
    if (!ride || !booking.pickupAt) return null;
    return rideMailFacts(common, {
      title: rideTitle(view, common.language),
      providerName: ride.providerName,
      pickup: booking.pickup ?? '',
      destination: booking.destination ?? '',
      pickupAt: booking.pickupAt.toISOString(),
      luggage: booking.luggage ?? 0,
      flightNumber: booking.flightNumber ?? '',
      pricingModel: pricingModelOf(booking, ride.pricingModel),
      unitPriceCents: booking.unitPriceCents,
      totalCents: booking.totalCents,
      currency: booking.currency,
    });
  },
};
