/**
 * The Ohel (issue 5): where it is, and the fixed vocabulary of its listings, zod-free so the browser can
 * use them anywhere. Labels are translated in the `ohel` namespace (`kinds.<key>`).
 */

/** The resting place of the Lubavitcher Rebbe, in Queens. */
export const OHEL_ADDRESS = '226-20 Francis Lewis Blvd, Cambria Heights, NY 11411';

/**
 * What an Ohel listing offers: a shuttle or a ride (booked as a ride of its transport service), a place
 * to stay near it (booked as a stay), or a guided visit.
 */
export const OHEL_LISTING_KINDS = ['shuttle', 'ride', 'stay', 'guided_visit'] as const;
export type OhelListingKind = (typeof OHEL_LISTING_KINDS)[number];

/** The days most visitors come: Gimmel Tammuz (3 Tammuz) and Yud Shevat (10 Shevat). */
export const OHEL_BUSY_DAYS = ['gimmel_tammuz', 'yud_shevat'] as const;
export type OhelBusyDay = (typeof OHEL_BUSY_DAYS)[number];

export const OHEL_LISTING_STATUSES = ['draft', 'published', 'suspended'] as const;
export type OhelListingStatus = (typeof OHEL_LISTING_STATUSES)[number];
