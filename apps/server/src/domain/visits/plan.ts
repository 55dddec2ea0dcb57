import { HDate } from '@hebcal/core';
import { newYorkInstant, type Airport, type BookingKind, type MealType } from '@orchim/shared';
import {
  holyDays,
  restWindows,
  type HolyDay,
  type LocalizedName,
  type RestWindow,
} from '../../lib/jewish-calendar';
import { addDays, hebrewDate, localDate } from '../../lib/shabbos-times';

/**
 * The calendar rules of a visit (issue 26), computed, never stored: the visit's days in order with their
 * Gregorian and Hebrew dates, Shabbos and Yom Tov with candle lighting and havdalah in Crown Heights
 * (src/lib/jewish-calendar.ts, as the meals and rides use), what the guest booked each day, and what does
 * not fit: an airport ride inside a rest window, two stays on one night, a meal with no stay nearby, a ride
 * during Shabbos or Yom Tov, a departure before a booked meal.
 */

/** One end of a visit as the rules read it: when the guest lands (or arrives) and leaves, and where, when flying. */
export interface VisitEnd {
  /** A New York calendar date and time, YYYY-MM-DD and HH:MM: the flight's landing or take-off. */
  date: string;
  time: string;
  /** Null when the guest does not fly (by car, train or bus). */
  airport: Airport | null;
}

export interface VisitDates {
  arrival: VisitEnd;
  departure: VisitEnd;
}

/** A booking as the plan reads it: its kind, its days and, for a ride or a meal, its times. */
export interface PlanBooking {
  id: string;
  kind: BookingKind;
  /** A stay: check-in and check-out dates. A meal: its holy day (twice). A ride: the pickup's date (twice). */
  startsOn: string;
  endsOn: string;
  /** A ride's pickup and drop-off (ISO instants); null for the other kinds. */
  ride: { pickupAt: string; dropOffAt: string } | null;
  /** A meal's sitting; null for the other kinds. */
  mealType: MealType | null;
}

/**
 * How long a guest takes from the gate to the kerb (the luggage, the line for a car), and how long before
 * a flight they should be at the airport: together with the ride, what an arrival or departure costs.
 */
export const AIRPORT_EXIT_MINUTES = 45;
export const AIRPORT_CHECK_IN_MINUTES = 150;
/** How long a Shabbos or Yom Tov meal lasts, for the plan and the calendar file: the table takes its time. */
export const MEAL_HOURS = 2;
/** A car from each airport to Crown Heights in ordinary traffic (the demo services' typical trips). */
export const AIRPORT_RIDE_MINUTES: Record<Airport, number> = { JFK: 50, LGA: 45, EWR: 75 };

export interface PlanDay {
  date: string;
  hebrewDate: LocalizedName;
  /** The day's Shabbos or Yom Tov (its names, candle lighting the evening before, havdalah), or null. */
  holyDay: HolyDay | null;
  /** Candles lit this evening for tomorrow's Shabbos or Yom Tov (ISO instant), or null. */
  candleLightingTonight: string | null;
  /** The bookings of the day: a stay on each of its nights, a meal on its day, a ride on its pickup's. */
  bookingIds: string[];
}

export type PlanWarning =
  /**
   * The way in would meet a rest window: the ride from the airport (landing, the exit, the drive), or an
   * arrival by road at that time. `arrivesAt`: in Crown Heights.
   */
  | { kind: 'arrival_in_rest'; arrivesAt: string; window: RestWindow }
  /** The way out would: the ride to the airport (then check-in before the flight), or leaving by road. */
  | { kind: 'departure_in_rest'; leavesAt: string; window: RestWindow }
  | { kind: 'stays_overlap'; bookingIds: [string, string]; nights: string[] }
  | { kind: 'meal_without_stay'; bookingId: string; night: string }
  | { kind: 'ride_in_rest'; bookingId: string; window: RestWindow }
  | { kind: 'departure_before_meal'; bookingId: string };

export interface VisitPlan {
  days: PlanDay[];
  warnings: PlanWarning[];
}

const MINUTE_MS = 60_000;

const instantOf = (end: Pick<VisitEnd, 'date' | 'time'>): Date => {
  const instant = newYorkInstant(end.date, end.time);
  if (!instant) throw new Error(`no New York instant for ${end.date} ${end.time}`);
  return instant;
};

/** The dates from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The nights a stay covers: check-in to the night before check-out. */
const nightsOf = (stay: PlanBooking) => datesFrom(stay.startsOn, addDays(stay.endsOn, -1));

