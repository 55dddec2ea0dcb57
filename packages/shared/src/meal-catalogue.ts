/**
 * The fixed vocabularies of a Shabbos or Yom Tov meal offer (issue 5), zod-free so the browser can use
 * them anywhere. Labels are translated in the `meals` namespace under the same keys
 * (`mealTypes.<key>`, `dietary.<key>`, `tableLanguages.<key>`, `accessibility.<key>`).
 */
import { LISTING_STATUSES } from './listing-status';

/**
 * The meals a family can offer. A Friday-night dinner belongs to the Shabbos that begins that evening;
 * Yom Tov has a night meal and a day meal, each with its own seats.
 */
export const MEAL_TYPES = [
  'friday_night',
  'shabbos_lunch',
  'seudah_shlishit',
  'yom_tov_night',
  'yom_tov_lunch',
] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const DIETARY_OPTIONS = ['vegetarian', 'gluten_free', 'nut_free', 'childrens_menu'] as const;
export type DietaryOption = (typeof DIETARY_OPTIONS)[number];

/** Languages spoken at the table (ISO 639-1; `yi` is Yiddish). */
export const TABLE_LANGUAGES = ['en', 'he', 'yi', 'fr', 'ru', 'es'] as const;
export type TableLanguage = (typeof TABLE_LANGUAGES)[number];

export const ACCESSIBILITY_FEATURES = ['step_free_entrance', 'ground_floor', 'accessible_bathroom'] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

export const MEAL_STATUSES = LISTING_STATUSES;
export type MealStatus = (typeof MEAL_STATUSES)[number];

/** Bounds of a meal offer and its bookings (the database holds the same ones as CHECKs). */
export const MEAL_LIMITS = {
  maxSeats: 40,
  maxPriceCents: 1_000_00,
  dietaryNeeds: 500,
  /** How far ahead a meal can be booked (and listed). */
  bookingHorizonDays: 180,
  /** A sittings request spans at most this many days. */
  sittingsRangeDays: 120,
  /** Cards per page of GET /rest/v1/meals. */
  searchPageSize: 12,
  reviewsPageSize: 5,
} as const;

/** The meals of Shabbos, and those of Yom Tov. */
export const SHABBOS_MEAL_TYPES: readonly MealType[] = ['friday_night', 'shabbos_lunch', 'seudah_shlishit'];
export const YOM_TOV_MEAL_TYPES: readonly MealType[] = ['yom_tov_night', 'yom_tov_lunch'];

/**
 * Whether a meal type is served on a holy day of these kinds: Shabbos meals on a Shabbos, Yom Tov meals
 * on Yom Tov (a Yom Tov on Shabbos has both).
 */
export function mealTypeFits(type: MealType, kinds: readonly ('shabbos' | 'yom_tov')[]): boolean {
  return SHABBOS_MEAL_TYPES.includes(type) ? kinds.includes('shabbos') : kinds.includes('yom_tov');
}

/** The price of a meal for some guests (the server's; the browser shows the server's quote). */
export function mealPrice(
  guests: number,
  pricePerGuestCents: number,
): { guests: number; pricePerGuestCents: number; totalCents: number } {
  return { guests, pricePerGuestCents, totalCents: guests * pricePerGuestCents };
}
