import {
  addDays,
  newYorkInstant,
  VISIT_LIMITS,
  type Visit,
  type VisitBooking,
  type VisitPlan as VisitPlanOut,
} from '@orchim/shared';
import type { VisitBookingRow, VisitFields, VisitRow } from '../../db/repositories/visits';
import { blockOf } from '../../lib/crown-heights-geocoder';
import { invalidDatesError } from '../bookings/errors';
import { planVisit, type PlanBooking, type VisitEnd } from './plan';
import { suggestionsFor } from './suggestions';

/** A visit's two ends as the plan takes them. */
const endsOf = (row: VisitRow): { arrival: VisitEnd; departure: VisitEnd } => ({
  arrival: { date: row.arrivalDate, time: row.arrivalTime, airport: row.arrivalAirport },
  departure: { date: row.departureDate, time: row.departureTime, airport: row.departureAirport },
});

export function visitView(row: VisitRow): Visit {
  const { arrival, departure } = endsOf(row);
  return {
    id: row.id,
    title: row.title,
    arrival: { ...arrival, flight: row.arrivalFlight },
    departure: { ...departure, flight: row.departureFlight },
    shared: row.shareToken !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The dates a guest may give a visit ('Please select valid dates' otherwise, on the departure): leaving
 * after arriving and after now (a visit that is over is not planned), and at most VISIT_LIMITS.maxDays
 * days from the arrival's to the departure's date.
 */
export function checkVisitDates(fields: VisitFields, now: Date): void {
  const arrivesAt = newYorkInstant(fields.arrival.date, fields.arrival.time);
  const leavesAt = newYorkInstant(fields.departure.date, fields.departure.time);
  if (!arrivesAt) throw invalidDatesError('arrival.date');
  if (
    !leavesAt ||
    leavesAt <= arrivesAt ||
    leavesAt <= now ||
    fields.departure.date >= addDays(fields.arrival.date, VISIT_LIMITS.maxDays)
  ) {
    throw invalidDatesError('departure.date');
  }
}

const MINUTE_MS = 60_000;

function planBooking(row: VisitBookingRow): PlanBooking {
  return {
    id: row.id,
    kind: row.kind,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    mealType: row.mealType,
    ride:
      row.pickupAt && row.tripMinutes !== null
        ? {
            pickupAt: row.pickupAt.toISOString(),
            dropOffAt: new Date(row.pickupAt.getTime() + row.tripMinutes * MINUTE_MS).toISOString(),
          }
        : null,
  };
}

/** A booking as a visit's page (and its calendar file) shows it: no contact details, no reference. */
export function visitBookingView(row: VisitBookingRow): VisitBooking {
  const { ride } = planBooking(row);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    title: row.title,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    mealType: row.mealType,
    pickupAt: ride?.pickupAt ?? null,
    dropOffAt: ride?.dropOffAt ?? null,
    // The block, not the door: the plan is also shared with whoever has its link.
    block: row.point ? blockOf(row.point) : null,
  };
}

/** The visit's page: the visit, its days against the calendar, its bookings and what does not fit. */
export function visitPlanView(row: VisitRow, bookingRows: readonly VisitBookingRow[]): VisitPlanOut {
  const ends = endsOf(row);
  const plan = planVisit(ends, bookingRows.map(planBooking));
  return {
    visit: visitView(row),
    days: plan.days.map((day) => ({
      ...day,
      holyDay: day.holyDay && {
        kinds: day.holyDay.kinds,
        names: day.holyDay.names,
        candleLighting: day.holyDay.candleLighting,
        candlesAfterNightfall: day.holyDay.candlesAfterNightfall,
        havdalah: day.holyDay.havdalah,
      },
    })),
    bookings: bookingRows.map(visitBookingView),
    warnings: plan.warnings,
    suggestions: suggestionsFor(ends),
  };
}
