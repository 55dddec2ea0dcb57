import { z } from 'zod';
import { BOOKING_KINDS } from './booking-vocabulary';
import { HOST_LISTING_KINDS } from './listing-kinds';
import { MEAL_TYPES } from './meal-catalogue';
import { listingBlockSchema } from './listing-block';
import { localizedNameSchema } from './meals';
import { isoDateField, stayImageSchema } from './stays';
import { OHEL_BUSY_DAYS } from './ohel-catalogue';
import { AIRPORTS } from './transport-catalogue';
import { clockTimeField, flightNumberField } from './transport';
import { safeText } from './validation';

/**
 * A visit (issue 26): the guest's whole trip to Crown Heights, from arrival to departure, laid out day by
 * day against the Jewish calendar with what they booked. Its bookings are not stored with it: every booking
 * of the guest whose days fall inside the visit is part of it, wherever it was made.
 */

export const VISIT_LIMITS = {
  title: 80,
  /** Listings a guest keeps saved. */
  saved: 200,
  /** The longest visit: a whole Tishrei, from before Rosh Hashanah to after Simchat Torah, and more. */
  maxDays: 60,
  /** Visits a guest keeps at once. */
  perGuest: 30,
} as const;

/** One end of a visit: the day and time of landing (or arriving by road) and, when flying, where. */
export const visitEndSchema = z
  .object({
    date: isoDateField,
    time: clockTimeField,
    airport: z.enum(AIRPORTS).nullable().default(null),
    flight: flightNumberField,
  })
  .strict();
export type VisitEndInput = z.input<typeof visitEndSchema>;

/** POST /rest/v1/visits and PUT /rest/v1/visits/{id}. */
export const visitInputSchema = z
  .object({
    title: safeText(VISIT_LIMITS.title).default(''),
    arrival: visitEndSchema,
    departure: visitEndSchema,
  })
  .strict();
export type VisitInput = z.input<typeof visitInputSchema>;

const visitEndOut = z.object({
  date: z.string(),
  time: z.string(),
  airport: z.enum(AIRPORTS).nullable(),
  flight: z.string(),
});

/** A visit as its guest sees it in their list. */
export const visitSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  arrival: visitEndOut,
  departure: visitEndOut,
  /** Whether a read-only link to the visit is out (the link itself is answered once, when made). */
  shared: z.boolean(),
  createdAt: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

export const visitListSchema = z.object({ items: z.array(visitSchema) });
export type VisitList = z.infer<typeof visitListSchema>;

const restWindowSchema = z.object({ start: z.string(), end: z.string(), dates: z.array(z.string()) });

/** What does not fit in a visit, for the page to show with what to do. */
export const visitWarningSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('arrival_in_rest'), arrivesAt: z.string(), window: restWindowSchema }),
  z.object({ kind: z.literal('departure_in_rest'), leavesAt: z.string(), window: restWindowSchema }),
  z.object({
    kind: z.literal('stays_overlap'),
    bookingIds: z.tuple([z.string(), z.string()]),
    nights: z.array(z.string()),
  }),
  z.object({ kind: z.literal('meal_without_stay'), bookingId: z.string(), night: z.string() }),
  z.object({ kind: z.literal('ride_in_rest'), bookingId: z.string(), window: restWindowSchema }),
  z.object({ kind: z.literal('departure_before_meal'), bookingId: z.string() }),
]);
export type VisitWarning = z.infer<typeof visitWarningSchema>;

/** A booking inside a visit, as the plan shows it (no contact details: a shared plan shows it too). */
export const visitBookingSchema = z.object({
  id: z.uuid(),
  kind: z.enum(BOOKING_KINDS),
  status: z.string(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  mealType: z.enum(MEAL_TYPES).nullable(),
  /** A ride's pickup and its trip's estimated end; null for the other kinds. */
  pickupAt: z.string().nullable(),
  dropOffAt: z.string().nullable(),
  /** A stay's or a meal's block for the map (never its door: a shared plan shows it too); null for a ride. */
  block: listingBlockSchema.nullable(),
});
export type VisitBooking = z.infer<typeof visitBookingSchema>;

export const visitDaySchema = z.object({
  date: z.string(),
  hebrewDate: localizedNameSchema,
  holyDay: z
    .object({
      kinds: z.array(z.enum(['shabbos', 'yom_tov'])),
      names: localizedNameSchema,
      candleLighting: z.string(),
      candlesAfterNightfall: z.boolean(),
      havdalah: z.string().nullable(),
    })
    .nullable(),
  candleLightingTonight: z.string().nullable(),
  bookingIds: z.array(z.string()),
});
export type VisitDay = z.infer<typeof visitDaySchema>;

/**
 * What the page offers to book, as searches (the lists answer with what is free): stays for the whole
 * visit, the Shabbos and Yom Tov meals the guest is there for, the airport rides that keep clear of them,
 * and the days the Ohel can be visited (its busiest days named).
 */
export const visitSuggestionsSchema = z.object({
  stays: z.object({ checkIn: z.string(), checkOut: z.string() }).nullable(),
  meals: z.array(z.object({ date: z.string(), mealType: z.enum(MEAL_TYPES) })),
  arrivalRide: z.object({ airport: z.enum(AIRPORTS), pickupAt: z.string() }).nullable(),
  departureRide: z.object({ airport: z.enum(AIRPORTS), pickupAt: z.string() }).nullable(),
  ohelDays: z.array(z.object({ date: z.string(), busy: z.enum(OHEL_BUSY_DAYS).nullable() })),
});
export type VisitSuggestions = z.infer<typeof visitSuggestionsSchema>;

/** GET /rest/v1/visits/{id}, and a shared visit's link: the visit, its days, its bookings and warnings. */
export const visitPlanSchema = z.object({
  visit: visitSchema,
  days: z.array(visitDaySchema),
  bookings: z.array(visitBookingSchema),
  warnings: z.array(visitWarningSchema),
  suggestions: visitSuggestionsSchema,
});
export type VisitPlan = z.infer<typeof visitPlanSchema>;

/** POST /rest/v1/visits/{id}/share: the read-only link's token (the page is /visits/shared/{token}). */
export const visitShareSchema = z.object({ token: z.string() });
export type VisitShare = z.infer<typeof visitShareSchema>;

// ---- Saved listings ------------------------------------------------------------------------------------

/** PUT and DELETE /rest/v1/saved/{kind}/{id}: a stay, meal, ride or Ohel listing. */
export const savedListingParamsSchema = z.object({ kind: z.enum(HOST_LISTING_KINDS), id: z.uuid() });

/** PUT /rest/v1/saved/{kind}/{id}: saved to the guest's list, and to one of their visits if named. */
export const saveListingSchema = z.object({ visitId: z.uuid().nullable().default(null) }).strict();
export type SaveListingInput = z.input<typeof saveListingSchema>;

/** A saved listing as /saved shows it (one still published: a listing taken down drops out of the list). */
export const savedListingSchema = z.object({
  kind: z.enum(HOST_LISTING_KINDS),
  id: z.uuid(),
  title: z.string(),
  cover: stayImageSchema.nullable(),
  visitId: z.uuid().nullable(),
  savedAt: z.string(),
});
export type SavedListing = z.infer<typeof savedListingSchema>;

export const savedListingListSchema = z.object({ items: z.array(savedListingSchema) });
export type SavedListingList = z.infer<typeof savedListingListSchema>;
