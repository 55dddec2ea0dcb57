import { z } from 'zod';
import { listingBlockSchema } from './listing-block';
import { OHEL_ADDRESS, OHEL_BUSY_DAYS, OHEL_LISTING_KINDS } from './ohel-catalogue';
import { langParam, stayImageSchema } from './stays';
import { transportSummarySchema } from './transport';
import { intParam } from './validation';

/**
 * The Ohel on the wire (issue 5): the visitor guide's facts, and the listings (shuttles and rides to
 * it, places to stay near it, guided visits) with how each is booked. Vocabularies are in the zod-free
 * ./ohel-catalogue.ts.
 */

/** GET /rest/v1/ohel-guide?lang: the Hebrew dates come in the reader's language. */
export const ohelGuideQuerySchema = z.object({ lang: langParam });
export type OhelGuideQuery = z.output<typeof ohelGuideQuerySchema>;

export const ohelBusyDaySchema = z.object({
  key: z.enum(OHEL_BUSY_DAYS),
  /** This civil year's date in New York (YYYY-MM-DD). */
  date: z.iso.date(),
  /** The Hebrew date, e.g. "3 Tammuz 5786", "3 Tamouz 5786", "ג׳ תמוז תשפ״ו". */
  hebrewDate: z.string(),
  /** True once this year's date is before today in New York. */
  passed: z.boolean(),
  /** The next occurrence (next civil year) when this year's has passed, else null. */
  nextDate: z.iso.date().nullable(),
});
export type OhelBusyDayDate = z.infer<typeof ohelBusyDaySchema>;

/** The visitor guide's facts that change: the address, and this year's busiest days. */
export const ohelGuideSchema = z.object({
  address: z.literal(OHEL_ADDRESS),
  busiestDays: z.array(ohelBusyDaySchema),
});
export type OhelGuide = z.infer<typeof ohelGuideSchema>;

// ---- Listings -----------------------------------------------------------------------------------------

/** GET /rest/v1/ohel-listings?kind&page&lang: published listings, of one kind or all. */
export const ohelListingsQuerySchema = z.object({
  kind: z.enum(OHEL_LISTING_KINDS).optional(),
  page: intParam(1, 1000).default(1),
  lang: langParam,
});
export type OhelListingsQueryInput = z.input<typeof ohelListingsQuerySchema>;
export type OhelListingsQuery = z.output<typeof ohelListingsQuerySchema>;

export const ohelImageSchema = stayImageSchema;

/** What a card says of the ride a shuttle, ride or guided visit is booked as (its transport service). */
export const ohelRideFactsSchema = transportSummarySchema.pick({
  vehicleType: true,
  maxPassengers: true,
  pricingModel: true,
  priceCents: true,
});
export type OhelRideFacts = z.infer<typeof ohelRideFactsSchema>;

/** What a card says of a place to stay near the Ohel (its stays row). */
export const ohelStayFactsSchema = z.object({
  pricePerNightCents: z.number().int(),
  maxGuests: z.number().int(),
  /** Walking minutes to the Ohel (walkingMinutesToOhel), the way stays count them to 770. */
  walkMinutesToOhel: z.number().int(),
});
export type OhelStayFacts = z.infer<typeof ohelStayFactsSchema>;

/** A listing as a card of /ohel. */
export const ohelListingSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(OHEL_LISTING_KINDS),
  title: z.string(),
  /** The description's beginning, cut at a word (with "…") when longer than OHEL_EXCERPT_LENGTH. */
  excerpt: z.string(),
  cover: ohelImageSchema.nullable(),
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  /**
   * The lowest price shown, in cents: the ride's (per trip or per passenger, see `ride`), the stay's per
   * night, or the host's "from" price of what is not booked here; null when there is none.
   */
  priceFromCents: z.number().int().nullable(),
  currency: z.string(),
  /** The ride it is booked as, when its transport service is published; else null. */
  ride: ohelRideFactsSchema.nullable(),
  /** The place to stay, when its stay is published; else null. */
  stay: ohelStayFactsSchema.nullable(),
  /**
   * Where a place to stay is on a public map (its block, ./listing-block.ts), when its stay is published;
   * null for rides and visits, which go to the Ohel itself (OHEL_LOCATION).
   */
  block: listingBlockSchema.nullable(),
});
export type OhelListingSummary = z.infer<typeof ohelListingSummarySchema>;

export const ohelListingsSchema = z.object({
  items: z.array(ohelListingSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type OhelListings = z.infer<typeof ohelListingsSchema>;

// ---- Detail -------------------------------------------------------------------------------------------

export const ohelListingIdParamsSchema = z.object({ id: z.uuid() });
export const ohelListingDetailQuerySchema = z.object({ lang: langParam });

/**
 * The transport service a listing is booked through, with what the ride form needs (the same request
 * as /transport/:id, with `ohelListingId`). `defaultDestination` is the Ohel's address when the service
 * names none.
 */
export const ohelRideServiceSchema = transportSummarySchema
  .pick({
    id: true,
    title: true,
    providerName: true,
    serviceType: true,
    vehicleType: true,
    maxPassengers: true,
    maxLuggage: true,
    pricingModel: true,
    priceCents: true,
    currency: true,
    serviceHours: true,
    tripMinutes: true,
  })
  .extend({ defaultPickup: z.string(), defaultDestination: z.string() });
export type OhelRideService = z.infer<typeof ohelRideServiceSchema>;

/**
 * How a listing is booked: as a ride of its (published) transport service, as its (published) stay at
 * /stays/:stayId, or not on the site (null: a guided visit arranged with its host, or a listing whose
 * service or stay is not published).
 */
export const ohelBookingSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('ride'), service: ohelRideServiceSchema }),
    z.object({ type: z.literal('stay'), stayId: z.uuid() }),
  ])
  .nullable();
export type OhelBooking = z.infer<typeof ohelBookingSchema>;

export const ohelListingDetailSchema = ohelListingSummarySchema.omit({ cover: true, excerpt: true }).extend({
  description: z.string(),
  /** Schedule, what is included, what to bring: one item a line. */
  details: z.string(),
  /** Cover first; a stay's own photos follow the listing's. */
  images: z.array(ohelImageSchema),
  /** The person behind the listing, by first name. */
  host: z.object({ firstName: z.string(), memberSince: z.string() }),
  booking: ohelBookingSchema,
});
export type OhelListingDetail = z.infer<typeof ohelListingDetailSchema>;
