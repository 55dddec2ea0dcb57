import { z } from 'zod';
import { bookingContactSchema } from './booking-contact';
import { CANCELLATION_POLICIES } from './cancellation-policy';
import { BOOKING_KINDS, BOOKING_LIST_SCOPES, BOOKING_STATUSES } from './booking-vocabulary';
import { bookingPaymentSchema } from './payments';
import { mealBookingDetailSchema, mealBookingRequestSchema } from './meals';
import { STAY_DATES_PROBLEMS } from './stay-catalogue';
import { isoDateField, langParam, stayImageSchema } from './stays';
import { rideBookingDetailSchema, rideBookingRequestSchema, rideRefusalSchema } from './transport';
import { safeText } from './validation';

/**
 * Bookings on the wire. Stays come first (issue 4); meals, rides and Ohel visits join BOOKING_KINDS
 * with their own detail object beside `stay`. The product §3 form fields (firstName, lastName, phone,
 * numberOfGuests, specialRequests) are shared by every kind; the email is always the account's.
 */

export * from './booking-vocabulary';

export { bookingContactSchema };

/** POST /rest/v1/bookings for a stay. */
export const stayBookingRequestSchema = bookingContactSchema.extend({
  kind: z.literal('stay'),
  stayId: z.uuid(),
  checkIn: isoDateField,
  checkOut: isoDateField,
});
export type StayBookingRequestInput = z.input<typeof stayBookingRequestSchema>;
export type StayBookingRequest = z.output<typeof stayBookingRequestSchema>;

/** Every kind's request, told apart by `kind`: a new kind adds its schema to the list. */
export const bookingRequestSchema = z.discriminatedUnion('kind', [
  stayBookingRequestSchema,
  mealBookingRequestSchema,
  rideBookingRequestSchema,
]);
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/**
 * A booking refusal: 400 too_many_guests of a meal also says how many seats are left; a ride's refusal
 * carries the service hours or the rest window (rideRefusalSchema).
 */
/** Why a stay's dates were refused (stayDatesProblem), with 400 invalid_dates. */
export const stayDatesProblemSchema = z.object({
  reason: z.enum(STAY_DATES_PROBLEMS),
  limit: z.number().int().optional(),
});

export const bookingErrorSchema = rideRefusalSchema.extend({
  seatsLeft: z.number().int().optional(),
  datesProblem: stayDatesProblemSchema.optional(),
});

/** What a stay booking holds besides the common fields: the place (exact address only here) and the price. */
export const stayBookingDetailSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  area: z.string(),
  address: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  cover: stayImageSchema.nullable(),
  hostName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  pricePerNightCents: z.number().int(),
  subtotalCents: z.number().int(),
  cleaningFeeCents: z.number().int(),
});

/**
 * A booking's cancellation terms (cancellation-policy.ts), as its guest reads them: the policy it was made
 * under, when it begins for that policy, each refund deadline as an instant, what cancelling now would give
 * back, and once cancelled, what was refunded.
 */
export const bookingCancellationSchema = z.object({
  policy: z.enum(CANCELLATION_POLICIES),
  /** When the booking begins for its policy: a stay's check-in (its day at the stay's check-in time in New York), a meal's candle lighting, a ride's pickup. */
  startsAt: z.string(),
  /** refundDeadlines(policy, startsAt): until each instant, its percent of the total comes back. */
  deadlines: z.array(z.object({ until: z.string(), percent: z.number().int() })),
  /** What the guest would get back by cancelling now: 0 past every deadline, and when it cannot be cancelled. */
  refundNowPercent: z.number().int(),
  refundNowCents: z.number().int(),
  /** Once cancelled, what came back (all of it when the host or the admin cancelled); null while it stands. */
  refundedPercent: z.number().int().nullable(),
  refundedCents: z.number().int().nullable(),
});
export type BookingCancellation = z.infer<typeof bookingCancellationSchema>;

export const bookingSchema = z.object({
  id: z.uuid(),
  /** What the guest quotes to the host: "OR-" and six letters and digits, e.g. OR-7K3M9Q. */
  reference: z.string(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  numberOfGuests: z.number().int(),
  specialRequests: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
  /** The guest may still cancel it (confirmed, and not begun: a stay's check-in day, a meal's candle lighting, a ride's pickup). */
  canCancel: z.boolean(),
  cancellation: bookingCancellationSchema,
  /** How it is paid and where that stands (./payments.ts). */
  payment: bookingPaymentSchema,
  stay: stayBookingDetailSchema.nullable(),
  meal: mealBookingDetailSchema.nullable(),
  ride: rideBookingDetailSchema.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingIdParamsSchema = z.object({ id: z.uuid() });

/** GET /rest/v1/bookings: the signed-in guest's own bookings, newest first. */
export const bookingListQuerySchema = z.object({
  scope: z.enum(BOOKING_LIST_SCOPES).default('all'),
  kind: z.enum(BOOKING_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  lang: langParam,
});

/**
 * ?lang of a booking's answers (GET /bookings/{id}, POST /bookings, the cancel): the listing's title and
 * area in the reader's language where the host gave one, as on the listing's page.
 */
export const bookingLangQuerySchema = z.object({ lang: langParam });

export const bookingPageSchema = z.object({
  items: z.array(bookingSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type BookingPage = z.infer<typeof bookingPageSchema>;

/** POST /rest/v1/bookings/{id}/cancel */
export const cancelBookingSchema = z.object({ reason: safeText(500).default('') });
