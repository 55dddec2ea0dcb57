import { z } from 'zod';
import { isClockTime } from './dates';
import { apiErrorSchema } from './api-error';
import { bookingContactSchema } from './booking-contact';
import { isoDateField, langParam, stayImageSchema } from './stays';
import {
  AIRPORTS,
  FLIGHT_NUMBER_PATTERN,
  PRICING_MODELS,
  SERVICE_TYPES,
  TRANSPORT_LIMITS,
  TRANSPORT_STATUSES,
  VEHICLE_TYPES,
} from './transport-catalogue';
import { intParam, requiredText } from './validation';

/**
 * Transport services on the wire (issue 5): the list and its filters, the detail, the price quote of a
 * ride and its refusals. Vocabularies and the price rule are in ./transport-catalogue.ts (zod-free); the
 * ride booking request joins ./bookings.ts.
 */

/** A New York clock time, HH:MM (24 hours). */
export const clockTimeField = z.string().refine(isClockTime, { message: 'validation.time' });

// ---- List ---------------------------------------------------------------------------------------------

/**
 * GET /rest/v1/transport: published services of a type, serving an airport, with room for that many
 * passengers and bags.
 */
export const transportListQuerySchema = z.object({
  serviceType: z.enum(SERVICE_TYPES).optional(),
  airport: z.enum(AIRPORTS).optional(),
  passengers: intParam(1, TRANSPORT_LIMITS.maxPassengers).optional(),
  luggage: intParam(0, TRANSPORT_LIMITS.maxLuggage).optional(),
  page: intParam(1, 1000).default(1),
  lang: langParam,
});
export type TransportListQueryInput = z.input<typeof transportListQuerySchema>;
export type TransportListQuery = z.output<typeof transportListQuerySchema>;

export const transportImageSchema = stayImageSchema;

/** New York clock times; start = end is around the clock, end before start runs past midnight. */
export const serviceHoursSchema = z.object({ start: z.string(), end: z.string() });
export type ServiceHours = z.infer<typeof serviceHoursSchema>;

/** A service as a list card. */
export const transportSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  providerName: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  /** The airports a transfer serves (empty for other services). */
  airports: z.array(z.enum(AIRPORTS)),
  vehicleType: z.enum(VEHICLE_TYPES),
  maxPassengers: z.number().int(),
  maxLuggage: z.number().int(),
  pricingModel: z.enum(PRICING_MODELS),
  /** For the whole trip (per_trip) or for each passenger (per_passenger), in cents. */
  priceCents: z.number().int(),
  currency: z.string(),
  serviceHours: serviceHoursSchema,
  /** A typical trip, door to door: a ride must end before candle lighting. */
  tripMinutes: z.number().int(),
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  cover: transportImageSchema.nullable(),
});
export type TransportSummary = z.infer<typeof transportSummarySchema>;

