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

export const TRANSPORT_STATUSES = ['draft', 'published', 'suspended'] as const;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];

/** Bounds of a transport service and its bookings (the database holds the same ones as CHECKs). */
export const TRANSPORT_LIMITS = {
  maxPassengers: 56,
  maxLuggage: 80,
  maxPriceCents: 10_000_00,
  /** How long a trip may take, in minutes: what the Shabbos rule checks a pickup against. */
  tripMinutes: [10, 720],
  providerName: 80,
  place: 200,
  flightNumber: 10,
} as const;
