import { MEAL_TYPES, mealTypeFits, newYorkInstant, type VisitSuggestions } from '@orchim/shared';
import { holyDays, restWindows } from '../../lib/jewish-calendar';
import { busyDayOn } from '../ohel/busy-days';
import {
  arrivalJourney,
  datesFrom,
  departureJourney,
  MEAL_HOURS,
  mealStartsAt,
  restMet,
  type VisitDates,
} from './plan';

/**
 * What a visit's page offers to book (issue 26), as the searches to run rather than their results: the
 * lists answer with what is free, their filters kept. Only what the calendar allows is offered: meals of the
 * Shabbos and Yom Tov the guest is there for, airport rides that touch neither, Ohel days that are neither
 * (in Crown Heights by late morning), the busiest named.
 */

/** The hours of a visit to the Ohel, for the days offered: arrived by the first, not leaving before the last. */
const OHEL_HOURS = { from: '10:00', to: '14:00' } as const;

const HOUR_MS = 3_600_000;

export function suggestionsFor(visit: VisitDates): VisitSuggestions {
  const inbound = arrivalJourney(visit.arrival);
  const outbound = departureJourney(visit.departure);
  const here = (from: Date, to: Date) => from >= inbound.endsAt && to <= outbound.startsAt;

  const meals = holyDays(visit.arrival.date, visit.departure.date).flatMap((day) =>
    MEAL_TYPES.filter((mealType) => {
      if (!mealTypeFits(mealType, day.kinds)) return false;
      const startsAt = mealStartsAt(day, mealType);
      return here(startsAt, new Date(startsAt.getTime() + MEAL_HOURS * HOUR_MS));
    }).map((mealType) => ({ date: day.date, mealType })),
  );

  const ohelDays = datesFrom(visit.arrival.date, visit.departure.date).flatMap((date) => {
    const from = newYorkInstant(date, OHEL_HOURS.from)!;
    const to = newYorkInstant(date, OHEL_HOURS.to)!;
    if (!here(from, to) || restWindows(from, to).length) return [];
    return [{ date, busy: busyDayOn(date) }];
  });

  const ride = (end: typeof visit.arrival, journey: typeof inbound): VisitSuggestions['arrivalRide'] =>
    end.airport && !restMet(journey)
      ? { airport: end.airport, pickupAt: journey.startsAt.toISOString() }
      : null;

  return {
    stays:
      visit.departure.date > visit.arrival.date
        ? { checkIn: visit.arrival.date, checkOut: visit.departure.date }
        : null,
    meals,
    arrivalRide: ride(visit.arrival, inbound),
    departureRide: ride(visit.departure, outbound),
    ohelDays,
  };
}
