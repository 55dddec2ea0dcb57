import { BOOKING_ERROR_CODES } from '@orchim/shared/booking-vocabulary';
import { messageKey } from '@orchim/shared/messages';
import { ApiError } from '@/lib/api';

const REFUSALS: readonly string[] = Object.values(BOOKING_ERROR_CODES);

/** A booking refusal of the server (a product §8 message), rather than a field the visitor can correct. */
export const isRefusalCode = (code: string) => REFUSALS.includes(code);

/** A host's booking of their own listing (409 own_listing): not a product §8 message, so in `bookings`. */
const OWN_LISTING_KEY = 'bookings:refusals.ownListing';

/**
 * The message key for a quote or booking the server refused: a product §8 message (a `common` key), or one
 * of the `bookings` namespace named with its namespace, so `t(key, { ns: 'common' })` finds either.
 */
export function refusalMessageKey(error: unknown) {
  if (!(error instanceof ApiError)) return messageKey('general');
  if (error.isNetwork) return messageKey('network');
  if (error.code === BOOKING_ERROR_CODES.invalidDates) return messageKey('invalidDates');
  if (error.code === BOOKING_ERROR_CODES.tooManyGuests) return messageKey('tooManyGuests');
  if (error.code === BOOKING_ERROR_CODES.unavailable) return messageKey('bookingUnavailable');
  if (error.code === BOOKING_ERROR_CODES.ownListing) return OWN_LISTING_KEY;
  return messageKey('general');
}
