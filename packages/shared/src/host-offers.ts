import { z } from 'zod';
import { apiErrorSchema } from './api-error';
import { LISTING_GAPS } from './host';
import { LISTING_STATUSES } from './listing-status';
import {
  ACCESSIBILITY_FEATURES,
  DIETARY_OPTIONS,
  MEAL_LIMITS,
  MEAL_TYPES,
  TABLE_LANGUAGES,
} from './meal-catalogue';
import { holyDaySchema } from './meals';
import { OHEL_LISTING_KINDS } from './ohel-catalogue';
import { CROWN_HEIGHTS_BOUNDS, KOSHER_STANDARDS, STAY_LIMITS } from './stay-catalogue';
import { isoDateField, stayImageSchema } from './stays';
import { clockTimeField } from './transport';
import {
  AIRPORTS,
  PRICING_MODELS,
  SERVICE_TYPES,
  TRANSPORT_LIMITS,
  VEHICLE_TYPES,
} from './transport-catalogue';
import { requiredText, safeText } from './validation';

/**
 * The host's forms for meal offers, transport services and Ohel listings (issue 6), and their answers.
 * Each form is sent whole, on creation (POST /rest/v1/host/{meals|transport|ohel}) as on every save
 * (PUT .../{id}): the tables' NOT NULL columns leave no room for half a listing, so a draft differs from
 * a published listing only by its status and its photos. Access rules are those of ./host.ts. Error
 * messages of fields are i18next keys (validation.*), as everywhere.
 */

// ---- Building blocks ------------------------------------------------------------------------------

const count = (min: number, max: number) =>
  z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(min, { message: 'validation.invalid' })
    .max(max, { message: 'validation.invalid' });

const title = requiredText(STAY_LIMITS.title).pipe(z.string().min(5, { message: 'validation.tooShort' }));
const description = requiredText(STAY_LIMITS.description).pipe(
  z.string().min(30, { message: 'validation.tooShort' }),
);

/** A choice of several from a vocabulary: repeats dropped, in the vocabulary's order. */
const choiceOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values), { message: 'validation.invalid' })
    .transform((chosen) => values.filter((value) => chosen.includes(value)) as T[number][]);

const nonEmpty = { message: 'validation.required' };

/** The answers share these: where the listing stands, what keeps it from being published, its photos. */
const listingState = {
  id: z.uuid(),
  status: z.enum(LISTING_STATUSES),
  /** What stops publishing (ListingGap): 'approval' for a host not yet approved, 'details', 'photo'. */
  missing: z.array(z.enum(LISTING_GAPS)),
  /** Cover first; uploaded through /storage/v1. */
  images: z.array(stayImageSchema),
  updatedAt: z.string(),
};

export const hostOfferIdParamsSchema = z.object({ id: z.uuid() });

/** Codes of the refusals these forms add to HOST_ERROR_CODES (./host.ts). */
export const HOST_OFFER_ERROR_CODES = {
  /** 409: fewer seats per meal than a coming sitting already has booked (`sittings` says which). */
  seatsBelowBooked: 'seats_below_booked',
  /**
   * 409: the save would stop serving a coming meal that has bookings (a closed date, a meal type taken
   * off, a shorter period): the host cancels those bookings first (`sittings` says which).
   */
  sittingsBooked: 'meal_sittings_booked',
} as const;

// ---- Meal offers (POST /rest/v1/host/meals, GET/PUT /rest/v1/host/meals/{id}) ------------------------

/**
 * What a meal offer says of itself. Where it is: the exact address (only confirmed guests read it) and
 * its point on the map, which the form gets from GET /rest/v1/host/geocode (or the host's pin), in
 * Crown Heights; the walk to 770 is computed from it.
 */
