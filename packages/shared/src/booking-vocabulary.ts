/**
 * The bookings' vocabularies (kinds, statuses, refusal codes and messages, list scopes), kept free of zod so
 * the browser's public pages can name a refusal without evaluating every booking schema in their first
 * task; the wire shapes that build on them are in ./bookings.ts, which re-exports these.
 */

export const BOOKING_KINDS = ['stay', 'meal', 'ride'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * confirmed and cancelled; with online payment (./payment-vocabulary.ts) a booking is first
 * pending_payment (holding what it booked while the guest pays on Stripe), then confirmed by the payment,
 * or expired when the hold lapses unpaid (what it held is free again).
 */
export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'cancelled', 'expired'] as const;
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
  /** 502: Stripe could not open the payment page; the hold was released (docs/decisions/039-online-payment.md). */
  paymentUnavailable: 'payment_unavailable',
} as const;

/** Message (English) of a booking that can no longer be cancelled; the browser shows its translation. */
export const NOT_CANCELLABLE_MESSAGE = 'This booking can no longer be cancelled.';

/** Message (English) of a host booking a listing they host; the browser shows its translation. */
export const OWN_LISTING_MESSAGE = 'You cannot book your own listing.';

/** Message (English) of a booking whose online payment could not be started; the browser shows its translation. */
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'Online payment is not available right now. Please try again in a few minutes.';

/** The scopes of the signed-in guest's list of bookings (GET /rest/v1/bookings?scope=). */
export const BOOKING_LIST_SCOPES = ['upcoming', 'past', 'all'] as const;
