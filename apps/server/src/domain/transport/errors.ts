import { RIDE_ERROR_CODES, type RestWindowInfo, type ServiceHours } from '@orchim/shared';
import { HttpError } from '../../lib/http-error';

// The ride refusals that have no product §8 message. Each carries what the browser needs to word it in
// French and Hebrew (the service hours, the rest window); `fields` marks the form field, with the key of
// the refusal in the `bookings` namespace. invalid_dates and too_many_guests are ../stays/errors.ts's.

export const TOO_MUCH_LUGGAGE_MESSAGE = 'Too much luggage for this vehicle';

const NEW_YORK = 'America/New_York';

// "Friday 6:42 PM" (Intl writes a narrow no-break space before PM: a plain one reads the same in mail
// and logs).
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  weekday: 'long',
  hour: 'numeric',
  minute: '2-digit',
});
const clockTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  hour: 'numeric',
  minute: '2-digit',
});
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** An instant as New York's weekday and time: "Friday 6:42 PM". */
export const newYorkDayAndTime = (instant: string | Date) =>
  plainSpaces(dayAndTime.format(new Date(instant)));

/** An HH:MM clock time as people read it: "5:00 AM", "11:30 PM". */
export const readableClockTime = (time: string) =>
  plainSpaces(clockTime.format(new Date(`1970-01-01T${time}:00Z`)));

/**
 * 400 outside_service_hours "This service runs from 5:00 AM to 1:00 AM. Please choose a time within
 * those hours.", with `serviceHours`. Around the clock services never refuse.
 */
export const outsideServiceHoursError = (hours: ServiceHours, field?: string) =>
  new HttpError(
    400,
    RIDE_ERROR_CODES.outsideServiceHours,
    `This service runs from ${readableClockTime(hours.start)} to ${readableClockTime(hours.end)}. Please choose a time within those hours.`,
    {
      body: { serviceHours: hours },
      ...(field ? { fields: { [field]: 'refusals.outsideHours' } } : {}),
    },
  );

/** When a refused ride would have ended, and the latest pickup of its day that ends in time (if any). */
export interface RideTiming {
  rideEnd: string;
  latestPickup: string | null;
}

/**
 * 400 shabbos_or_yom_tov: the ride would meet a rest window. The message says why, with Crown Heights'
 * times, and for a ride that starts before it, when the ride would end and the latest pickup that works;
 * `window`, `rideEnd` and `latestPickup` let the browser say it in the reader's language.
 */
export const shabbosOrYomTovError = (window: RestWindowInfo, timing: RideTiming | null, field?: string) =>
  new HttpError(
    400,
    RIDE_ERROR_CODES.shabbosOrYomTov,
    `Rides do not run on Shabbos or Yom Tov. In Crown Heights, ${window.name.en} begins at candle lighting ` +
      `(${newYorkDayAndTime(window.start)}) and ends at havdalah (${newYorkDayAndTime(window.end)}). ` +
      'Please choose another time.' +
      (timing ? ` This ride would end about ${newYorkDayAndTime(timing.rideEnd)}.` : '') +
      (timing?.latestPickup
        ? ` The latest pickup that day that ends in time is ${newYorkDayAndTime(timing.latestPickup)}.`
        : ''),
    {
      body: {
        window,
        ...(timing ? { rideEnd: timing.rideEnd } : {}),
        ...(timing?.latestPickup ? { latestPickup: timing.latestPickup } : {}),
      },
      ...(field ? { fields: { [field]: 'refusals.restDay' } } : {}),
    },
  );

/**
 * 409 fleet_full, from the quote: the rides already booked take every vehicle of the service at some
 * moment of this one, so its booking would be refused (the fleet trigger, docs/decisions/032-ride-fleet.md).
 */
export const fleetFullError = (field?: string) =>
  new HttpError(
    409,
    RIDE_ERROR_CODES.fleetFull,
    'Every vehicle of this service is booked at this time. Please choose another time.',
    { ...(field ? { fields: { [field]: 'refusals.fleetFull' } } : {}) },
  );

/** 400 too_much_luggage 'Too much luggage for this vehicle'. */
export const tooMuchLuggageError = (field?: string) =>
  new HttpError(400, RIDE_ERROR_CODES.tooMuchLuggage, TOO_MUCH_LUGGAGE_MESSAGE, {
    ...(field ? { fields: { [field]: 'refusals.tooMuchLuggage' } } : {}),
  });