export const transportListSchema = z.object({
  items: z.array(transportSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type TransportList = z.infer<typeof transportListSchema>;

// ---- Detail -------------------------------------------------------------------------------------------

export const transportIdParamsSchema = z.object({ id: z.uuid() });
export const transportDetailQuerySchema = z.object({ lang: langParam });

export const transportDetailSchema = transportSummarySchema.omit({ cover: true }).extend({
  description: z.string(),
  /** What the booking form fills in first (e.g. the arrivals hall, 770 Eastern Parkway); may be ''. */
  defaultPickup: z.string(),
  defaultDestination: z.string(),
  /** Cover first. */
  images: z.array(transportImageSchema),
  /** The person behind the provider, by first name. */
  provider: z.object({ firstName: z.string(), memberSince: z.string() }),
  status: z.enum(TRANSPORT_STATUSES),
});
export type TransportDetail = z.infer<typeof transportDetailSchema>;

// ---- Quote --------------------------------------------------------------------------------------------

/**
 * GET /rest/v1/transport/{id}/quote?date&time&passengers&luggage: the price of a ride picked up at that
 * New York date and time, or the refusal a booking would get. Capacities are the service's check (so
 * the answer is too_many_guests / too_much_luggage, not a validation error): the bounds here are loose.
 */
export const rideQuoteQuerySchema = z.object({
  date: isoDateField,
  time: clockTimeField,
  passengers: intParam(1, 100).default(1),
  luggage: intParam(0, 200).default(0),
});
export type RideQuoteQueryInput = z.input<typeof rideQuoteQuerySchema>;

export const rideQuoteSchema = z.object({
  /** The pickup instant (ISO). */
  pickupAt: z.string(),
  pricingModel: z.enum(PRICING_MODELS),
  unitPriceCents: z.number().int(),
  passengers: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
});
export type RideQuote = z.infer<typeof rideQuoteSchema>;

const localizedNameSchema = z.object({ en: z.string(), fr: z.string(), he: z.string() });

/** A rest window a ride would meet: candle lighting to havdalah in Crown Heights. */
export const restWindowSchema = z.object({
  /** Candle lighting (ISO instant). */
  start: z.string(),
  /** Havdalah (ISO instant). */
  end: z.string(),
  /** The rest days it covers, New York dates. */
  dates: z.array(z.string()),
  kinds: z.array(z.enum(['shabbos', 'yom_tov'])),
  /** "Shabbos", or the Yom Tov's name ("Rosh Hashana 5787"), in each language. */
  name: localizedNameSchema,
});
export type RestWindowInfo = z.infer<typeof restWindowSchema>;

/**
 * A refused ride: the API error, plus the service hours (outside_service_hours) or the rest window
 * (shabbos_or_yom_tov) for the browser to word the refusal in the reader's language.
 */
export const rideRefusalSchema = apiErrorSchema.extend({
  serviceHours: serviceHoursSchema.optional(),
  window: restWindowSchema.optional(),
  /** With the window: when the ride would end (ISO instant), pickup + the trip's minutes. */
  rideEnd: z.string().optional(),
  /**
   * With the window, for a ride that starts before candle lighting: the latest pickup of that day (ISO
   * instant, on a 5-minute step, within the service's hours) that ends before it; absent when none does.
   */
  latestPickup: z.string().optional(),
});
export type RideRefusal = z.infer<typeof rideRefusalSchema>;

// ---- Booking ------------------------------------------------------------------------------------------

export const flightNumberField = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => value === '' || FLIGHT_NUMBER_PATTERN.test(value), {
    message: 'validation.flightNumber',
  })
  .default('');

/**
 * POST /rest/v1/bookings for a ride: `numberOfGuests` is the passengers. Capacity and luggage are the
 * service's rules (400 too_many_guests / too_much_luggage), so the bounds here are only loose ones. A
 * shuttle or ride booked from an Ohel listing names it in `ohelListingId` (it must offer this service).
 */
export const rideBookingRequestSchema = bookingContactSchema.extend({
  kind: z.literal('ride'),
  transportServiceId: z.uuid(),
  ohelListingId: z.uuid().optional(),
  date: isoDateField,
  time: clockTimeField,
  pickup: requiredText(TRANSPORT_LIMITS.place),
  destination: requiredText(TRANSPORT_LIMITS.place),
  luggage: z.number().int().min(0).max(200).default(0),
  flightNumber: flightNumberField,
});
export type RideBookingRequestInput = z.input<typeof rideBookingRequestSchema>;
export type RideBookingRequest = z.output<typeof rideBookingRequestSchema>;

/** What a ride booking holds besides the common fields (numberOfGuests is the passengers). */
export const rideBookingDetailSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  providerName: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  vehicleType: z.enum(VEHICLE_TYPES),
  pickup: z.string(),
  destination: z.string(),
  /** The New York calendar day of the pickup, and the pickup instant (ISO). */
  date: z.string(),
  pickupAt: z.string(),
  /** When the ride should be over (ISO): the pickup and the service's trip length, the way back included. */
  endsAt: z.string(),
  luggage: z.number().int(),
  /** '' when none was given. */
  flightNumber: z.string(),
  pricingModel: z.enum(PRICING_MODELS),
  unitPriceCents: z.number().int(),
  /** The Ohel listing it was booked from, if any. */
  ohelListing: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  hostName: z.string(),
  cover: transportImageSchema.nullable(),
});
export type RideBookingDetail = z.infer<typeof rideBookingDetailSchema>;
