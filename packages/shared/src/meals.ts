import { z } from 'zod';
import { bookingContactSchema } from './booking-contact';
import { listingBlockSchema } from './listing-block';
import {
  ACCESSIBILITY_FEATURES,
  DIETARY_OPTIONS,
  MEAL_LIMITS,
  MEAL_STATUSES,
  MEAL_TYPES,
  TABLE_LANGUAGES,
} from './meal-catalogue';
import { KOSHER_STANDARDS } from './stay-catalogue';
import { isoDateField, langParam, stayImageSchema } from './stays';
import { intParam, listParam, safeText } from './validation';

/**
 * Shabbos and Yom Tov meals on the wire (issue 5): the list and its query, the detail, the sittings,
 * the quote and the booking request. The vocabularies (zod-free, for the browser's list page) are in
 * ./meal-catalogue.ts. A meal's `date` is the holy day itself: the Friday-night dinner of Shabbos 14
 * March is dated 2026-03-14.
 */

// ---- Holy days ----------------------------------------------------------------------------------------

export const localizedNameSchema = z.object({ en: z.string(), fr: z.string(), he: z.string() });
export type LocalizedNameText = z.infer<typeof localizedNameSchema>;

/** A Shabbos or Yom Tov in Crown Heights, as the server computes it with @hebcal/core. */
export const holyDaySchema = z.object({
  /** New York calendar date, YYYY-MM-DD. */
  date: z.string(),
  kinds: z.array(z.enum(['shabbos', 'yom_tov'])),
  /** The Yom Tov, else the parsha. */
  names: localizedNameSchema,
  hebrewDate: localizedNameSchema,
  /** The candle lighting that begins the day (ISO instant, on the evening before). */
  candleLighting: z.string(),
  /** A second-day Yom Tov's candles are lit after nightfall, from an existing flame. */
  candlesAfterNightfall: z.boolean(),
  /** When the day ends, or null when the next day is holy too. */
  havdalah: z.string().nullable(),
});
export type HolyDayInfo = z.infer<typeof holyDaySchema>;

/** GET /rest/v1/meals/dates?from&count: the coming holy days, for the date filter. */
export const mealDatesQuerySchema = z.object({
  from: isoDateField.optional(),
  count: intParam(1, 60).default(12),
});
export const mealDatesSchema = z.array(holyDaySchema);

// ---- List ---------------------------------------------------------------------------------------------

/** GET /rest/v1/meals: `guests` is the free seats needed; `date` must be a coming Shabbos or Yom Tov. */
export const mealListQuerySchema = z.object({
  date: isoDateField.optional(),
  mealType: z.enum(MEAL_TYPES).optional(),
  language: z.enum(TABLE_LANGUAGES).optional(),
  dietary: listParam(DIETARY_OPTIONS).optional(),
  guests: intParam(1, MEAL_LIMITS.maxSeats).optional(),
  page: intParam(1, 1000).default(1),
  lang: langParam,
});
export type MealListQueryInput = z.input<typeof mealListQuerySchema>;
export type MealListQuery = z.output<typeof mealListQuerySchema>;

/** The first sitting matching the filters with seats for the guests (the card's "seats left"). */
export const nextSittingSchema = z.object({
  date: z.string(),
  mealType: z.enum(MEAL_TYPES),
  seatsLeft: z.number().int(),
  holyDay: holyDaySchema,
});

export const mealSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  area: z.string(),
  /** The hosts' family name, "the Gurarys" on the card. */
  familyName: z.string(),
  mealTypes: z.array(z.enum(MEAL_TYPES)),
  pricePerGuestCents: z.number().int(),
  currency: z.string(),
  seatsPerMeal: z.number().int(),
  kosherStandard: z.enum(KOSHER_STANDARDS),
  dietaryOptions: z.array(z.enum(DIETARY_OPTIONS)),
  tableLanguages: z.array(z.enum(TABLE_LANGUAGES)),
  childrenWelcome: z.boolean(),
  walkMinutesTo770: z.number().int(),
  /** Where the family's home is on a public map: its block, not its door (./listing-block.ts). */
  block: listingBlockSchema,
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  cover: stayImageSchema.nullable(),
  nextSitting: nextSittingSchema.nullable(),
});
export type MealSummary = z.infer<typeof mealSummarySchema>;

