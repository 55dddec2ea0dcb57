/**
 * The fixed vocabularies of a stay (issue 4) and the rules computed from them, zod-free so the browser
 * can use them anywhere. Labels are translated in the `stays` namespace under the same keys
 * (`amenities.<key>`, `jewishFeatures.<key>`, `propertyTypes.<key>`, `kosherStandards.<key>`, `sort.<key>`).
 */
import { CROWN_HEIGHTS } from './constants';
import { isCalendarDate, nightsBetween } from './dates';
import { LISTING_STATUSES } from './listing-status';

export const PROPERTY_TYPES = [
  'apartment',
  'brownstone_floor',
  'basement',
  'house',
  'studio',
  'private_room',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const AMENITIES = [
  'wifi',
  'air_conditioning',
  'heating',
  'washer',
  'dryer',
  'parking',
  'crib',
  'high_chair',
  'full_kitchen',
  'dishwasher',
  'workspace',
  'elevator',
  'outdoor_space',
  'linens',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** What makes a place ready for an observant guest. `kosher_kitchen` comes with a kosher standard. */
export const JEWISH_FEATURES = [
  'kosher_kitchen',
  'separate_meat_dairy',
  'shabbos_hot_plate',
  'blech',
  'urn',
  'shabbos_timers',
  'shabbos_lamp',
  'non_electric_key',
  'fridge_light_off',
  'no_elevator_needed',
  'sukkah',
  'pesach_ready',
] as const;
export type JewishFeature = (typeof JEWISH_FEATURES)[number];

/** How a kosher kitchen is kept. */
export const KOSHER_STANDARDS = ['chabad', 'chalav_yisrael', 'mehadrin', 'standard'] as const;
export type KosherStandard = (typeof KOSHER_STANDARDS)[number];

/**
 * Where a stay is: Crown Heights (the /stays search, "a walk from 770"), or Cambria Heights by the Ohel
 * (offered from the Ohel's page only).
 */
export const NEIGHBOURHOODS = ['crown_heights', 'cambria_heights'] as const;
export type Neighbourhood = (typeof NEIGHBOURHOODS)[number];

export const STAY_STATUSES = LISTING_STATUSES;
export type StayStatus = (typeof STAY_STATUSES)[number];

/**
 * The steps of the host's stay form (issue 6), in order. A draft remembers which steps were saved
 * (stays.setup_steps); it can be published once the required ones are, and it has a photo.
 */
export const STAY_FORM_STEPS = [
  'basics',
  'location',
  'rooms',
  'pricing',
  'amenities',
  'jewish',
  'rules',
  'photos',
  'availability',
] as const;
export type StayFormStep = (typeof STAY_FORM_STEPS)[number];
export const STAY_REQUIRED_STEPS = [
  'basics',
  'location',
  'rooms',
  'pricing',
] as const satisfies readonly StayFormStep[];

export const STAY_SORTS = ['recommended', 'price_asc', 'price_desc', 'rating', 'walk'] as const;
export type StaySort = (typeof STAY_SORTS)[number];

export const STAY_LIMITS = {
  title: 120,
  area: 80,
  address: 200,
  description: 4000,
  houseRules: 2000,
  specialRequests: 1000,
  imageAlt: 200,
  images: 10,
  maxGuests: 16,
  maxNights: 60,
  /** How far ahead a stay can be booked, in days. */
  bookingHorizonDays: 540,
  maxPriceCents: 10_000_00,
  searchText: 100,
  searchPageSize: 12,
  reviewsPageSize: 5,
} as const;

/** Stays are priced in US dollars. */
export const STAY_CURRENCY = 'USD';

/**
 * Crown Heights, generously: Atlantic Avenue to Clarkson Avenue, Washington Avenue to Ralph Avenue. A
 * stay's coordinates must fall inside, since the site promises a walk to 770.
 */
export const CROWN_HEIGHTS_BOUNDS = { south: 40.652, north: 40.682, west: -73.966, east: -73.918 } as const;

export function isInCrownHeights({ latitude, longitude }: { latitude: number; longitude: number }): boolean {
  const b = CROWN_HEIGHTS_BOUNDS;
  return latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east;
}

/** Metres between two points on the earth (haversine). */
export function distanceMeters(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * Walking minutes to 770 Eastern Parkway: the straight line lengthened by 1.3 for Brooklyn's street grid,
 * at 80 metres a minute (an unhurried pace, with children or on Shabbos). At least one minute.
 */
export function walkingMinutesTo770(point: { latitude: number; longitude: number }): number {
  return Math.max(1, Math.round((distanceMeters(point, CROWN_HEIGHTS.seven70) * 1.3) / 80));
}

/** The price of a stay for some nights, in cents: nights × price per night, plus the cleaning fee once. */
export function stayPrice(nights: number, pricePerNightCents: number, cleaningFeeCents: number) {
  const subtotalCents = nights * pricePerNightCents;
  return {
    nights,
    pricePerNightCents,
    subtotalCents,
    cleaningFeeCents,
    totalCents: subtotalCents + cleaningFeeCents,
  };
}

/** Why stay dates break the date rule: what the page adds after 'Please select valid dates'. */
export const STAY_DATES_PROBLEMS = [
  'dates',
  'order',
  'past',
  'tooFarAhead',
  'minimumNights',
  'maximumNights',
] as const;
export type StayDatesProblem = {
  reason: (typeof STAY_DATES_PROBLEMS)[number];
  /** The limit broken: the stay's minimum nights, the longest stay, or the booking horizon in days. */
  limit?: number;
};

/**
 * The date rule of a stay booking (product §8 'Please select valid dates'): real dates, check-in today or
 * later in New York, check-out after check-in, at least the stay's minimum nights, at most
 * STAY_LIMITS.maxNights, and check-in within the booking horizon. Answers the first rule broken, or null.
 */
export function stayDatesProblem(
  { checkIn, checkOut }: { checkIn: string; checkOut: string },
  today: string,
  minimumNights = 1,
): StayDatesProblem | null {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return { reason: 'dates' };
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return { reason: 'order' };
  if (checkIn < today) return { reason: 'past' };
  if (nightsBetween(today, checkIn) > STAY_LIMITS.bookingHorizonDays) {
    return { reason: 'tooFarAhead', limit: STAY_LIMITS.bookingHorizonDays };
  }
  if (nights < minimumNights) return { reason: 'minimumNights', limit: minimumNights };
  if (nights > STAY_LIMITS.maxNights) return { reason: 'maximumNights', limit: STAY_LIMITS.maxNights };
  return null;
}

/** The nights of stay dates that keep the date rule (stayDatesProblem), or null. */
export function validStayNights(
  dates: { checkIn: string; checkOut: string },
  today: string,
  minimumNights = 1,
): number | null {
  return stayDatesProblem(dates, today, minimumNights) ? null : nightsBetween(dates.checkIn, dates.checkOut);
}
