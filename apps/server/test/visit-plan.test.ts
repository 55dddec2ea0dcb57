import { describe, expect, it } from 'vitest';
import {
  arrivalJourney,
  departureJourney,
  planVisit,
  type PlanBooking,
  type VisitEnd,
} from '../src/domain/visits/plan';
import { suggestionsFor } from '../src/domain/visits/suggestions';

/** The calendar rules of a visit plan (issue 26): no database, only the Jewish calendar of Crown Heights. */

const flying = (date: string, time: string, airport: VisitEnd['airport'] = 'JFK'): VisitEnd => ({
  date,
  time,
  airport,
});
const driving = (date: string, time: string): VisitEnd => ({ date, time, airport: null });

const stay = (id: string, checkIn: string, checkOut: string): PlanBooking => ({
  id,
  kind: 'stay',
  startsOn: checkIn,
  endsOn: checkOut,
  ride: null,
  mealType: null,
});
const meal = (id: string, date: string, mealType: PlanBooking['mealType']): PlanBooking => ({
  id,
  kind: 'meal',
  startsOn: date,
  endsOn: date,
  ride: null,
  mealType,
});
const ride = (id: string, pickupAt: string, dropOffAt: string): PlanBooking => ({
  id,
  kind: 'ride',
  startsOn: pickupAt.slice(0, 10),
  endsOn: pickupAt.slice(0, 10),
  ride: { pickupAt, dropOffAt },
  mealType: null,
});

describe('a Friday arrival', () => {
  it('in winter: a 3 PM landing at JFK is warned, the ride ending after candle lighting', () => {
    // Friday 18 December 2026: candles at 4:12 PM; landing 3 PM, out at 3:45, in Crown Heights at 4:35.
    const plan = planVisit(
      { arrival: flying('2026-12-18', '15:00'), departure: flying('2026-12-21', '18:00') },
      [],
    );
    expect(plan.warnings).toEqual([
      {
        kind: 'arrival_in_rest',
        arrivesAt: '2026-12-18T21:35:00.000Z',
        window: expect.objectContaining({ dates: ['2026-12-19'] }),
      },
    ]);
    const warning = plan.warnings[0] as Extract<(typeof plan.warnings)[number], { kind: 'arrival_in_rest' }>;
    expect(Date.parse(warning.window.start)).toBeLessThan(Date.parse(warning.arrivesAt));
    expect(new Date(warning.window.start).toISOString()).toMatch(/^2026-12-18T21:1\d/);
  });

  it('in summer: the same landing is hours before candle lighting, and nothing is said', () => {
    const plan = planVisit(
      { arrival: flying('2027-06-25', '15:00'), departure: flying('2027-06-28', '18:00') },
      [],
    );
    expect(plan.warnings).toEqual([]);
    const friday = plan.days[0]!;
    // Candles at about 8:13 PM daylight time.
    expect(friday.candleLightingTonight).toMatch(/^2027-06-26T00:1\d:00\.000Z$/);
    expect(plan.days[1]!.holyDay).toMatchObject({ date: '2027-06-26', kinds: ['shabbos'] });
  });

  it('by road: the arrival itself is what must come before candle lighting', () => {
    const before = planVisit(
      { arrival: driving('2026-12-18', '15:30'), departure: driving('2026-12-21', '18:00') },
      [],
    );
    expect(before.warnings).toEqual([]);
    const after = planVisit(
      { arrival: driving('2026-12-18', '16:30'), departure: driving('2026-12-21', '18:00') },
      [],
    );
    expect(after.warnings).toEqual([
      {
        kind: 'arrival_in_rest',
        arrivesAt: '2026-12-18T21:30:00.000Z',
        window: expect.objectContaining({ dates: ['2026-12-19'] }),
      },
    ]);
  });
});

