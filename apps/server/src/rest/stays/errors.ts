import { BOOKING_ERROR_CODES, MESSAGES, messageKey } from '@orchim/shared';
import { HttpError } from '../../lib/http-error';

// The SPEC §8 refusals of stays and bookings, as the browser maps them back to its translated messages.

/** 400 invalid_dates 'Please select valid dates'; a booking form also learns which field to mark. */
export const invalidDatesError = (field?: string) =>
  new HttpError(400, BOOKING_ERROR_CODES.invalidDates, MESSAGES.invalidDates, {
    ...(field ? { fields: { [field]: messageKey('invalidDates') } } : {}),
  });

/** 400 too_many_guests 'Too many guests for this accommodation'. */
export const tooManyGuestsError = (field?: string) =>
  new HttpError(400, BOOKING_ERROR_CODES.tooManyGuests, MESSAGES.tooManyGuests, {
    ...(field ? { fields: { [field]: messageKey('tooManyGuests') } } : {}),
  });

/** 409 booking_unavailable 'This booking is no longer available'. */
export const bookingUnavailableError = () =>
  new HttpError(409, BOOKING_ERROR_CODES.unavailable, MESSAGES.bookingUnavailable);