export const mealListResultSchema = z.object({
  items: z.array(mealSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type MealListResult = z.infer<typeof mealListResultSchema>;

// ---- Detail -------------------------------------------------------------------------------------------

export const mealIdParamsSchema = z.object({ id: z.uuid() });
export const mealDetailQuerySchema = z.object({ lang: langParam });

/** A meal offer's page. The exact address is not here: only the booking has it. */
export const mealDetailSchema = mealSummarySchema.omit({ cover: true, nextSitting: true }).extend({
  familyDescription: z.string(),
  description: z.string(),
  accessibility: z.array(z.enum(ACCESSIBILITY_FEATURES)),
  offeredFrom: z.string(),
  offeredUntil: z.string().nullable(),
  images: z.array(stayImageSchema),
  host: z.object({ firstName: z.string(), memberSince: z.string() }),
  status: z.enum(MEAL_STATUSES),
});
export type MealDetail = z.infer<typeof mealDetailSchema>;

// ---- Sittings and price -------------------------------------------------------------------------------

/** GET /rest/v1/meals/{id}/sittings?from&to: at most MEAL_LIMITS.sittingsRangeDays days. */
export const mealSittingsQuerySchema = z.object({
  from: isoDateField.optional(),
  to: isoDateField.optional(),
});

export const mealSittingSchema = z.object({
  date: z.string(),
  holyDay: holyDaySchema,
  mealType: z.enum(MEAL_TYPES),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  /** Bookable (and cancellable) until this instant: the candle lighting that begins the day. */
  bookableUntil: z.string(),
});
export type MealSitting = z.infer<typeof mealSittingSchema>;

export const mealSittingsSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(mealSittingSchema),
});
export type MealSittings = z.infer<typeof mealSittingsSchema>;

/** GET /rest/v1/meals/{id}/quote?date&mealType&guests: refused as a booking would be. */
export const mealQuoteQuerySchema = z.object({
  date: isoDateField,
  mealType: z.enum(MEAL_TYPES),
  guests: intParam(1, 100).default(1),
});

export const mealQuoteSchema = z.object({
  guests: z.number().int(),
  pricePerGuestCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  seatsLeft: z.number().int(),
  /** Whether the seats are free now: a hint, the booking decides. */
  available: z.boolean(),
});
export type MealQuote = z.infer<typeof mealQuoteSchema>;

// ---- Booking ------------------------------------------------------------------------------------------

/** POST /rest/v1/bookings for a meal. The price is the server's; numberOfGuests are the seats. */
export const mealBookingRequestSchema = bookingContactSchema.extend({
  kind: z.literal('meal'),
  mealId: z.uuid(),
  date: isoDateField,
  mealType: z.enum(MEAL_TYPES),
  dietaryNeeds: safeText(MEAL_LIMITS.dietaryNeeds).default(''),
});
export type MealBookingRequestInput = z.input<typeof mealBookingRequestSchema>;
export type MealBookingRequest = z.output<typeof mealBookingRequestSchema>;

/** What a meal booking holds besides the common fields: the exact address is only here. */
export const mealBookingDetailSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  area: z.string(),
  address: z.string(),
  hostName: z.string(),
  date: z.string(),
  mealType: z.enum(MEAL_TYPES),
  holyDay: holyDaySchema.nullable(),
  pricePerGuestCents: z.number().int(),
  dietaryNeeds: z.string(),
  cover: stayImageSchema.nullable(),
});
export type MealBookingDetail = z.infer<typeof mealBookingDetailSchema>;
