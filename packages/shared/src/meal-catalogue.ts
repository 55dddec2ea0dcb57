/**
 * The fixed vocabularies of a Shabbos or Yom Tov meal offer (issue 5), zod-free so the browser can use
 * them anywhere. Labels are translated in the `meals` namespace under the same keys
 * (`mealTypes.<key>`, `dietary.<key>`, `tableLanguages.<key>`, `accessibility.<key>`).
 */

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

export const MEAL_STATUSES = ['draft', 'published', 'suspended'] as const;
export type MealStatus = (typeof MEAL_STATUSES)[number];

/** Bounds of a meal offer and its bookings (the database holds the same ones as CHECKs). */
export const MEAL_LIMITS = {
  maxSeats: 40,
  maxPriceCents: 1_000_00,
  dietaryNeeds: 500,
} as const;