export const mealOfferFieldsSchema = z.object({
  title,
  /** Who the family is ("A family of eight who love guests"); may be empty. */
  familyDescription: safeText(STAY_LIMITS.description).default(''),
  /** The meal itself: what is served, the table, the singing. */
  description,
  /** The street or corner shown to everyone ("Crown Street"). */
  area: requiredText(STAY_LIMITS.area),
  address: requiredText(STAY_LIMITS.address),
  latitude: z
    .number({ message: 'validation.required' })
    .min(CROWN_HEIGHTS_BOUNDS.south, { message: 'validation.invalid' })
    .max(CROWN_HEIGHTS_BOUNDS.north, { message: 'validation.invalid' }),
  longitude: z
    .number({ message: 'validation.required' })
    .min(CROWN_HEIGHTS_BOUNDS.west, { message: 'validation.invalid' })
    .max(CROWN_HEIGHTS_BOUNDS.east, { message: 'validation.invalid' }),
  /** The meals served on every offered day that has them (Shabbos meals on Shabbos, Yom Tov's on Yom Tov). */
  mealTypes: choiceOf(MEAL_TYPES).pipe(z.array(z.enum(MEAL_TYPES)).min(1, nonEmpty)),
  /** Per guest, children included; 0 is a free meal. */
  pricePerGuestCents: count(0, MEAL_LIMITS.maxPriceCents),
  /** Seats at each meal. */
  seatsPerMeal: count(1, MEAL_LIMITS.maxSeats),
  kosherStandard: z.enum(KOSHER_STANDARDS, { message: 'validation.required' }),
  dietaryOptions: choiceOf(DIETARY_OPTIONS).default([]),
  tableLanguages: choiceOf(TABLE_LANGUAGES).pipe(z.array(z.enum(TABLE_LANGUAGES)).min(1, nonEmpty)),
  childrenWelcome: z.boolean({ message: 'validation.invalid' }).default(true),
  accessibility: choiceOf(ACCESSIBILITY_FEATURES).default([]),
  /** The period the offer runs, both days included; no end: until further notice. */
  offeredFrom: isoDateField,
  offeredUntil: isoDateField.nullable().default(null),
});

const periodInOrder = (value: { offeredFrom: string; offeredUntil: string | null }) =>
  value.offeredUntil === null || value.offeredUntil >= value.offeredFrom;
const periodIssue = { message: 'validation.dateOrder', path: ['offeredUntil'] };

/**
 * The meal offer form. The meal days are computed (Shabbos and Yom Tov in the offer's period, for its
 * meal types); the host takes a day off by listing it in `closedDates` (the whole list, replaced on
 * every save; GET /rest/v1/host/meals/{id}/calendar shows the coming days). A single meal of a day
 * cannot be closed on its own: the model closes whole days.
 */
export const mealOfferFormSchema = mealOfferFieldsSchema
  .extend({
    closedDates: z
      .array(isoDateField)
      .max(400, { message: 'validation.tooLong' })
      .transform((dates) => [...new Set(dates)].sort())
      .default([]),
  })
  .refine(periodInOrder, periodIssue);
export type MealOfferFormInput = z.input<typeof mealOfferFormSchema>;
export type MealOfferForm = z.output<typeof mealOfferFormSchema>;

/** The meal offer's fields alone, with the period rule: what a saved offer must satisfy to be published. */
export const mealOfferCompleteSchema = mealOfferFieldsSchema.refine(periodInOrder, periodIssue);

/** GET /rest/v1/host/meals/{id} (and the answer of POST and PUT): everything the form shows. */
export const hostMealOfferSchema = z.object({
  ...listingState,
  title: z.string(),
  familyDescription: z.string(),
  description: z.string(),
  area: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  walkMinutesTo770: z.number().int(),
  mealTypes: z.array(z.enum(MEAL_TYPES)),
  pricePerGuestCents: z.number().int(),
  currency: z.string(),
  seatsPerMeal: z.number().int(),
  kosherStandard: z.enum(KOSHER_STANDARDS),
  dietaryOptions: z.array(z.enum(DIETARY_OPTIONS)),
  tableLanguages: z.array(z.enum(TABLE_LANGUAGES)),
  childrenWelcome: z.boolean(),
  accessibility: z.array(z.enum(ACCESSIBILITY_FEATURES)),
  offeredFrom: z.string(),
  offeredUntil: z.string().nullable(),
  closedDates: z.array(z.string()),
});
export type HostMealOffer = z.infer<typeof hostMealOfferSchema>;

// ---- The meal days (GET /rest/v1/host/meals/calendar, /host/meals/{id}/calendar) ---------------------

/** How far the calendar looks by default (about three months), and at most (MEAL_LIMITS.sittingsRangeDays). */
export const HOST_MEAL_CALENDAR_DAYS = 91;

