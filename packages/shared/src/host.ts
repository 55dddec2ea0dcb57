import { STAY_CANCELLATION_POLICIES } from './cancellation-policy';
import { z } from 'zod';
import { BOOKING_KINDS, BOOKING_STATUSES, bookingSchema } from './bookings';
import { HOST_LISTING_KINDS } from './listing-kinds';
import { LISTING_STATUSES } from './listing-status';
import {
  AMENITIES,
  CROWN_HEIGHTS_BOUNDS,
  JEWISH_FEATURES,
  KOSHER_STANDARDS,
  PROPERTY_TYPES,
  STAY_FORM_STEPS,
  STAY_LIMITS,
} from './stay-catalogue';
import { isoDateField, stayImageSchema } from './stays';
import { intParam, requiredText, safeText } from './validation';

/**
 * The host area on the wire (issue 6): the host's listings of every kind, the stay form step by step,
 * blocked dates, the host's bookings, and the admin's decision on host applications. Error messages of
 * fields are i18next keys (validation.*), as everywhere.
 *
 * Who may do what (the server decides, always):
 * - any host, approved or pending, may create and edit drafts of their own listings and upload photos;
 * - only an approved host may publish (403 host_not_approved otherwise);
 * - nobody reads or changes another host's listings or bookings (404 not_found, as if it did not exist);
 * - a guest gets 403 not_a_host on every /rest/v1/host route.
 */

export const HOST_ERROR_CODES = {
  /** 403: a guest on a host route. */
  notAHost: 'not_a_host',
  /** 403: publishing (or taking bookings) before an admin approved the application. */
  hostNotApproved: 'host_not_approved',
  /** 409: publishing a listing that lacks what guests need (see `missing`). */
  incomplete: 'listing_incomplete',
  /** 409: publishing or unpublishing an archived listing, or one an admin suspended. */
  notPublishable: 'listing_not_publishable',
  /** 400: the address could not be placed on the map of Crown Heights. */
  addressNotFound: 'address_not_found',
  /** 409: blocking nights that are booked or already blocked. */
  datesTaken: 'dates_taken',
  /** 409: the booking has begun, ended or was cancelled already. */
  notCancellable: 'booking_not_cancellable',
} as const;

// ---- The host's listings (GET /rest/v1/host/listings) ----------------------------------------------

/** A booking coming up on a listing, as the listings page shows it. */
export const hostUpcomingBookingSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  guestName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  numberOfGuests: z.number().int(),
});

/** What stops a listing from being published, each translated in the `host` namespace (missing.<key>). */
export const LISTING_GAPS = [
  'approval',
  'basics',
  'location',
  'rooms',
  'pricing',
  'photo',
  'details',
] as const;
export type ListingGap = (typeof LISTING_GAPS)[number];

export const hostListingSchema = z.object({
  id: z.uuid(),
  kind: z.enum(HOST_LISTING_KINDS),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  cover: stayImageSchema.nullable(),
  updatedAt: z.string(),
  /** The next three confirmed bookings that have not ended, soonest first. */
  nextBookings: z.array(hostUpcomingBookingSchema),
  /** Confirmed bookings that have not ended. */
  upcomingBookingCount: z.number().int(),
  /** Why it cannot be published yet; empty when it can. */
  missing: z.array(z.enum(LISTING_GAPS)),
  /**
   * What DELETE will do: archive it (true) when any booking names it, past and cancelled ones too, or an
   * Ohel listing offers it; the bookings stand. Delete it (false) otherwise.
   */
  deleteArchives: z.boolean(),
});
export type HostListing = z.infer<typeof hostListingSchema>;

export const hostListingsQuerySchema = z.object({
  kind: z.enum(HOST_LISTING_KINDS).optional(),
  status: z.enum(LISTING_STATUSES).optional(),
});

export const hostListingsSchema = z.object({ items: z.array(hostListingSchema) });
export type HostListings = z.infer<typeof hostListingsSchema>;

/** /rest/v1/host/{kind}/{id}/publish, /unpublish, DELETE /rest/v1/host/{kind}/{id} */
export const hostListingParamsSchema = z.object({ kind: z.enum(HOST_LISTING_KINDS), id: z.uuid() });

/** The 409 listing_incomplete of publish: the error, and what is missing. */
export const listingIncompleteErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  missing: z.array(z.enum(LISTING_GAPS)).optional(),
});

/** DELETE answers what happened: gone, or archived because bookings (or an Ohel listing) point at it. */
export const deleteListingResultSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type DeleteListingResult = z.infer<typeof deleteListingResultSchema>;