describe('the days of a visit', () => {
  it('are in order, each with its Hebrew date, its holy day and the candles lit that evening', () => {
    const plan = planVisit(
      { arrival: flying('2026-12-17', '09:00'), departure: flying('2026-12-20', '20:00') },
      [],
    );
    expect(plan.days.map((day) => day.date)).toEqual([
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
    ]);
    expect(plan.days[0]!.hebrewDate.en).toMatch(/Tevet 5787/);
    expect(plan.days[0]!.holyDay).toBeNull();
    expect(plan.days[1]!.candleLightingTonight).toMatch(/^2026-12-18T21:1\d/);
    expect(plan.days[2]!.holyDay).toMatchObject({
      kinds: ['shabbos'],
      havdalah: expect.stringMatching(/^2026-12-19T22:/),
    });
    expect(plan.days[2]!.candleLightingTonight).toBeNull();
  });

  it('a Yom Tov that runs into Shabbos is one rest from its first candles to the last havdalah', () => {
    // Pesach 2027: Yom Tov Thursday and Friday, then Shabbos. A flight landing Wednesday at 7 PM ends its
    // ride after the candles of the first night; leaving Saturday night at 11 PM from Newark is fine, but
    // 10 PM is not (the ride would start before havdalah).
    const plan = planVisit(
      { arrival: flying('2027-04-21', '19:00'), departure: flying('2027-04-24', '22:00', 'EWR') },
      [],
    );
    expect(plan.days.map((day) => day.holyDay?.kinds ?? [])).toEqual([
      [],
      ['yom_tov'],
      ['yom_tov'],
      ['shabbos'],
    ]);
    // Friday's Shabbos candles are lit before sunset (from a flame), not after nightfall.
    expect(plan.days[2]!.candleLightingTonight).not.toBeNull();
    expect(plan.warnings.map((warning) => warning.kind)).toEqual(['arrival_in_rest', 'departure_in_rest']);
    for (const warning of plan.warnings) {
      expect('window' in warning && warning.window.dates).toEqual(['2027-04-22', '2027-04-23', '2027-04-24']);
    }
    const later = planVisit(
      { arrival: flying('2027-04-21', '11:00'), departure: flying('2027-04-25', '01:00', 'EWR') },
      [],
    );
    expect(later.warnings).toEqual([]);
  });

  it('across the change from daylight time: every time is the wall clock of that day', () => {
    // Daylight time ends on Sunday 1 November 2026.
    const arrival = flying('2026-10-29', '14:00');
    const departure = flying('2026-11-02', '10:00', 'LGA');
    expect(arrivalJourney(arrival).endsAt.toISOString()).toBe('2026-10-29T19:35:00.000Z'); // 3:35 PM EDT
    expect(departureJourney(departure).startsAt.toISOString()).toBe('2026-11-02T11:45:00.000Z'); // 6:45 AM EST
    const plan = planVisit({ arrival, departure }, []);
    expect(plan.days).toHaveLength(5);
    // Shabbos 31 October ends at about 6:3x PM daylight time, the next evening's sunset an hour earlier by the clock.
    expect(plan.days[2]!.holyDay!.havdalah).toMatch(/^2026-10-31T22:3\d/);
    expect(plan.warnings).toEqual([]);
  });
});

