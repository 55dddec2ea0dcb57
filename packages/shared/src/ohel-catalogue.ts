import { distanceMeters } from './stay-catalogue';
import { LISTING_STATUSES } from './listing-status';

/**
 * The Ohel (issue 5): where it is, and the fixed vocabulary of its listings, zod-free so the browser can
 * use them anywhere. Labels are translated in the `ohel` namespace (`kinds.<key>`).
 */

/** The resting place of the Lubavitcher Rebbe, in Queens. */
export const OHEL_ADDRESS = '226-20 Francis Lewis Blvd, Cambria Heights, NY 11411';

/**
 * Where the Ohel is: the northern edge of Montefiore Cemetery, by Francis Lewis Boulevard and 121st
 * Avenue, where its visitors' center stands.
 */
export const OHEL_LOCATION = { latitude: 40.6862, longitude: -73.7371 } as const;

/**
 * Walking minutes to the Ohel, counted as walkingMinutesTo770 counts them: the straight line lengthened
 * by 1.3 for the street grid, at 80 metres a minute. At least one minute.
 */
export function walkingMinutesToOhel(point: { latitude: number; longitude: number }): number {
  return Math.max(1, Math.round((distanceMeters(point, OHEL_LOCATION) * 1.3) / 80));
}

/**
 * What an Ohel listing offers: a shuttle or a ride (booked as a ride of its transport service), a place
 * to stay near it (booked as a stay), or a guided visit.
 */
export const OHEL_LISTING_KINDS = ['shuttle', 'ride', 'stay', 'guided_visit'] as const;
export type OhelListingKind = (typeof OHEL_LISTING_KINDS)[number];

/** The days most visitors come: Gimmel Tammuz (3 Tammuz) and Yud Shevat (10 Shevat). */
export const OHEL_BUSY_DAYS = ['gimmel_tammuz', 'yud_shevat'] as const;
export type OhelBusyDay = (typeof OHEL_BUSY_DAYS)[number];

export const OHEL_LISTING_STATUSES = LISTING_STATUSES;
export type OhelListingStatus = (typeof OHEL_LISTING_STATUSES)[number];

/** Page size of GET /rest/v1/ohel-listings and of a listing's reviews. */
export const OHEL_LISTINGS_PAGE_SIZE = 12;
export const OHEL_REVIEWS_PAGE_SIZE = 5;

/** The longest excerpt of a listing's description on its card, in characters. */
export const OHEL_EXCERPT_LENGTH = 180;
