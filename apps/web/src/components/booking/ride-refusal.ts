import type { TFunction } from 'i18next';
import type { Language } from '@orchim/shared/constants';
import type { RestWindowInfo, RideRefusal, ServiceHours } from '@orchim/shared/transport';
import { RIDE_ERROR_CODES } from '@orchim/shared/transport-catalogue';
import { clockTime, TIME_FORMAT } from '@/lib/calendar-date';
import { ApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';
import { refusalMessageKey } from './refusal';

/**
 * A ride the server refused, in the reader's language. The quote and the booking of a ride answer the
 * same refusals (apps/server/src/domain/transport/ride-rules.ts): product §8's invalid_dates and
 * too_many_guests, and three of their own whose body says enough to word them in any language —
 * outside_service_hours (the hours), shabbos_or_yom_tov (the rest window: its name in each language and
 * its times, candle lighting to havdalah) and too_much_luggage; the quote also answers fleet_full (409)
 * when every vehicle is out at that time. Their texts are the `bookings` namespace's `refusals.*`.
 */

/** The form fields a ride refusal is about. */
export type RideRefusalField = 'date' | 'time' | 'numberOfGuests' | 'luggage';

/** Which field to mark: the date for invalid dates, the time for the hours and the rest days, and so on. */
export function rideRefusalField(error: unknown): RideRefusalField | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case 'invalid_dates':
      return 'date';
    case RIDE_ERROR_CODES.outsideServiceHours:
    case RIDE_ERROR_CODES.shabbosOrYomTov:
    case RIDE_ERROR_CODES.fleetFull:
      return 'time';
    case 'too_many_guests':
      return 'numberOfGuests';
    case RIDE_ERROR_CODES.tooMuchLuggage:
      return 'luggage';
    default:
      return null;
  }
}

/**
 * A refusal of the ride rules (a quote's or a booking's 400, or the quote's 409 when every vehicle is
 * out), rather than a failure to reach them.
 */
export const isRideRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.status === 400 || error.status === 409) &&
  rideRefusalField(error) !== null;

/** "Friday 4:12 PM", "vendredi 16:12", "יום שישי 16:12": an instant in New York time. */
export const restWindowTime = (instant: string, lng: string) =>
  formatDate(instant, lng, { weekday: 'long', hour: 'numeric', minute: '2-digit' });

/** "5:00 AM", "05:00": an HH:MM clock time of the service, as the reader's language writes times. */
export const serviceClockTime = (time: string, lng: string) => formatDate(clockTime(time), lng, TIME_FORMAT);

/** The rest window's name in the reader's language ("Shabbos", "Rosh Hashana 5787", "שבת"). */
const windowName = (window: RestWindowInfo, lng: string) => window.name[isLanguage(lng) ? lng : 'en'];

type Context = {
  t: TFunction;
  lng: Language | string;
  /** The service's hours, when the refusal does not carry them. */
  serviceHours?: ServiceHours;
};

/** Why the ride was refused, in the reader's language. */
export function rideRefusalText(error: unknown, { t, lng, serviceHours }: Context): string {
  const refusal = error instanceof ApiError ? (error.body as Partial<RideRefusal> | undefined) : undefined;
  if (error instanceof ApiError) {
    if (error.code === RIDE_ERROR_CODES.shabbosOrYomTov) {
      const window = refusal?.window;
      // Without the window (a refusal whose body was not kept), the server's own words say why.
      if (!window) return error.message || t(refusalMessageKey(error), { ns: 'common' });
      const why = t('refusals.restDay', {
        ns: 'bookings',
        name: windowName(window, lng),
        start: restWindowTime(window.start, lng),
        end: restWindowTime(window.end, lng),
      });
      // When the ride would end, and the latest pickup that day that ends in time (when the server found one).
      const timing = [
        refusal.rideEnd &&
          t('refusals.rideEnds', { ns: 'bookings', time: restWindowTime(refusal.rideEnd, lng) }),
        refusal.latestPickup &&
          t('refusals.latestPickup', { ns: 'bookings', time: restWindowTime(refusal.latestPickup, lng) }),
      ];
      return [why, ...timing].filter(Boolean).join(' ');
    }
    if (error.code === RIDE_ERROR_CODES.outsideServiceHours) {
      const hours = refusal?.serviceHours ?? serviceHours;
      if (!hours) return error.message || t(refusalMessageKey(error), { ns: 'common' });
      return t('refusals.outsideHours', {
        ns: 'bookings',
        from: serviceClockTime(hours.start, lng),
        to: serviceClockTime(hours.end, lng),
      });
    }
    if (error.code === RIDE_ERROR_CODES.tooMuchLuggage)
      return t('refusals.tooMuchLuggage', { ns: 'bookings' });
    if (error.code === RIDE_ERROR_CODES.fleetFull) return t('refusals.fleetFull', { ns: 'bookings' });
  }
  return t(refusalMessageKey(error), { ns: 'common' });
}