// ---- The stay form (POST/PATCH /rest/v1/host/stays) -----------------------------------------------

const clockTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: 'validation.time' });
const count = (min: number, max: number) =>
  z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(min, { message: 'validation.invalid' })
    .max(max, { message: 'validation.invalid' });

export const stayBasicsSchema = z.object({
  title: requiredText(STAY_LIMITS.title).pipe(z.string().min(5, { message: 'validation.tooShort' })),
  description: requiredText(STAY_LIMITS.description).pipe(
    z.string().min(30, { message: 'validation.tooShort' }),
  ),
  propertyType: z.enum(PROPERTY_TYPES),
});

/**
 * Where the stay is. The server places the address on the map (GET /rest/v1/host/geocode); coordinates
 * sent with it (the host moved the pin) win, as long as they are in Crown Heights.
 */
export const stayLocationSchema = z
  .object({
    address: requiredText(STAY_LIMITS.address),
    area: requiredText(STAY_LIMITS.area),
    latitude: z.number().min(CROWN_HEIGHTS_BOUNDS.south).max(CROWN_HEIGHTS_BOUNDS.north).optional(),
    longitude: z.number().min(CROWN_HEIGHTS_BOUNDS.west).max(CROWN_HEIGHTS_BOUNDS.east).optional(),
  })
  .refine((value) => (value.latitude === undefined) === (value.longitude === undefined), {
    message: 'validation.required',
    path: ['longitude'],
  });

export const stayRoomsSchema = z.object({
  bedrooms: count(0, 20),
  beds: count(1, 40),
  baths: count(0, 20),
  maxGuests: count(1, STAY_LIMITS.maxGuests),
});

export const stayPricingSchema = z.object({
  pricePerNightCents: count(100, STAY_LIMITS.maxPriceCents),
  cleaningFeeCents: count(0, STAY_LIMITS.maxPriceCents),
  minimumNights: count(1, STAY_LIMITS.maxNights),
  checkInTime: clockTime,
  checkOutTime: clockTime,
  /** What a guest who cancels gets back (cancellation-policy.ts); bookings keep the one they were made under. */
  cancellationPolicy: z.enum(STAY_CANCELLATION_POLICIES),
});

export const stayAmenitiesSchema = z.object({ amenities: z.array(z.enum(AMENITIES)) });

/** A kosher kitchen says how it is kept (the database holds the same rule). */
export const stayJewishSchema = z
  .object({
    jewishFeatures: z.array(z.enum(JEWISH_FEATURES)),
    kosherStandard: z.enum(KOSHER_STANDARDS).nullable(),
    mikvahWalkMinutes: count(1, 120).nullable(),
  })
  .refine((value) => (value.kosherStandard !== null) === value.jewishFeatures.includes('kosher_kitchen'), {
    message: 'validation.kosherStandard',
    path: ['kosherStandard'],
  });

export const stayRulesSchema = z.object({ houseRules: safeText(STAY_LIMITS.houseRules) });

/** The photos and availability steps save nothing of their own (photos: /storage/v1; dates: blocks). */
const emptyStep = z.object({});

/** Each step's fields, by step: the form validates a step with the same schema the server uses. */
export const STAY_STEP_SCHEMAS = {
  basics: stayBasicsSchema,
  location: stayLocationSchema,
  rooms: stayRoomsSchema,
  pricing: stayPricingSchema,
  amenities: stayAmenitiesSchema,
  jewish: stayJewishSchema,
  rules: stayRulesSchema,
  photos: emptyStep,
  availability: emptyStep,
} as const satisfies Record<(typeof STAY_FORM_STEPS)[number], z.ZodType>;

/** POST /rest/v1/host/stays: a new draft starts with its basics. */
export const createStaySchema = stayBasicsSchema;

/**
 * PUT /rest/v1/host/stays/{id}/{step}: one step's fields (STAY_STEP_SCHEMAS[step]) saved to the draft,
 * or to the published stay, and the step marked as done. One route per step, so each has its own body.
 */
export const stayStepParamsSchema = z.object({ id: z.uuid(), step: z.enum(STAY_FORM_STEPS) });

