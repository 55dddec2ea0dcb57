import { addDays, newYorkInstant, OHEL_ADDRESS, ridePrice, minutesOfDay } from '@orchim/shared';
import { restWindowMet } from '../../domain/transport/ride-rules';
import type { DemoBooker } from './demo-kit';
import { bookingPerson, DAY_MS } from './demo-kit';
import type { DemoTransportService } from './demo-transport-data';

/**
 * The rides the demo visitors took before reviewing a service or an Ohel listing (a review is of an
 * ended booking: decision 022), as the ride rules would have let them book: within the service's hours
 * and clear of Shabbos and Yom Tov.
 */

const SEVEN_SEVENTY = '770 Eastern Parkway, Brooklyn, NY 11213';

/** An hour after the service starts, 'HH:MM' (it runs at least that long every day). */
function pickupTime(service: Pick<DemoTransportService, 'serviceStart'>): string {
  const minutes = (minutesOfDay(service.serviceStart) + 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The pickup of a ride of `service` on `lastDay`, or the day before when that ride would meet a rest day. */
export function pastPickup(
  service: Pick<DemoTransportService, 'serviceStart' | 'tripMinutes'>,
  lastDay: string,
): { date: string; pickupAt: Date } {
  for (let back = 0; ; back += 1) {
    const date = addDays(lastDay, -back);
    const pickupAt = newYorkInstant(date, pickupTime(service));
    if (!pickupAt) throw new Error(`no pickup time on ${date}`);
    if (!restWindowMet(pickupAt, service.tripMinutes)) return { date, pickupAt };
  }
}

/**
 * The bookings row of a past ride of `service` by `booker`, priced as the service prices it, from its
 * default pickup to its default destination (the Ohel for a ride there, 770 otherwise).
 */
export function pastRideValues(options: {
  service: DemoTransportService;
  serviceId: string;
  hostId: string;
  guestId: string;
  booker: DemoBooker;
  passengers: number;
  pickup: { date: string; pickupAt: Date };
  ohelListingId: string | null;
  reference: string;
}) {
  const { service, pickup } = options;
  const person = bookingPerson(options.booker, null);
  const passengers = Math.min(options.passengers, service.maxPassengers);
  // Booked a week or two ahead.
  const createdAt = new Date(pickup.pickupAt.getTime() - (7 + (passengers % 7)) * DAY_MS);
  return {
    reference: options.reference,
    kind: 'ride',
    status: 'confirmed',
    guestId: options.guestId,
    hostId: options.hostId,
    transportServiceId: options.serviceId,
    ohelListingId: options.ohelListingId,
    serviceDate: pickup.date,
    pickupAt: pickup.pickupAt,
    pickup: service.defaultPickup || SEVEN_SEVENTY,
    destination:
      service.defaultDestination || (service.serviceType === 'ohel_ride' ? OHEL_ADDRESS : SEVEN_SEVENTY),
    luggage: Math.min(passengers, service.maxLuggage),
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    numberOfGuests: passengers,
    currency: 'USD',
    unitPriceCents: service.priceCents,
    feeCents: 0,
    totalCents: ridePrice(service.pricingModel, service.priceCents, passengers),
    cancellationPolicy: 'ride' as const,
    startsAt: pickup.pickupAt,
    createdAt,
    updatedAt: createdAt,
  };
}
