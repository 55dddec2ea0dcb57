import { describe, expect, it } from 'vitest';
import { MIKETZ, SITTINGS, sitting, VAYESHEV } from '../test-fixtures';
import { chooseSitting, findSitting, guestOptions, mealParamsOf, sittingDays } from './meal-selection';

const days = sittingDays(SITTINGS);

describe('the choice of a meal page', () => {
  it('reads date, meal type and guests from the URL, guests defaulting to one', () => {
    expect(mealParamsOf(new URLSearchParams('date=2026-12-05&mealType=friday_night&guests=3'))).toEqual({
      date: '2026-12-05',
      mealType: 'friday_night',
      guests: 3,
    });
    expect(mealParamsOf(new URLSearchParams('date=tomorrow&mealType=brunch&guests=0'))).toEqual({
      guests: 1,
    });
  });

  it('groups the sittings by holy day, in order', () => {
    expect(days.map((day) => [day.day.date, day.sittings.map((item) => item.mealType)])).toEqual([
      [VAYESHEV.date, ['friday_night', 'shabbos_lunch']],
      [MIKETZ.date, ['friday_night', 'shabbos_lunch']],
    ]);
  });

  it('keeps the sitting the URL names, even one that cannot be booked (the quote says why)', () => {
    expect(chooseSitting({ date: '2026-12-01', mealType: 'friday_night', guests: 1 }, days)).toEqual({
      date: '2026-12-01',
      mealType: 'friday_night',
    });
    expect(findSitting(days, { date: '2026-12-01', mealType: 'friday_night' })).toBeUndefined();
  });

  it('without a meal type, takes the day’s first meal with room for the guests', () => {
    expect(chooseSitting({ date: MIKETZ.date, guests: 7 }, days)).toEqual({
      date: MIKETZ.date,
      mealType: 'friday_night',
    });
    // Lunch on Vayeshev is full: Friday night has 3 seats.
    expect(chooseSitting({ date: VAYESHEV.date, guests: 2 }, days).mealType).toBe('friday_night');
  });

  it('without a date, takes the first coming sitting with room for the guests', () => {
    expect(chooseSitting({ guests: 2 }, days)).toEqual({ date: VAYESHEV.date, mealType: 'friday_night' });
    expect(chooseSitting({ guests: 5 }, days)).toEqual({ date: MIKETZ.date, mealType: 'friday_night' });
    expect(chooseSitting({ mealType: 'shabbos_lunch', guests: 1 }, days)).toEqual({
      date: MIKETZ.date,
      mealType: 'shabbos_lunch',
    });
    expect(chooseSitting({ guests: 1 }, [])).toEqual({});
  });

  it('offers guests up to the seats left, and keeps a larger count from the URL', () => {
    expect(guestOptions(sitting(VAYESHEV, 'friday_night', 3), 8, 1)).toEqual([1, 2, 3]);
    expect(guestOptions(sitting(VAYESHEV, 'friday_night', 3), 8, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(guestOptions(undefined, 4, 1)).toEqual([1, 2, 3, 4]);
    expect(guestOptions(sitting(VAYESHEV, 'friday_night', 0), 2, 1)).toEqual([1, 2]);
  });
});