/** GET /rest/v1/host/stays/{id} (and the answer of POST and PATCH): everything the form shows. */
export const hostStaySchema = z.object({
  id: z.uuid(),
  status: z.enum(LISTING_STATUSES),
  setupSteps: z.array(z.enum(STAY_FORM_STEPS)),
  missing: z.array(z.enum(LISTING_GAPS)),
  title: z.string(),
  description: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  address: z.string(),
  area: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  walkMinutesTo770: z.number().int(),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  baths: z.number().int(),
  maxGuests: z.number().int(),
  pricePerNightCents: z.number().int(),
  cleaningFeeCents: z.number().int(),
  currency: z.string(),
  minimumNights: z.number().int(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  cancellationPolicy: z.enum(STAY_CANCELLATION_POLICIES),
  amenities: z.array(z.enum(AMENITIES)),
  jewishFeatures: z.array(z.enum(JEWISH_FEATURES)),
  kosherStandard: z.enum(KOSHER_STANDARDS).nullable(),
  mikvahWalkMinutes: z.number().int().nullable(),
  houseRules: z.string(),
  images: z.array(stayImageSchema),
  updatedAt: z.string(),
});
export type HostStay = z.infer<typeof hostStaySchema>;

/** GET /rest/v1/host/geocode?address= : where an address in Crown Heights is, and the walk to 770. */
export const geocodeQuerySchema = z.object({ address: requiredText(STAY_LIMITS.address) });
export const geocodeResultSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  walkMinutesTo770: z.number().int(),
  /** How the address was read, e.g. "President St between Kingston Ave and Albany Ave". */
  placedAs: z.string(),
  /** What the listing may show as its area, without the number: "President St near Kingston Ave". */
  area: z.string(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

// ---- Blocked dates (availability step) -------------------------------------------------------------

/** GET /rest/v1/host/stays/{id}/calendar?from&to : what is taken, and by what. */
export const hostCalendarQuerySchema = z.object({ from: isoDateField, to: isoDateField });
export const hostCalendarEntrySchema = z.object({
  /** The block's id (to unblock it), or the booking's. */
  id: z.string(),
  kind: z.enum(['blocked', 'booked']),
  /** Nights [start, end): end is the morning after the last night. */
  start: z.string(),
  end: z.string(),
  /** For a booking: its reference and the guest's name. */
  reference: z.string().nullable(),
  guestName: z.string().nullable(),
});
export const hostCalendarSchema = z.object({ entries: z.array(hostCalendarEntrySchema) });
export type HostCalendar = z.infer<typeof hostCalendarSchema>;

/** POST /rest/v1/host/stays/{id}/blocks : no guest can book these nights. DELETE .../blocks/{blockId}. */
export const blockDatesSchema = z
  .object({ start: isoDateField, end: isoDateField })
  .refine((value) => value.end > value.start, { message: 'validation.dateOrder', path: ['end'] });
export type BlockDates = z.infer<typeof blockDatesSchema>;
export const blockParamsSchema = z.object({ id: z.uuid(), blockId: z.coerce.number().int().positive() });

// ---- The host's bookings (GET /rest/v1/host/bookings) ---------------------------------------------

export const hostBookingsQuerySchema = z.object({
  kind: z.enum(BOOKING_KINDS).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  /** Bookings whose days overlap [from, to] (inclusive calendar dates). */
  from: isoDateField.optional(),
  to: isoDateField.optional(),
  page: intParam(1, 1000).default(1),
});
export type HostBookingsQuery = z.output<typeof hostBookingsQuerySchema>;

/** A booking as its host sees it: the guest's details, and who cancelled and why. */
export const hostBookingSchema = bookingSchema.extend({
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['guest', 'host', 'admin']).nullable(),
  /** The listing's id and kind, for a link to its page. */
  listingId: z.uuid(),
  listingTitle: z.string(),
});
export type HostBooking = z.infer<typeof hostBookingSchema>;

export const hostBookingPageSchema = z.object({
  items: z.array(hostBookingSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type HostBookingPage = z.infer<typeof hostBookingPageSchema>;

/** POST /rest/v1/host/bookings/{id}/cancel : the guest is told why. */
export const hostCancelBookingSchema = z.object({ reason: requiredText(500) });

// ---- Host applications (the admin, /rest/v1/admin/hosts) ------------------------------------------

export const HOST_DECISIONS = ['approved', 'rejected'] as const;

export const hostApplicationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  /** The phone the applicant gave on the application form ('' when none). */
  phone: z.string(),
  /** What the applicant wrote about themselves and what they would offer ('' when nothing). */
  intro: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  appliedAt: z.string(),
  /** What the admin said with their decision (a rejection's reason, an approval's note); null if nothing. */
  reason: z.string().nullable(),
});
export type HostApplication = z.infer<typeof hostApplicationSchema>;

export const hostApplicationsQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});
export const hostApplicationsSchema = z.object({ items: z.array(hostApplicationSchema) });
export const hostDecisionSchema = z.object({ status: z.enum(HOST_DECISIONS) });
