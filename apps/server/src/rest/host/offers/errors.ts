import { HOST_OFFER_ERROR_CODES } from '@orchim/shared';
import type { SittingCounter } from '../../../db/repositories/host-offers';
import { HttpError } from '../../../lib/http-error';
import { validationError } from '../../../lib/validation-error';

// The refusals of the host's forms that are not a field's format (hostMealConflictSchema, and 400s).

const sittingsBody = (sittings: readonly SittingCounter[]) => ({
  sittings: sittings.map(({ date, mealType, seatsTaken }) => ({ date, mealType, seatsTaken })),
});

/** 409 meal_sittings_booked: the save would take away coming meals that have bookings. */
export const sittingsBookedError = (sittings: readonly SittingCounter[]) =>
  new HttpError(
    409,
    HOST_OFFER_ERROR_CODES.sittingsBooked,
    'Some of these meals already have guests booked. Cancel their bookings first, then close the day or take the meal off.',
    { body: sittingsBody(sittings) },
  );

/** 409 seats_below_booked: fewer seats than a coming meal already has booked. */
export const seatsBelowBookedError = (sittings: readonly SittingCounter[]) =>
  new HttpError(
    409,
    HOST_OFFER_ERROR_CODES.seatsBelowBooked,
    'Some meals already have more guests booked than this number of seats.',
    { fields: { seatsPerMeal: 'validation.invalid' }, body: sittingsBody(sittings) },
  );

/** 400 validation_failed on a field naming something that is not the host's to name. */
export const notYoursError = (field: string) =>
  validationError([{ path: field, message: 'validation.invalid', code: 'custom' }]);