/** A stretch of the guest's travel, from `startsAt` to `endsAt`. */
export interface Journey {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The first rest window a journey meets, or null: [startsAt, endsAt) as the ride rules count a ride
 * (domain/transport/ride-rules.ts), a journey by road being its one instant.
 */
export function restMet({ startsAt, endsAt }: Journey): RestWindow | null {
  const end = Math.max(endsAt.getTime(), startsAt.getTime() + 1);
  return restWindows(startsAt, new Date(end))[0] ?? null;
}

/** The way into Crown Heights: the ride from the airport after landing and the exit, or the arrival by road. */
export function arrivalJourney(arrival: VisitEnd): Journey {
  const landsAt = instantOf(arrival);
  if (!arrival.airport) return { startsAt: landsAt, endsAt: landsAt };
  const startsAt = new Date(landsAt.getTime() + AIRPORT_EXIT_MINUTES * MINUTE_MS);
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + AIRPORT_RIDE_MINUTES[arrival.airport] * MINUTE_MS),
  };
}

/** The way out: the ride to the airport, ending when check-in should begin before take-off, or leaving by road. */
export function departureJourney(departure: VisitEnd): Journey {
  const takesOffAt = instantOf(departure);
  if (!departure.airport) return { startsAt: takesOffAt, endsAt: takesOffAt };
  const endsAt = new Date(takesOffAt.getTime() - AIRPORT_CHECK_IN_MINUTES * MINUTE_MS);
  return {
    startsAt: new Date(endsAt.getTime() - AIRPORT_RIDE_MINUTES[departure.airport] * MINUTE_MS),
    endsAt,
  };
}

/**
 * When a meal of holy day `day` begins, roughly: a night meal at the candle lighting before it, lunch at
 * noon, seudah shlishit an hour and a half before havdalah (or at 5 PM when the next day is holy too).
 */
export function mealStartsAt(
  day: Pick<HolyDay, 'date' | 'candleLighting' | 'havdalah'>,
  mealType: MealType,
): Date {
  if (mealType === 'friday_night' || mealType === 'yom_tov_night') return new Date(day.candleLighting);
  if (mealType === 'seudah_shlishit' && day.havdalah) {
    return new Date(Date.parse(day.havdalah) - 90 * MINUTE_MS);
  }
  return instantOf({ date: day.date, time: mealType === 'seudah_shlishit' ? '17:00' : '12:00' });
}

/**
 * Lays out a visit's days and finds what does not fit. `bookings` are the visit's: the guest's confirmed
 * or held bookings whose days fall inside it.
 */
export function planVisit(visit: VisitDates, bookings: readonly PlanBooking[]): VisitPlan {
  const { arrival, departure } = visit;
  const dates = datesFrom(arrival.date, departure.date);
  const holy = new Map(holyDays(arrival.date, addDays(departure.date, 1)).map((day) => [day.date, day]));
  const stays = bookings.filter((booking) => booking.kind === 'stay');

  const days: PlanDay[] = dates.map((date) => {
    const tomorrow = holy.get(addDays(date, 1));
    return {
      date,
      hebrewDate: hebrewDate(new HDate(localDate(date))),
      holyDay: holy.get(date) ?? null,
      candleLightingTonight: tomorrow && !tomorrow.candlesAfterNightfall ? tomorrow.candleLighting : null,
      bookingIds: bookings
        .filter((booking) =>
          booking.kind === 'stay' ? nightsOf(booking).includes(date) : booking.startsOn === date,
        )
        .map((booking) => booking.id),
    };
  });

  const warnings: PlanWarning[] = [];
  const inbound = arrivalJourney(arrival);
  const inboundRest = restMet(inbound);
  if (inboundRest) {
    warnings.push({ kind: 'arrival_in_rest', arrivesAt: inbound.endsAt.toISOString(), window: inboundRest });
  }
  const outbound = departureJourney(departure);
  const outboundRest = restMet(outbound);
  if (outboundRest) {
    warnings.push({
      kind: 'departure_in_rest',
      leavesAt: outbound.startsAt.toISOString(),
      window: outboundRest,
    });
  }

  for (const [index, first] of stays.entries()) {
    for (const second of stays.slice(index + 1)) {
      const shared = nightsOf(first).filter((night) => nightsOf(second).includes(night));
      if (shared.length)
        warnings.push({ kind: 'stays_overlap', bookingIds: [first.id, second.id], nights: shared });
    }
  }

  const departsAt = instantOf(departure);
  for (const booking of bookings) {
    if (booking.kind === 'ride' && booking.ride) {
      const window = restMet({
        startsAt: new Date(booking.ride.pickupAt),
        endsAt: new Date(booking.ride.dropOffAt),
      });
      if (window) warnings.push({ kind: 'ride_in_rest', bookingId: booking.id, window });
    }
    if (booking.kind === 'meal' && booking.mealType) {
      // A holy day's meals are walked to: the guest sleeps nearby the night before (its eve).
      const night = addDays(booking.startsOn, -1);
      if (!stays.some((stay) => nightsOf(stay).includes(night))) {
        warnings.push({ kind: 'meal_without_stay', bookingId: booking.id, night });
      }
      const day = holy.get(booking.startsOn) ?? holyDays(booking.startsOn, booking.startsOn)[0];
      if (day && departsAt < mealStartsAt(day, booking.mealType)) {
        warnings.push({ kind: 'departure_before_meal', bookingId: booking.id });
      }
    }
  }
  return { days, warnings };
}