/** ?from&to, New York dates, both included: from today and HOST_MEAL_CALENDAR_DAYS on by default. */
export const hostMealCalendarQuerySchema = z.object({
  from: isoDateField.optional(),
  to: isoDateField.optional(),
});

/** One meal of one day of an offer, with its seats: the sitting's own, else the offer's seats per meal. */
export const hostMealSittingSchema = z.object({
  mealType: z.enum(MEAL_TYPES),
  /** The offer serves it that day: its meal type, within the period, the day not closed. */
  offered: z.boolean(),
  seats: z.number().int(),
  /** Seats of confirmed bookings. A sitting with bookings cannot be taken away, nor its seats lowered below them. */
  seatsTaken: z.number().int(),
});
export type HostMealSitting = z.infer<typeof hostMealSittingSchema>;

export const hostMealDaySchema = z.object({
  date: z.string(),
  /** Its names (parsha or Yom Tov) in en/fr/he, Hebrew date and candle lighting, as /meals/dates gives them. */
  holyDay: holyDaySchema,
  /** The meals that belong to this day (Shabbos meals on Shabbos, Yom Tov meals on Yom Tov). */
  mealTypes: z.array(z.enum(MEAL_TYPES)),
  /** The offer's state that day (in /host/meals/{id}/calendar), else null. */
  offer: z
    .object({
      /** Listed in the offer's closed dates. */
      closed: z.boolean(),
      /** Within the offer's period. */
      inPeriod: z.boolean(),
      /** Every meal of the day (mealTypes), offered or not. */
      sittings: z.array(hostMealSittingSchema),
    })
    .nullable(),
});
export type HostMealDay = z.infer<typeof hostMealDaySchema>;

export const hostMealCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(hostMealDaySchema),
});
export type HostMealCalendar = z.infer<typeof hostMealCalendarSchema>;

/** A 409 of the meal form: the refusal, and the coming sittings it is about. */
export const hostMealConflictSchema = apiErrorSchema.extend({
  sittings: z
    .array(z.object({ date: z.string(), mealType: z.enum(MEAL_TYPES), seatsTaken: z.number().int() }))
    .optional(),
});
export type HostMealConflict = z.infer<typeof hostMealConflictSchema>;

// ---- Transport services (POST /rest/v1/host/transport, GET/PUT /rest/v1/host/transport/{id}) -------

export const transportServiceFieldsSchema = z.object({
  /** The name guests know the provider by ("Parkway Car Service"). */
  providerName: requiredText(TRANSPORT_LIMITS.providerName),
  title,
  description,
  serviceType: z.enum(SERVICE_TYPES, { message: 'validation.required' }),
  /** The airports a transfer serves (at least one); other services serve none (dropped). */
  airports: choiceOf(AIRPORTS).default([]),
  vehicleType: z.enum(VEHICLE_TYPES, { message: 'validation.required' }),
  maxPassengers: count(1, TRANSPORT_LIMITS.maxPassengers),
  maxLuggage: count(0, TRANSPORT_LIMITS.maxLuggage),
  /**
   * The fleet: a ride priced per trip takes a vehicle from pickup to the trip's end; rides priced per
   * passenger at one pickup time share vehicles, seat by seat (docs/decisions/032-ride-fleet.md).
   */
  vehicles: count(1, TRANSPORT_LIMITS.vehicles).default(1),
  pricingModel: z.enum(PRICING_MODELS, { message: 'validation.required' }),
  /** For the whole trip (per_trip) or for each passenger (per_passenger). */
  priceCents: count(1, TRANSPORT_LIMITS.maxPriceCents),
  /** New York clock times; start = end is around the clock, an end before the start runs past midnight. */
  serviceStart: clockTimeField.default('00:00'),
  serviceEnd: clockTimeField.default('00:00'),
  /** A typical trip door to door: a ride must end before candle lighting. */
  tripMinutes: count(TRANSPORT_LIMITS.tripMinutes[0], TRANSPORT_LIMITS.tripMinutes[1]),
  /** What the booking form fills in first; may be empty. */
  defaultPickup: safeText(TRANSPORT_LIMITS.place).default(''),
  defaultDestination: safeText(TRANSPORT_LIMITS.place).default(''),
});

