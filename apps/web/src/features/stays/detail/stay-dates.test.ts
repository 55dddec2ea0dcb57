// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canCheckIn,
  canCheckOut,
  dateOf,
  guestsOf,
  isoOf,
  isSelectable,
  latestCheckOut,
  pickDay,
  selectionOf,
  type StayRules,
} from './stay-dates';

// Nights of 10 to 12 June are taken: 13 June is a check-out day, free as the next check-in.
const rules: StayRules = {
  today: '2030-06-01',
  taken: [{ start: '2030-06-10', end: '2030-06-13' }],
  minimumNights: 2,
};

describe('stay calendar rules', () => {
  it('reads and writes calendar dates as local midnights', () => {
    expect(isoOf(dateOf('2030-02-28'))).toBe('2030-02-28');
    expect(dateOf('2030-02-28').getHours()).toBe(0);
  });

  it('refuses past, taken and too-short check-ins', () => {
    expect(canCheckIn('2030-05-31', rules)).toBe(false); // yesterday
    expect(canCheckIn('2030-06-01', rules)).toBe(true); // today
    expect(canCheckIn('2030-06-10', rules)).toBe(false); // taken
    expect(canCheckIn('2030-06-12', rules)).toBe(false); // last taken night
    expect(canCheckIn('2030-06-13', rules)).toBe(true); // the check-out day of the taken range
    expect(canCheckIn('2030-06-08', rules)).toBe(true); // two nights, out on the 10th
    expect(canCheckIn('2030-06-09', rules)).toBe(false); // one night only before the taken range
  });

  it('lets a stay end on the first taken night, and no later', () => {
    expect(latestCheckOut('2030-06-05', rules.taken)).toBe('2030-06-10');
    expect(canCheckOut('2030-06-10', '2030-06-05', rules)).toBe(true);
    expect(canCheckOut('2030-06-11', '2030-06-05', rules)).toBe(false);
    expect(canCheckOut('2030-06-14', '2030-06-05', rules)).toBe(false);
    expect(canCheckOut('2030-06-06', '2030-06-05', rules)).toBe(false); // under the minimum nights
  });

  it('stops at the longest stay', () => {
    expect(latestCheckOut('2030-07-01', [])).toBe('2030-08-30');
  });

  it('picks check-in, then check-out; clicking the check-in again clears it', () => {
    const empty = { checkIn: '', checkOut: '' };
    const started = pickDay('2030-06-05', empty, rules);
    expect(started).toEqual({ checkIn: '2030-06-05', checkOut: '' });
    expect(pickDay('2030-06-10', started, rules)).toEqual({ checkIn: '2030-06-05', checkOut: '2030-06-10' });
    expect(pickDay('2030-06-03', started, rules)).toEqual({ checkIn: '2030-06-03', checkOut: '' });
    expect(pickDay('2030-06-05', started, rules)).toEqual(empty);
    const full = { checkIn: '2030-06-05', checkOut: '2030-06-08' };
    expect(pickDay('2030-06-20', full, rules)).toEqual({ checkIn: '2030-06-20', checkOut: '' });
  });

  it('enables only the days a click can use', () => {
    const started = { checkIn: '2030-06-05', checkOut: '' };
    expect(isSelectable('2030-06-06', started, rules)).toBe(false);
    expect(isSelectable('2030-06-10', started, rules)).toBe(true);
    expect(isSelectable('2030-06-11', started, rules)).toBe(false);
    expect(isSelectable('2030-06-02', started, rules)).toBe(true);
    expect(isSelectable('2030-06-10', { checkIn: '', checkOut: '' }, rules)).toBe(false);
  });

  it('reads dates and guests from the URL, dropping what makes no sense', () => {
    expect(selectionOf(new URLSearchParams('checkIn=2030-06-05&checkOut=2030-06-08'))).toEqual({
      checkIn: '2030-06-05',
      checkOut: '2030-06-08',
    });
    expect(selectionOf(new URLSearchParams('checkIn=2030-06-05&checkOut=2030-06-01'))).toEqual({
      checkIn: '2030-06-05',
      checkOut: '',
    });
    expect(selectionOf(new URLSearchParams('checkIn=2030-02-30'))).toEqual({ checkIn: '', checkOut: '' });
    expect(guestsOf(new URLSearchParams('guests=3'), 5)).toBe(3);
    expect(guestsOf(new URLSearchParams('guests=9'), 5)).toBe(9);
    expect(guestsOf(new URLSearchParams('guests=99'), 5)).toBe(16);
    expect(guestsOf(new URLSearchParams('guests=x'), 5)).toBe(1);
  });
});
