import { minutesOfDay } from './dates';
import { LISTING_STATUSES } from './listing-status';

/**
 * The fixed vocabularies of a transport service (issue 5), zod-free so the browser can use them
 * anywhere. Labels are translated in the `transport` namespace under the same keys
 * (`serviceTypes.<key>`, `vehicleTypes.<key>`, `airports.<key>`, `pricing.<key>`).
 */

export const SERVICE_TYPES = ['airport_transfer', 'ohel_ride', 'hourly', 'intercity'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The New York airports a transfer can serve. */
export const AIRPORTS = ['JFK', 'LGA', 'EWR'] as const;
export type Airport = (typeof AIRPORTS)[number];

export const VEHICLE_TYPES = ['sedan', 'suv', 'minivan', 'van', 'minibus'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** A flat price for the trip, or a price for each passenger. */
export const PRICING_MODELS = ['per_trip', 'per_passenger'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

export const TRANSPORT_STATUSES = LISTING_STATUSES;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];

/** Bounds of a transport service and its bookings (the database holds the same ones as CHECKs). */
export const TRANSPORT_LIMITS = {
  maxPassengers: 56,
  maxLuggage: 80,
  /** Vehicles in a provider's fleet: how many rides of one service may be on the road at once. */
  vehicles: 50,
  maxPriceCents: 10_000_00,
  /** How long a trip may take, in minutes: what the Shabbos rule checks a pickup against. */
  tripMinutes: [10, 720],
  providerName: 80,
  place: 200,
  flightNumber: 10,
} as const;

/** An airline flight as printed on a boarding pass: "LY 1", "ua1234", "B6 417" → "LY1", "UA1234", "B6417". */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9]{2}[0-9]{1,4}[A-Z]?$/;

/** Page size of GET /rest/v1/transport and of a service's reviews. */
export const TRANSPORT_PAGE_SIZE = 12;
export const TRANSPORT_REVIEWS_PAGE_SIZE = 5;

/**
 * The codes of the ride refusals that have no product §8 message (the others are invalid_dates and
 * too_many_guests). The browser words them in the reader's language from the body of the answer.
 */
export const RIDE_ERROR_CODES = {
  /** 400, with `serviceHours: {start, end}`. */
  outsideServiceHours: 'outside_service_hours',
  /** 400, with `window: {start, end, dates, kinds, name}` (candle lighting to havdalah). */
  shabbosOrYomTov: 'shabbos_or_yom_tov',
  /** 400 'Too much luggage for this vehicle'. */
  tooMuchLuggage: 'too_much_luggage',
  /** 409 from the quote: every vehicle of the fleet is out at that time (the booking would get 409 booking_unavailable). */
  fleetFull: 'fleet_full',
} as const;

/** The price of a ride in cents, as the server computes it: the trip's price, or a price per passenger. */
export function ridePrice(model: PricingModel, unitCents: number, passengers: number): number {
  return model === 'per_passenger' ? unitCents * passengers : unitCents;
}

/**
 * Whether a pickup at `time` (HH:MM, New York) is within a service's hours, both ends included. Start
 * = end is around the clock; an end before the start runs past midnight (21:00 to 03:00).
 */
export function withinServiceHours(time: string, start: string, end: string): boolean {
  if (start === end) return true;
  const at = minutesOfDay(time);
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  return from < to ? at >= from && at <= to : at >= from || at <= to;
}
