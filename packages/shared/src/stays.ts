import { STAY_CANCELLATION_POLICIES } from './cancellation-policy';
import { z } from 'zod';
import { LANGUAGES } from './constants';
import { isCalendarDate } from './dates';
import { listingBlockSchema } from './listing-block';
import {
  AMENITIES,
  JEWISH_FEATURES,
  KOSHER_STANDARDS,
  PROPERTY_TYPES,
  STAY_LIMITS,
  STAY_SORTS,
  STAY_STATUSES,
} from './stay-catalogue';
import { intParam, listParam, safeText } from './validation';

/**
 * Stays on the wire (issue 4): the search query and its answer, the detail, availability, the price
 * quote and reviews. The server validates requests and serialises answers with these schemas; the
 * browser types its calls with them. Bookings are in ./bookings.ts.
 */

export * from './stay-catalogue';

// ---- Building blocks ----------------------------------------------------------------------------------

/** A calendar date, YYYY-MM-DD. */
export const isoDateField = z.string().refine(isCalendarDate, { message: 'validation.date' });

/** Content in the reader's language: the API picks the host's translation for `lang` when there is one. */
export const langParam = z.enum(LANGUAGES).default('en');

// ---- Search -------------------------------------------------------------------------------------------

/**
 * GET /rest/v1/stays. Prices are whole dollars per night (what a person types); dates come as a pair.
 * Whether the dates make sense (order, not in the past) is the server's check, answered with
 * 400 invalid_dates ('Please select valid dates').
 */
export const staySearchQuerySchema = z.object({
  checkIn: isoDateField.optional(),
  checkOut: isoDateField.optional(),
  guests: intParam(1, STAY_LIMITS.maxGuests).optional(),
  priceMin: intParam(0, STAY_LIMITS.maxPriceCents / 100).optional(),
  priceMax: intParam(0, STAY_LIMITS.maxPriceCents / 100).optional(),
  features: listParam(JEWISH_FEATURES).optional(),
  amenities: listParam(AMENITIES).optional(),
  q: safeText(STAY_LIMITS.searchText).optional(),
  sort: z.enum(STAY_SORTS).default('recommended'),
  page: intParam(1, 1000).default(1),
  lang: langParam,
});
export type StaySearchQueryInput = z.input<typeof staySearchQuerySchema>;
export type StaySearchQuery = z.output<typeof staySearchQuerySchema>;

export const stayImageSchema = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type StayImage = z.infer<typeof stayImageSchema>;

/** The price of some nights, computed by the server (stayPrice in ./stay-catalogue.ts). */
export const stayQuoteSchema = z.object({
  nights: z.number().int(),
  pricePerNightCents: z.number().int(),
  subtotalCents: z.number().int(),
  cleaningFeeCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
});
export type StayQuote = z.infer<typeof stayQuoteSchema>;

/** A stay as a search result card. */
export const staySummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  area: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  baths: z.number().int(),
  maxGuests: z.number().int(),
  pricePerNightCents: z.number().int(),
  cleaningFeeCents: z.number().int(),
  currency: z.string(),
  minimumNights: z.number().int(),
  walkMinutesTo770: z.number().int(),
  /** Where it is on a public map: its block, not its door (./listing-block.ts). */
  block: listingBlockSchema,
  amenities: z.array(z.enum(AMENITIES)),
  jewishFeatures: z.array(z.enum(JEWISH_FEATURES)),
  kosherStandard: z.enum(KOSHER_STANDARDS).nullable(),
  /** Average of the visible reviews, 1 to 5 (null without reviews). */
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  cover: stayImageSchema.nullable(),
  /** The price of the searched dates, when the search had dates. */
  quote: stayQuoteSchema.nullable(),
});
export type StaySummary = z.infer<typeof staySummarySchema>;

export const staySearchResultSchema = z.object({
  items: z.array(staySummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Matching stays, counted up to STAY_SEARCH_COUNT_CAP: beyond it `totalIsCapped` is true. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  hasMore: z.boolean(),
});
export type StaySearchResult = z.infer<typeof staySearchResultSchema>;

/** Counting every match of a broad search would cost more than the page itself; past this, "500+". */
export const STAY_SEARCH_COUNT_CAP = 500;

// ---- Detail -------------------------------------------------------------------------------------------

export const stayIdParamsSchema = z.object({ id: z.uuid() });

export const stayDetailSchema = staySummarySchema.omit({ cover: true, quote: true }).extend({
  description: z.string(),
  houseRules: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** What a guest who cancels gets back, by when (cancellation-policy.ts). */
  cancellationPolicy: z.enum(STAY_CANCELLATION_POLICIES),
  mikvahWalkMinutes: z.number().int().nullable(),
  /** For a stay near the Ohel (Cambria Heights), its walk there; null for stays in Crown Heights. */
  walkMinutesToOhel: z.number().int().nullable(),
  /** Cover first; at most STAY_LIMITS.images. */
  images: z.array(stayImageSchema),
  host: z.object({ firstName: z.string(), memberSince: z.string() }),
  status: z.enum(STAY_STATUSES),
});
export type StayDetail = z.infer<typeof stayDetailSchema>;

export const stayDetailQuerySchema = z.object({ lang: langParam });

// ---- Availability and price ---------------------------------------------------------------------------

/** GET /rest/v1/stays/{id}/availability?from&to: the nights taken (booked or blocked) in [from, to). */
export const stayAvailabilityQuerySchema = z.object({ from: isoDateField, to: isoDateField });

export const stayAvailabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Taken ranges: the nights from `start` up to the night before `end` (check-out day) are not free. */
  taken: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type StayAvailability = z.infer<typeof stayAvailabilitySchema>;

/**
 * GET /rest/v1/stays/{id}/quote?checkIn&checkOut&guests: the price for those dates, and whether they
 * are free. Invalid dates → 400 invalid_dates; too many guests → 400 too_many_guests.
 */
export const stayQuoteQuerySchema = z.object({
  checkIn: isoDateField,
  checkOut: isoDateField,
  guests: intParam(1, 100).default(1),
});

export const stayQuoteResultSchema = stayQuoteSchema.extend({ available: z.boolean() });
export type StayQuoteResult = z.infer<typeof stayQuoteResultSchema>;

// ---- Reviews (reading; writing is in ./reviews.ts) ----------------------------------------------------

export const reviewsQuerySchema = z.object({ page: intParam(1, 1000).default(1) });

/** A review as every kind of listing shows it, and as writing one answers. */
export const reviewSchema = z.object({
  id: z.uuid(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: z.string(),
  /** An ended booking of the listing by the author backs it: every review does (decision 022). */
  verified: z.boolean(),
  /** The host's one reply, and when it was written (both null until then). */
  hostReply: z.string().nullable(),
  hostRepliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  items: z.array(reviewSchema),
  average: z.number().nullable(),
  count: z.number().int(),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;
