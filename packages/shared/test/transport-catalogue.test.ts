import { describe, expect, it } from 'vitest';
import { isClockTime, minutesOfDay, newYorkInstant } from '../src/dates';
import { ridePrice, withinServiceHours } from '../src/transport-catalogue';

describe('ridePrice', () => {
  it('is the trip price whatever the passengers, or the price per passenger times the passengers', () => {
    expect(ridePrice('per_trip', 75_00, 1)).toBe(75_00);
    expect(ridePrice('per_trip', 75_00, 3)).toBe(75_00);
    expect(ridePrice('per_passenger', 25_00, 1)).toBe(25_00);
    expect(ridePrice('per_passenger', 25_00, 4)).toBe(100_00);
  });
});

describe('withinServiceHours', () => {
  it('takes the hours of a day, both ends included', () => {
    expect(withinServiceHours('08:00', '08:00', '23:00')).toBe(true);
    expect(withinServiceHours('15:30', '08:00', '23:00')).toBe(true);
    expect(withinServiceHours('23:00', '08:00', '23:00')).toBe(true);
    expect(withinServiceHours('23:01', '08:00', '23:00')).toBe(false);
    expect(withinServiceHours('07:59', '08:00', '23:00')).toBe(false);
  });

  it('runs around the clock when start and end are the same', () => {
    for (const time of ['00:00', '03:17', '12:00', '23:59']) {
      expect(withinServiceHours(time, '00:00', '00:00')).toBe(true);
      expect(withinServiceHours(time, '06:00', '06:00')).toBe(true);
    }
  });

  it('runs past midnight when the end comes before the start', () => {
    expect(withinServiceHours('21:00', '21:00', '03:00')).toBe(true);
    expect(withinServiceHours('23:59', '21:00', '03:00')).toBe(true);
    expect(withinServiceHours('00:00', '21:00', '03:00')).toBe(true);
    expect(withinServiceHours('03:00', '21:00', '03:00')).toBe(true);
    expect(withinServiceHours('03:01', '21:00', '03:00')).toBe(false);
    expect(withinServiceHours('12:00', '21:00', '03:00')).toBe(false);
    expect(withinServiceHours('20:59', '21:00', '03:00')).toBe(false);
  });
});

describe('clock times', () => {
  it('are HH:MM from 00:00 to 23:59', () => {
    for (const time of ['00:00', '09:05', '19:59', '23:59']) expect(isClockTime(time)).toBe(true);
    for (const time of ['24:00', '9:05', '09:60', '09:05:00', '', 'noon', ' 09:05']) {
      expect(isClockTime(time)).toBe(false);
    }
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('21:30')).toBe(1290);
  });
});

describe('newYorkInstant', () => {
  it('reads a New York date and time in winter (UTC-5) and in summer (UTC-4)', () => {
    expect(newYorkInstant('2026-03-13', '21:00')?.toISOString()).toBe('2026-03-14T01:00:00.000Z');
    expect(newYorkInstant('2026-01-15', '00:00')?.toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(newYorkInstant('2026-07-15', '23:59')?.toISOString()).toBe('2026-07-16T03:59:00.000Z');
    expect(newYorkInstant('2026-09-13', '12:00')?.toISOString()).toBe('2026-09-13T16:00:00.000Z');
  });

  it('is null for a time skipped when clocks go forward (8 March 2026, 02:00 to 03:00)', () => {
    expect(newYorkInstant('2026-03-08', '01:59')?.toISOString()).toBe('2026-03-08T06:59:00.000Z');
    expect(newYorkInstant('2026-03-08', '02:00')).toBeNull();
    expect(newYorkInstant('2026-03-08', '02:30')).toBeNull();
    expect(newYorkInstant('2026-03-08', '03:00')?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('takes the first of a time that happens twice when clocks go back (1 November 2026)', () => {
    expect(newYorkInstant('2026-11-01', '01:30')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(newYorkInstant('2026-11-01', '02:00')?.toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });

  it('is null for a date or time that is not one', () => {
    expect(newYorkInstant('2026-02-30', '10:00')).toBeNull();
    expect(newYorkInstant('2026-03-13', '25:00')).toBeNull();
    expect(newYorkInstant('13/03/2026', '10:00')).toBeNull();
  });
});
