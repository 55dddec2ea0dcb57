/**
 * Test data for the visits pages (issue 26): a visit's plan as GET /rest/v1/visits/{id} answers it, made
 * by the server's own rules (apps/server/src/domain/visits) for a visit from Thursday 14 to Sunday
 * 17 January 2027 through JFK, around Shabbos Bo (candles Friday 4:35 PM, havdalah Saturday 5:38 PM in New
 * York). The fetch stub is the bookings tests' (apps/web/test/fixtures.ts).
 */
import type { VisitPlan } from '@orchim/shared/visits';

export const VISIT_ID = '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
export const STAY_BOOKING_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
export const MEAL_BOOKING_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const RIDE_BOOKING_ID = '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910';
export const VISIT_TITLE = 'Shabbos Bo in Crown Heights';

/** Friday's candle lighting and Saturday's havdalah (Shabbos Bo 5787). */
const CANDLES = '2027-01-15T21:35:00.000Z';
const HAVDALAH = '2027-01-16T22:38:00.000Z';

/**
 * Landing at JFK on Thursday at 10:30 AM (flight LY1), flying out on Sunday at 8:00 PM (LY2); booked: the
 * stay for the three nights, the Friday-night meal (dated by its Shabbos) and the ride from the airport
 * (awaiting payment). The server finds nothing wrong with it.
 */
export function visitPlan(overrides: Partial<VisitPlan> = {}): VisitPlan {
  return {
    visit: {
      id: VISIT_ID,
      title: VISIT_TITLE,
      arrival: { date: '2027-01-14', time: '10:30', airport: 'JFK', flight: 'LY1' },
      departure: { date: '2027-01-17', time: '20:00', airport: 'JFK', flight: 'LY2' },
      shared: false,
      createdAt: '2027-01-02T10:00:00.000Z',
    },
    days: [
      {
        date: '2027-01-14',
        hebrewDate: { en: '6 Sh’vat 5787', fr: '6 Chevat 5787', he: 'ו׳ שבט תשפ״ז' },
        holyDay: null,
        candleLightingTonight: null,
        bookingIds: [STAY_BOOKING_ID, RIDE_BOOKING_ID],
      },
      {
        date: '2027-01-15',
        hebrewDate: { en: '7 Sh’vat 5787', fr: '7 Chevat 5787', he: 'ז׳ שבט תשפ״ז' },
        holyDay: null,
        candleLightingTonight: CANDLES,
        bookingIds: [STAY_BOOKING_ID],
      },
      {
        date: '2027-01-16',
        hebrewDate: { en: '8 Sh’vat 5787', fr: '8 Chevat 5787', he: 'ח׳ שבט תשפ״ז' },
        holyDay: {
          kinds: ['shabbos'],
          names: { en: 'Bo', fr: 'Bo', he: 'בא' },
          candleLighting: CANDLES,
          candlesAfterNightfall: false,
          havdalah: HAVDALAH,
        },
        candleLightingTonight: null,
        bookingIds: [STAY_BOOKING_ID, MEAL_BOOKING_ID],
      },
      {
        date: '2027-01-17',
        hebrewDate: { en: '9 Sh’vat 5787', fr: '9 Chevat 5787', he: 'ט׳ שבט תשפ״ז' },
        holyDay: null,
        candleLightingTonight: null,
        bookingIds: [],
      },
    ],
    bookings: [
      {
        id: STAY_BOOKING_ID,
        kind: 'stay',
        status: 'confirmed',
        title: 'Parlour floor on Lincoln Place',
        startsOn: '2027-01-14',
        endsOn: '2027-01-17',
        mealType: null,
        pickupAt: null,
        dropOffAt: null,
        block: {
          latitude: 40.67,
          longitude: -73.9435,
          south: 40.6695,
          west: -73.9445,
          north: 40.6705,
          east: -73.9425,
        },
      },
      {
        id: MEAL_BOOKING_ID,
        kind: 'meal',
        status: 'confirmed',
        title: 'Friday night with the Goldbergs',
        startsOn: '2027-01-16',
        endsOn: '2027-01-16',
        mealType: 'friday_night',
        pickupAt: null,
        dropOffAt: null,
        block: {
          latitude: 40.668,
          longitude: -73.9405,
          south: 40.6675,
          west: -73.9415,
          north: 40.6685,
          east: -73.9395,
        },
      },
      {
        id: RIDE_BOOKING_ID,
        kind: 'ride',
        status: 'pending_payment',
        title: 'JFK to Crown Heights',
        startsOn: '2027-01-14',
        endsOn: '2027-01-14',
        mealType: null,
        pickupAt: '2027-01-14T16:15:00.000Z',
        dropOffAt: '2027-01-14T17:05:00.000Z',
        block: null,
      },
    ],
    warnings: [],
    suggestions: {
      stays: { checkIn: '2027-01-14', checkOut: '2027-01-17' },
      meals: [
        { date: '2027-01-16', mealType: 'friday_night' },
        { date: '2027-01-16', mealType: 'shabbos_lunch' },
        { date: '2027-01-16', mealType: 'seudah_shlishit' },
      ],
      arrivalRide: { airport: 'JFK', pickupAt: '2027-01-14T16:15:00.000Z' },
      departureRide: { airport: 'JFK', pickupAt: '2027-01-17T21:40:00.000Z' },
      ohelDays: [
        { date: '2027-01-15', busy: null },
        { date: '2027-01-17', busy: null },
      ],
    },
    ...overrides,
  };
}

/** The same visit with nothing booked yet. */
export function emptyVisitPlan(): VisitPlan {
  const plan = visitPlan();
  return { ...plan, bookings: [], days: plan.days.map((day) => ({ ...day, bookingIds: [] })) };
}

/**
 * The same visit landing on Friday at 3:30 PM instead: the way from JFK (out of the airport, then the
 * drive) reaches Crown Heights at 5:05 PM, after candle lighting; no ride from the airport is offered, and
 * the Friday-night meal is no longer suggested.
 */
export function arrivalInShabbosPlan(): VisitPlan {
  const plan = visitPlan();
  return {
    ...plan,
    visit: { ...plan.visit, arrival: { date: '2027-01-15', time: '15:30', airport: 'JFK', flight: 'LY1' } },
    days: plan.days.slice(1),
    bookings: [{ ...plan.bookings[0]!, startsOn: '2027-01-15' }, plan.bookings[1]!],
    warnings: [
      {
        kind: 'arrival_in_rest',
        arrivesAt: '2027-01-15T22:05:00.000Z',
        window: { start: CANDLES, end: HAVDALAH, dates: ['2027-01-16'] },
      },
    ],
    suggestions: {
      ...plan.suggestions,
      stays: { checkIn: '2027-01-15', checkOut: '2027-01-17' },
      meals: plan.suggestions.meals.slice(1),
      arrivalRide: null,
      ohelDays: [{ date: '2027-01-17', busy: null }],
    },
  };
}
