import { describe, expect, it } from 'vitest';
import {
  hasValidDates,
  isCalendarDate,
  isValidGuestCount,
  nextDay,
  staySearchUrl,
  todayInNewYork,
} from './stay-search';

describe('stay search', () => {
  it('builds the stays list URL with the dates and guests', () => {
    expect(staySearchUrl({ checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 3 })).toBe(
      '/stays?checkIn=2026-12-01&checkOut=2026-12-04&guests=3',
    );
  });

  it('takes today in New York, not in UTC', () => {
    // 03:00 UTC on the 23rd is still the evening of the 22nd in Crown Heights.
    expect(todayInNewYork(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(todayInNewYork(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23');
  });

  it('accepts check-out after check-in, from today on', () => {
    const today = '2026-11-22';
    expect(hasValidDates({ checkIn: '2026-11-22', checkOut: '2026-11-23' }, today)).toBe(true);
    expect(hasValidDates({ checkIn: '2026-12-30', checkOut: '2027-01-02' }, today)).toBe(true);
  });

  it('refuses past, reversed, equal, missing and impossible dates', () => {
    const today = '2026-11-22';
    expect(hasValidDates({ checkIn: '2026-11-21', checkOut: '2026-11-24' }, today)).toBe(false);
    expect(hasValidDates({ checkIn: '2026-11-25', checkOut: '2026-11-24' }, today)).toBe(false);
    expect(hasValidDates({ checkIn: '2026-11-25', checkOut: '2026-11-25' }, today)).toBe(false);
    expect(hasValidDates({ checkIn: '', checkOut: '2026-11-25' }, today)).toBe(false);
    expect(hasValidDates({ checkIn: '2027-02-27', checkOut: '2027-02-30' }, today)).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });

  it('knows the next calendar day across months and years', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('allows 1 to 16 guests', () => {
    expect(isValidGuestCount(1)).toBe(true);
    expect(isValidGuestCount(16)).toBe(true);
    expect(isValidGuestCount(0)).toBe(false);
    expect(isValidGuestCount(17)).toBe(false);
    expect(isValidGuestCount(2.5)).toBe(false);
  });
});
