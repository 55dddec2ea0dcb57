import { newYorkInstant } from '@orchim/shared';
import { holyDays } from '../../lib/jewish-calendar';

/**
 * When a booking begins for its cancellation policy (the bookings row's starts_at), for each kind that
 * needs more than a column it already has (a ride begins at its pickup).
 */

/**
 * A stay: its check-in day at the stay's check-in time, New York's wall clock. A time New York skips (the
 * spring's lost hour) falls back to the day's midnight, which always exists there.
 */
export function stayStartsAt(checkIn: string, checkInTime: string): Date {
  const startsAt = newYorkInstant(checkIn, checkInTime) ?? newYorkInstant(checkIn, '00:00');
  if (!startsAt) throw new Error(`no New York instant for ${checkIn}`);
  return startsAt;
}

/** A meal: the candle lighting that begins its day (a Shabbos or Yom Tov). */
export function mealStartsAt(date: string): Date {
  const [day] = holyDays(date, date);
  if (!day) throw new Error(`${date} is no Shabbos or Yom Tov`);
  return new Date(day.candleLighting);
}
