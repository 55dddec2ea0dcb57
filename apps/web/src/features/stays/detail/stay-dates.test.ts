// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays } from '@orchim/shared/dates';
import {
  canCheckIn,
  canCheckOut,
  checkOutWindow,
  guestsOf,
  isSelectable,
  latestCheckOut,
  pickDay,
  selectionOf,
  unavailableReason,
  type StayRules,
} from './stay-dates';
import { dateOf, isoOf } from '@/lib/calendar-date';

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

  it('says why each greyed day is greyed, and greys exactly the days a click cannot use', () => {
    const empty = { checkIn: '', checkOut: '' };
    const why = (day: string, selection = empty) => unavailableReason(day, selection, rules);
    expect(why('2030-05-31')).toBe('past');
    expect(why('2030-06-11')).toBe('taken'); // booked or closed by the host: the API does not tell them apart
    expect(why('2030-06-09')).toBe('minimumNights'); // free, but one night only before the taken range
    expect(why('2031-11-24')).toBe('tooFarAhead');
    expect(why('2031-11-23')).toBeNull(); // 540 days ahead: the last check-in
    expect(why('2030-06-05')).toBeNull();

    const started = { checkIn: '2030-06-05', checkOut: '' };
    expect(why('2030-06-06', started)).toBe('minimumNights'); // one night: under the two-night minimum
    expect(why('2030-06-07', started)).toBeNull();
    expect(why('2030-06-10', started)).toBeNull(); // the first taken night, as the check-out
    expect(why('2030-06-11', started)).toBe('taken');
    expect(why('2030-06-14', started)).toBe('outOfReach'); // free, but the stay would cross taken nights
    expect(why('2030-06-03', started)).toBeNull(); // an earlier check-in starts again
    expect(why('2030-05-31', started)).toBe('past');
    // After the taken range the longest stay (60 nights) is the limit.
    const later = { checkIn: '2030-06-20', checkOut: '' };
    expect(why('2030-08-19', later)).toBeNull();
    expect(why('2030-08-20', later)).toBe('outOfReach');

    for (const selection of [empty, started, later]) {
      for (let day = '2030-05-25'; day < '2030-09-01'; day = addDays(day, 1)) {
        expect(why(day, selection) === null, `${day} from ${selection.checkIn || 'nothing'}`).toBe(
          isSelectable(day, selection, rules),
        );
      }
    }
  });

  it('tells the days a waiting check-in may check out', () => {
    expect(checkOutWindow('2030-06-05', rules)).toEqual({ earliest: '2030-06-07', latest: '2030-06-10' });
    expect(checkOutWindow('2030-06-08', rules)).toEqual({ earliest: '2030-06-10', latest: '2030-06-10' });
    expect(checkOutWindow('2030-06-20', { ...rules, minimumNights: 1 })).toEqual({
      earliest: '2030-06-21',
      latest: '2030-08-19',
    });
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
