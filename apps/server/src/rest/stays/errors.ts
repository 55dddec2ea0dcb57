// The refusals moved to ../bookings/errors.ts, shared by every kind; stays keep importing them here.
export { bookingUnavailableError, invalidDatesError, tooManyGuestsError } from '../bookings/errors';
