import { HebrewCalendar } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { holyDays, restWindowAt, restWindows } from '../src/lib/jewish-calendar';
import {
  CANDLE_LIGHTING_MINUTES,
  computeShabbosTimes,
  crownHeights,
  HAVDALAH_DEGREES,
  localDate,
} from '../src/lib/shabbos-times';

/** An instant from a New York wall-clock time ('2026-03-13 21:00'); the offsets used here are known. */
const newYork = (wallClock: string, offset: '-04:00' | '-05:00') =>
  new Date(`${wallClock.replace(' ', 'T')}:00${offset}`);

describe('holyDays', () => {
  it('gives Shabbos Vayakhel-Pekudei 2026 its candle lighting and havdalah (hebcal: 6:42 pm, 7:42 pm)', () => {
    const [day] = holyDays('2026-03-14', '2026-03-14');
    expect(day).toMatchObject({
      date: '2026-03-14',
      kinds: ['shabbos'],
      names: { en: 'Vayakhel-Pekudei' },
      candleLighting: '2026-03-13T22:42:00.000Z',
      candlesAfterNightfall: false,
      havdalah: '2026-03-14T23:42:00.000Z',
    });
    // The home page's Shabbos times say the same.
    const home = computeShabbosTimes('2026-03-14');
    expect([home.candleLighting, home.havdalah]).toEqual([day!.candleLighting, day!.havdalah]);
  });

  it('lists no weekday: a Tuesday, nor a Chol HaMoed Sukkot weekday', () => {
    expect(holyDays('2026-03-10', '2026-03-10')).toEqual([]);
    expect(holyDays('2026-09-28', '2026-10-01')).toEqual([]);
  });

  it('lists both days of Rosh Hashana 2026, the second with candles after nightfall and no havdalah on the first', () => {
    const days = holyDays('2026-09-11', '2026-09-14');
    expect(days.map((day) => [day.date, day.kinds, day.names.en])).toEqual([
      ['2026-09-12', ['shabbos', 'yom_tov'], 'Rosh Hashana 5787'],
      ['2026-09-13', ['yom_tov'], 'Rosh Hashana II'],
    ]);
    expect(days[0]).toMatchObject({
      candleLighting: '2026-09-11T22:53:00.000Z',
      candlesAfterNightfall: false,
      havdalah: null,
    });
    expect(days[1]).toMatchObject({
      candleLighting: '2026-09-12T23:51:00.000Z',
      candlesAfterNightfall: true,
      havdalah: '2026-09-13T23:49:00.000Z',
    });
    expect(days[1]!.names.he).toMatch(/ראש השנה/);
  });

  it('leaves Yom Kippur out (no meals) and names Shabbos Chol HaMoed after the festival', () => {
    expect(holyDays('2026-09-21', '2026-09-21')).toEqual([]);
    // Pesach 2026: Thursday 2 and Friday 3 April are Yom Tov, Shabbos 4 April is Chol HaMoed.
    const [shabbos] = holyDays('2026-04-04', '2026-04-04');
    expect(shabbos).toMatchObject({ kinds: ['shabbos'], candlesAfterNightfall: false });
    expect(shabbos!.names.en).toMatch(/Pesach/);
  });

  it('spans years', () => {
    const days = holyDays('2026-12-25', '2027-01-09');
    expect(days.map((day) => day.date)).toEqual(['2026-12-26', '2027-01-02', '2027-01-09']);
  });
});

describe('restWindows', () => {
  it('puts Friday 13 March 2026 at 9 pm inside Shabbos, and Wednesday the 11th at 9 pm outside', () => {
    expect(restWindowAt(newYork('2026-03-13 21:00', '-04:00'))).toEqual({
      start: '2026-03-13T22:42:00.000Z',
      end: '2026-03-14T23:42:00.000Z',
      dates: ['2026-03-14'],
    });
    expect(restWindowAt(newYork('2026-03-11 21:00', '-04:00'))).toBeNull();
    // [candle lighting, havdalah): the start is in, the end is out.
    expect(restWindowAt(new Date('2026-03-13T22:42:00.000Z'))).not.toBeNull();
    expect(restWindowAt(new Date('2026-03-13T22:41:59.999Z'))).toBeNull();
    expect(restWindowAt(new Date('2026-03-14T23:42:00.000Z'))).toBeNull();
  });

  it('merges Rosh Hashana 2026 (Shabbos and Sunday) into one window from Friday evening', () => {
    const windows = restWindows(new Date('2026-09-10T00:00:00Z'), new Date('2026-09-15T00:00:00Z'));
    expect(windows).toEqual([
      {
        start: '2026-09-11T22:53:00.000Z',
        end: '2026-09-13T23:49:00.000Z',
        dates: ['2026-09-12', '2026-09-13'],
      },
    ]);
    // Sunday noon, the second day, is inside; Sunday 8 pm, after havdalah, is not.
    expect(restWindowAt(newYork('2026-09-13 12:00', '-04:00'))).toEqual(windows[0]);
    expect(restWindowAt(newYork('2026-09-13 20:00', '-04:00'))).toBeNull();
  });

  it('includes Yom Kippur 2026, and leaves Chol HaMoed Sukkot out', () => {
    expect(restWindowAt(newYork('2026-09-21 12:00', '-04:00'))).toEqual({
      start: '2026-09-20T22:38:00.000Z',
      end: '2026-09-21T23:35:00.000Z',
      dates: ['2026-09-21'],
    });
    expect(restWindowAt(newYork('2026-09-29 12:00', '-04:00'))).toBeNull();
    // Sukkot I-II (Saturday, Sunday) is one window.
    expect(restWindowAt(newYork('2026-09-27 12:00', '-04:00'))).toMatchObject({
      dates: ['2026-09-26', '2026-09-27'],
    });
  });

  it('finds a Saturday 1 January, whose window opens in the old year', () => {
    // 1 January 2028 is a Saturday.
    expect(restWindowAt(newYork('2027-12-31 23:00', '-05:00'))).toMatchObject({ dates: ['2028-01-01'] });
  });

  it('agrees with hebcal’s own candle-lighting and havdalah events for two years', () => {
    const events = HebrewCalendar.calendar({
      start: localDate('2026-01-01'),
      end: localDate('2027-12-31'),
      candlelighting: true,
      location: crownHeights,
      candleLightingMins: CANDLE_LIGHTING_MINUTES,
      havdalahDeg: HAVDALAH_DEGREES,
      il: false,
      noModern: true,
    });
    const times = (description: string) =>
      events
        .filter((event) => event.getDesc() === description)
        .map((event) => (event as unknown as { eventTime: Date }).eventTime.toISOString());
    const windows = restWindows(new Date('2025-12-31T12:00:00Z'), new Date('2027-12-31T12:00:00Z'));
    const starts = windows.map((window) => window.start);
    const ends = windows.map((window) => window.end);
    // Every window opens at a candle lighting and closes at a havdalah hebcal prints; the only candle
    // lightings that open none are those of second days (lit after nightfall, inside a window).
    expect(times('Havdalah')).toEqual(ends);
    expect(starts.every((start) => times('Candle lighting').includes(start))).toBe(true);
    const inside = times('Candle lighting').filter((time) => !starts.includes(time));
    expect(inside.every((time) => restWindowAt(new Date(time)) !== null)).toBe(true);
  });
});