/** The transport service form: an airport transfer names its airports (the database holds the same rule). */
export const transportServiceFormSchema = transportServiceFieldsSchema
  .refine((value) => value.serviceType !== 'airport_transfer' || value.airports.length > 0, {
    message: 'validation.required',
    path: ['airports'],
  })
  .transform((value) =>
    value.serviceType === 'airport_transfer' ? value : { ...value, airports: [] as typeof value.airports },
  );
export type TransportServiceFormInput = z.input<typeof transportServiceFormSchema>;
export type TransportServiceForm = z.output<typeof transportServiceFormSchema>;

export const hostTransportServiceSchema = z.object({
  ...listingState,
  providerName: z.string(),
  title: z.string(),
  description: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  airports: z.array(z.enum(AIRPORTS)),
  vehicleType: z.enum(VEHICLE_TYPES),
  maxPassengers: z.number().int(),
  maxLuggage: z.number().int(),
  vehicles: z.number().int(),
  pricingModel: z.enum(PRICING_MODELS),
  priceCents: z.number().int(),
  currency: z.string(),
  serviceStart: z.string(),
  serviceEnd: z.string(),
  tripMinutes: z.number().int(),
  defaultPickup: z.string(),
  defaultDestination: z.string(),
});
export type HostTransportService = z.infer<typeof hostTransportServiceSchema>;

// ---- Ohel listings (POST /rest/v1/host/ohel, GET/PUT /rest/v1/host/ohel/{id}) -----------------------

export const ohelListingFieldsSchema = z.object({
  kind: z.enum(OHEL_LISTING_KINDS, { message: 'validation.required' }),
  title,
  description,
  /** Schedule, what is included, what to bring: one item a line; may be empty. */
  details: safeText(STAY_LIMITS.description).default(''),
  /** One of the host's own transport services: a shuttle or a ride is booked as its ride; a guided visit may name one. */
  transportServiceId: z.uuid({ message: 'validation.invalid' }).nullable().default(null),
  /** One of the host's own stays: a place to stay near the Ohel is booked as that stay. */
  stayId: z.uuid({ message: 'validation.invalid' }).nullable().default(null),
  /** "From" price shown for what is not booked here (a guided visit without a service). */
  priceFromCents: count(0, TRANSPORT_LIMITS.maxPriceCents).nullable().default(null),
});

/**
 * The Ohel listing form, with the ohel_listings_link rule: a shuttle or a ride names a transport
 * service and no stay, a stay names a stay and no service, a guided visit names no stay (a service is
 * optional). Whether the service or stay is the host's own is the server's check (400 on the field).
 */
export const ohelListingFormSchema = ohelListingFieldsSchema.superRefine((value, context) => {
  const needsService = value.kind === 'shuttle' || value.kind === 'ride';
  if (needsService && value.transportServiceId === null) {
    context.addIssue({ code: 'custom', message: 'validation.required', path: ['transportServiceId'] });
  }
  if (value.kind === 'stay' && value.transportServiceId !== null) {
    context.addIssue({ code: 'custom', message: 'validation.invalid', path: ['transportServiceId'] });
  }
  if (value.kind === 'stay' && value.stayId === null) {
    context.addIssue({ code: 'custom', message: 'validation.required', path: ['stayId'] });
  }
  if (value.kind !== 'stay' && value.stayId !== null) {
    context.addIssue({ code: 'custom', message: 'validation.invalid', path: ['stayId'] });
  }
});
export type OhelListingFormInput = z.input<typeof ohelListingFormSchema>;
export type OhelListingForm = z.output<typeof ohelListingFormSchema>;

export const hostOhelListingSchema = z.object({
  ...listingState,
  kind: z.enum(OHEL_LISTING_KINDS),
  title: z.string(),
  description: z.string(),
  details: z.string(),
  transportServiceId: z.uuid().nullable(),
  stayId: z.uuid().nullable(),
  priceFromCents: z.number().int().nullable(),
});
export type HostOhelListing = z.infer<typeof hostOhelListingSchema>;

/** GET /rest/v1/host/ohel/links: what the host's Ohel listing can name, their own services and stays. */
export const hostOhelLinkSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
});
export const hostOhelLinksSchema = z.object({
  transportServices: z.array(hostOhelLinkSchema.extend({ serviceType: z.enum(SERVICE_TYPES) })),
  stays: z.array(hostOhelLinkSchema.extend({ area: z.string() })),
});
export type HostOhelLinks = z.infer<typeof hostOhelLinksSchema>;