describe('what does not fit', () => {
  const visit = { arrival: flying('2026-12-16', '09:00'), departure: flying('2026-12-21', '18:00') };

  it('two stays on the same nights', () => {
    const plan = planVisit(visit, [
      stay('a', '2026-12-16', '2026-12-19'),
      stay('b', '2026-12-18', '2026-12-21'),
    ]);
    expect(plan.warnings).toEqual([
      { kind: 'stays_overlap', bookingIds: ['a', 'b'], nights: ['2026-12-18'] },
    ]);
    expect(plan.days.find((day) => day.date === '2026-12-18')!.bookingIds).toEqual(['a', 'b']);
    // Check-out day is not a night of the stay.
    expect(plan.days.find((day) => day.date === '2026-12-19')!.bookingIds).toEqual(['b']);
  });

  it('a Shabbos meal with no stay nearby the night before', () => {
    const covered = planVisit(visit, [
      stay('s', '2026-12-18', '2026-12-20'),
      meal('m', '2026-12-19', 'friday_night'),
    ]);
    expect(covered.warnings).toEqual([]);
    const uncovered = planVisit(visit, [
      stay('s', '2026-12-19', '2026-12-21'),
      meal('m', '2026-12-19', 'shabbos_lunch'),
    ]);
    expect(uncovered.warnings).toEqual([{ kind: 'meal_without_stay', bookingId: 'm', night: '2026-12-18' }]);
  });

  it('a ride during Shabbos, and not one after havdalah', () => {
    const plan = planVisit(visit, [
      stay('s', '2026-12-16', '2026-12-21'),
      ride('during', '2026-12-19T15:00:00.000Z', '2026-12-19T16:00:00.000Z'),
      ride('after', '2026-12-20T01:00:00.000Z', '2026-12-20T02:00:00.000Z'),
    ]);
    expect(plan.warnings).toEqual([
      {
        kind: 'ride_in_rest',
        bookingId: 'during',
        window: expect.objectContaining({ dates: ['2026-12-19'] }),
      },
    ]);
  });

  it('a departure before a booked meal', () => {
    const early = {
      arrival: flying('2026-12-16', '09:00'),
      departure: flying('2026-12-18', '12:00'),
    };
    const plan = planVisit(early, [
      stay('s', '2026-12-16', '2026-12-19'),
      meal('m', '2026-12-19', 'friday_night'),
    ]);
    expect(plan.warnings).toContainEqual({ kind: 'departure_before_meal', bookingId: 'm' });
  });
});

describe('what a visit offers to book', () => {
  it('a Thursday-to-Sunday winter visit: the stay, Shabbos’s three meals, both rides, and two Ohel days', () => {
    const suggestions = suggestionsFor({
      arrival: flying('2026-12-17', '10:00'),
      departure: flying('2026-12-20', '18:00'),
    });
    expect(suggestions).toEqual({
      stays: { checkIn: '2026-12-17', checkOut: '2026-12-20' },
      meals: [
        { date: '2026-12-19', mealType: 'friday_night' },
        { date: '2026-12-19', mealType: 'shabbos_lunch' },
        { date: '2026-12-19', mealType: 'seudah_shlishit' },
      ],
      // Picked up 45 minutes after landing; taken at 2:40 PM to be at JFK 2½ hours before a 6 PM flight.
      arrivalRide: { airport: 'JFK', pickupAt: '2026-12-17T15:45:00.000Z' },
      departureRide: { airport: 'JFK', pickupAt: '2026-12-20T19:40:00.000Z' },
      // Thursday's ride arrives after 10; Shabbos is no day for the Ohel; Sunday's ride leaves after 2.
      ohelDays: [
        { date: '2026-12-18', busy: null },
        { date: '2026-12-20', busy: null },
      ],
    });
  });

  it('a late Friday flight: no ride into Shabbos, and no Friday night meal before arriving', () => {
    const suggestions = suggestionsFor({
      arrival: flying('2026-12-18', '15:00'),
      departure: flying('2026-12-21', '18:00'),
    });
    expect(suggestions.arrivalRide).toBeNull();
    expect(suggestions.meals.map((meal) => meal.mealType)).toEqual(['shabbos_lunch', 'seudah_shlishit']);
  });

  it('names the Ohel’s busiest days', () => {
    const suggestions = suggestionsFor({
      arrival: driving('2027-07-06', '09:00'),
      departure: driving('2027-07-09', '18:00'),
    });
    expect(suggestions.ohelDays).toContainEqual({ date: '2027-07-08', busy: 'gimmel_tammuz' });
    expect(suggestions.arrivalRide).toBeNull();
  });
});
