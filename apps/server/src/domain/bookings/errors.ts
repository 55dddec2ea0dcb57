import {
  BOOKING_ERROR_CODES,
  MESSAGES,
  messageKey,
  NOT_CANCELLABLE_MESSAGE,
  OWN_LISTING_MESSAGE,
  type StayDatesProblem,
} from '@orchim/shared';
import { HttpError } from '../../lib/http-error';

// The product §8 refusals of bookings (and of the lists and quotes that check as a booking would), as the
// browser maps them back to its translated messages.

/** 400 invalid_dates 'Please select valid dates'; a booking form also learns which field to mark. */
export const invalidDatesError = (field?: string, datesProblem?: StayDatesProblem) =>
  new HttpError(400, BOOKING_ERROR_CODES.invalidDates, MESSAGES.invalidDates, {
    ...(field ? { fields: { [field]: messageKey('invalidDates') } } : {}),
    // Which rule a stay's dates broke, so the page can say it after the message.
    ...(datesProblem ? { body: { datesProblem } } : {}),
  });

/**
 * 400 too_many_guests 'Too many guests for this accommodation'; for a meal with some seats left, the
 * body also says how many (`seatsLeft`), so the form can offer them.
 */
export const tooManyGuestsError = (field?: string, body?: { seatsLeft: number }) =>
  new HttpError(400, BOOKING_ERROR_CODES.tooManyGuests, MESSAGES.tooManyGuests, {
    ...(field ? { fields: { [field]: messageKey('tooManyGuests') } } : {}),
    ...(body ? { body } : {}),
  });

/** 409 booking_unavailable 'This booking is no longer available'. */
export const bookingUnavailableError = () =>
  new HttpError(409, BOOKING_ERROR_CODES.unavailable, MESSAGES.bookingUnavailable);

/** 409 booking_not_cancellable. */
export const notCancellableError = () =>
  new HttpError(409, BOOKING_ERROR_CODES.notCancellable, NOT_CANCELLABLE_MESSAGE);

/**
 * 409 own_listing 'You cannot book your own listing.' when `userId` is one of the listing's hosts: a host
 * booking themselves would block their own calendar or seats and earn a review they could not write
 * otherwise. Checked right after the listing is found, before its dates, so the host learns the reason.
 */
export function refuseOwnListing(hostIds: readonly string[], userId: string): void {
  if (hostIds.includes(userId)) {
    throw new HttpError(409, BOOKING_ERROR_CODES.ownListing, OWN_LISTING_MESSAGE);
  }
}
