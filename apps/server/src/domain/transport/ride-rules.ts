import {
  newYorkDateTime,
  newYorkInstant,
  ridePrice,
  withinServiceHours,
  type PricingModel,
  type RestWindowInfo,
  type RideQuote,
} from '@orchim/shared';
import type { HttpError } from '../../lib/http-error';
import { holyDays, restWindows, type RestWindow } from '../../lib/jewish-calendar';
import { invalidDatesError, tooManyGuestsError } from '../bookings/errors';
import {
  outsideServiceHoursError,
  shabbosOrYomTovError,
  tooMuchLuggageError,
  type RideTiming,
} from './errors';

/**
 * The rules of a ride (issue 5), pure: the quote endpoint answers with them, and the ride booking runs
 * them again in its transaction. In order, the first broken rule is the answer:
 *
 *   1. the pickup is a real New York date and time, after `now` and at most RIDE_HORIZON_DAYS ahead,
 *      else 400 invalid_dates 'Please select valid dates';
 *   2. within the service hours, else 400 outside_service_hours (with the hours);
 *   3. the ride, [pickup, pickup + trip minutes), meets no Shabbos or Yom Tov, candle lighting to
 *      havdalah in Crown Heights (wherever the pickup is, as the issue says), else 400
 *      shabbos_or_yom_tov (with the window);
 *   4. passengers within the vehicle's seats, else 400 too_many_guests (product §8);
 *   5. luggage within the vehicle's room, else 400 too_much_luggage.
 *
 * The price is the server's (ridePrice): the trip's, or per passenger.
 */

export const RIDE_HORIZON_DAYS = 365;
const DAY_MS = 86_400_000;

/** What the rules read of a transport service (a transport_services row fits). */
export interface RideService {
  serviceStart: string;
  serviceEnd: string;
  tripMinutes: number;
  maxPassengers: number;
  maxLuggage: number;
  pricingModel: string;
  priceCents: number;
  currency: string;
}

export interface RideRequest {
  /** New York calendar date, YYYY-MM-DD. */
  date: string;
  /** New York clock time, HH:MM. */
  time: string;
  passengers: number;
  luggage: number;
}

/** The request's field names, for the refusal's `fields` (the quote's query and the booking body differ). */
export interface RideFields {
  date: string;
  time: string;
  passengers: string;
  luggage: string;
}

const QUOTE_FIELDS: RideFields = { date: 'date', time: 'time', passengers: 'passengers', luggage: 'luggage' };

export type RideAnswer = { ok: true; quote: RideQuote; pickupAt: Date } | { ok: false; error: HttpError };

const SHABBOS = { en: 'Shabbos', fr: 'Chabbat', he: 'שבת' };
const YOM_KIPPUR = { en: 'Yom Kippur', fr: 'Yom Kippour', he: 'יום כיפור' };

/**
 * A rest window as the refusal tells it: its days' kinds and a name, the Yom Tov's when there is one
 * (its first day's: "Rosh Hashana 5787"), else Shabbos. Yom Kippur is no holy day of meals, so
 * holyDays() leaves it out: a rest day it does not list is Yom Kippur.
 */
export function describeWindow(window: RestWindow): RestWindowInfo {
  const days = holyDays(window.dates[0]!, window.dates.at(-1)!);
  const yomKippur = window.dates.some((date) => !days.some((day) => day.date === date));
  const yomTov = days.find((day) => day.kinds.includes('yom_tov'));
  const kinds = new Set(days.flatMap((day) => day.kinds));
  if (yomKippur) kinds.add('yom_tov');
  return {
    start: window.start,
    end: window.end,
    dates: window.dates,
    kinds: (['shabbos', 'yom_tov'] as const).filter((kind) => kinds.has(kind)),
    name: yomTov ? yomTov.names : yomKippur ? YOM_KIPPUR : SHABBOS,
  };
}

/** The first rest window a ride from `pickupAt` lasting `tripMinutes` would meet, or null. */
export function restWindowMet(pickupAt: Date, tripMinutes: number): RestWindow | null {
  return restWindows(pickupAt, new Date(pickupAt.getTime() + tripMinutes * 60_000))[0] ?? null;
}

const STEP_MS = 5 * 60_000;

/**
 * For a ride that starts before a rest window and would still be on the road at candle lighting: when it
 * would end, and the latest pickup of the same New York day that ends in time (on a 5-minute step, after
 * `now`, within the service's hours), if there is one. Null for a pickup within the window itself.
 */
function rideTiming(
  service: RideService,
  pickupAt: Date,
  window: RestWindow,
  date: string,
  now: Date,
): RideTiming | null {
  const tripMs = service.tripMinutes * 60_000;
  const candleLighting = new Date(window.start).getTime();
  if (pickupAt.getTime() >= candleLighting) return null;
  const rideEnd = new Date(pickupAt.getTime() + tripMs).toISOString();
  // New York is a whole number of hours off UTC, so a 5-minute step in UTC is one on its clocks too.
  const latest = new Date(Math.floor((candleLighting - tripMs) / STEP_MS) * STEP_MS);
  const clock = newYorkDateTime(latest);
  const works =
    clock.date === date &&
    latest.getTime() > now.getTime() &&
    withinServiceHours(clock.time, service.serviceStart, service.serviceEnd) &&
    !restWindowMet(latest, service.tripMinutes);
  return { rideEnd, latestPickup: works ? latest.toISOString() : null };
}

/** Judges a ride: its quote, or the refusal (an HttpError to throw). */
export function judgeRide(
  service: RideService,
  request: RideRequest,
  now: Date,
  fields: RideFields = QUOTE_FIELDS,
): RideAnswer {
  const pickupAt = newYorkInstant(request.date, request.time);
  if (
    !pickupAt ||
    pickupAt.getTime() <= now.getTime() ||
    pickupAt.getTime() > now.getTime() + RIDE_HORIZON_DAYS * DAY_MS
  ) {
    return { ok: false, error: invalidDatesError(fields.date) };
  }
  if (!withinServiceHours(request.time, service.serviceStart, service.serviceEnd)) {
    return {
      ok: false,
      error: outsideServiceHoursError({ start: service.serviceStart, end: service.serviceEnd }, fields.time),
    };
  }
  const window = restWindowMet(pickupAt, service.tripMinutes);
  if (window) {
    const timing = rideTiming(service, pickupAt, window, request.date, now);
    return { ok: false, error: shabbosOrYomTovError(describeWindow(window), timing, fields.time) };
  }
  if (request.passengers > service.maxPassengers) {
    return { ok: false, error: tooManyGuestsError(fields.passengers) };
  }
  if (request.luggage > service.maxLuggage) return { ok: false, error: tooMuchLuggageError(fields.luggage) };

  const pricingModel = service.pricingModel as PricingModel;
  return {
    ok: true,
    pickupAt,
    quote: {
      pickupAt: pickupAt.toISOString(),
      pricingModel,
      unitPriceCents: service.priceCents,
      passengers: request.passengers,
      totalCents: ridePrice(pricingModel, service.priceCents, request.passengers),
      currency: service.currency,
    },
  };
}

/** judgeRide for a route: the quote, or the refusal thrown. */
export function quoteRide(
  service: RideService,
  request: RideRequest,
  now: Date,
  fields: RideFields = QUOTE_FIELDS,
): { quote: RideQuote; pickupAt: Date } {
  const answer = judgeRide(service, request, now, fields);
  if (!answer.ok) throw answer.error;
  return { quote: answer.quote, pickupAt: answer.pickupAt };
}
