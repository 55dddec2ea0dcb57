/**
 * The bookings' vocabularies (kinds, statuses, refusal codes and messages, list scopes), kept free of zod so
 * the browser's public pages can name a refusal without evaluating every booking schema in their first
 * task; the wire shapes that build on them are in ./bookings.ts, which re-exports these.
 */

export const BOOKING_KINDS = ['stay', 'meal', 'ride'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The codes of booking refusals, each with its product §8 message (MESSAGES in ./messages.ts). */
export const BOOKING_ERROR_CODES = {
  /** 400 'Please select valid dates' */
  invalidDates: 'invalid_dates',
  /** 400 'Too many guests for this accommodation' */
  tooManyGuests: 'too_many_guests',
  /** 409 'This booking is no longer available' */
  unavailable: 'booking_unavailable',
  /** 409: the booking has started, ended or is already cancelled. */
  notCancellable: 'booking_not_cancellable',
  /** 409: the signed-in person hosts the listing (issue 20). */
  ownListing: 'own_listing',
} as const;

/** Message (English) of a booking that can no longer be cancelled; the browser shows its translation. */
export const NOT_CANCELLABLE_MESSAGE = 'This booking can no longer be cancelled.';

/** Message (English) of a host booking a listing they host; the browser shows its translation. */
export const OWN_LISTING_MESSAGE = 'You cannot book your own listing.';

/** The scopes of the signed-in guest's list of bookings (GET /rest/v1/bookings?scope=). */
export const BOOKING_LIST_SCOPES = ['upcoming', 'past', 'all'] as const;
