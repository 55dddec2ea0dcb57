import { flags, HDate, HebrewCalendar, Locale, Location, ParshaEvent, Zmanim } from '@hebcal/core';
import type { Event } from '@hebcal/core';
import { CROWN_HEIGHTS, type ShabbosTimes } from '@orchim/shared';
import { frenchHoliday, frenchMonth, frenchParsha } from './hebcal-french';

/** Minutes before sunset that Shabbos candles are lit: the custom in New York (and hebcal's diaspora default). */
export const CANDLE_LIGHTING_MINUTES = 18;
/**
 * Shabbos ends at nightfall, when the sun is 8.5° below the horizon ("three small stars"). This is
 * hebcal's default havdalah and the time Chabad calendars (chabad.org, the Crown Heights luach)
 * print as "Shabbos ends"; it is later than the Alter Rebbe's 6° weekday tzeis on purpose.
 */
export const HAVDALAH_DEGREES = 8.5;
/** Hebrew without vowel points reads better at UI sizes. */
const HEBREW = 'he-x-NoNikud';

export const crownHeights = new Location(
  CROWN_HEIGHTS.latitude,
  CROWN_HEIGHTS.longitude,
  false,
  CROWN_HEIGHTS.timeZone,
  CROWN_HEIGHTS.name,
  'US',
  undefined,
  CROWN_HEIGHTS.elevationMeters,
);

const DAY_MS = 86_400_000;

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Saturday of the Sunday-to-Saturday week containing the date. */
export function saturdayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, 6 - weekday);
}

/** Today's date in Crown Heights. */
export function crownHeightsDate(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: CROWN_HEIGHTS.timeZone }).format(now);
}

/**
 * hebcal reads a Date's local year, month and day, so a calendar date becomes local midnight
 * whatever time zone the server runs in.
 */
export function localDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years below 100 would otherwise be read as 19xx
  return date;
}

const smartApostrophe = (text: string) => text.replaceAll("'", '’');

/** Shabbos times in Crown Heights for the Shabbos falling on `saturday` (YYYY-MM-DD). */
export function computeShabbosTimes(saturday: string): ShabbosTimes {
  const friday = addDays(saturday, -1);
  const saturdayDate = localDate(saturday);

  const candleLighting = new Zmanim(crownHeights, localDate(friday), false).sunsetOffset(
    -CANDLE_LIGHTING_MINUTES,
    true,
  );
  const havdalah = Zmanim.roundTime(new Zmanim(crownHeights, saturdayDate, false).tzeit(HAVDALAH_DEGREES));

  const events = HebrewCalendar.calendar({
    start: saturdayDate,
    end: saturdayDate,
    sedrot: true,
    il: false,
    noModern: true,
  });
  const parshaEvent = events.find((event): event is ParshaEvent => event instanceof ParshaEvent);
  // No parsha is read on a Yom Tov or Chol HaMoed Shabbos: its name stands in.
  const yomTov = parshaEvent
    ? undefined
    : events.find((event) => event.getFlags() & (flags.CHAG | flags.CHOL_HAMOED));
  const holidays = events.filter((event) => event !== parshaEvent && event !== yomTov);

  return {
    friday,
    saturday,
    candleLighting: candleLighting.toISOString(),
    havdalah: havdalah.toISOString(),
    parsha: parshaEvent ? parshaName(parshaEvent.parsha) : yomTov ? holidayName(yomTov) : null,
    hebrewDate: hebrewDate(new HDate(saturdayDate)),
    holidays: holidays.map(holidayName),
  };
}

export function parshaName(parts: readonly string[]) {
  return {
    en: smartApostrophe(parts.join('-')),
    fr: smartApostrophe(frenchParsha(parts)),
    he: parts.map((part) => Locale.gettext(part, HEBREW)).join('־'),
  };
}

export function holidayName(event: Event) {
  const english = event.render('en');
  return {
    en: english,
    fr: smartApostrophe(frenchHoliday(event.getDesc(), english)),
    he: event.render(HEBREW),
  };
}

export function hebrewDate(date: HDate) {
  const month = date.getMonthName();
  return {
    en: smartApostrophe(`${date.getDate()} ${month} ${date.getFullYear()}`),
    fr: smartApostrophe(`${date.getDate()} ${frenchMonth(month)} ${date.getFullYear()}`),
    he: date.renderGematriya(true),
  };
}

/**
 * Shabbos times with an in-memory cache per Shabbos (the answer for a date never changes).
 * Without a date: this week's Shabbos in Crown Heights, or next week's once havdalah has passed.
 */
export function createShabbosTimes(clock: () => Date) {
  const cache = new Map<string, ShabbosTimes>();
  const MAX_ENTRIES = 1000;

  function forSaturday(saturday: string): ShabbosTimes {
    let times = cache.get(saturday);
    if (!times) {
      times = computeShabbosTimes(saturday);
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(saturday, times);
    }
    return times;
  }

  return {
    forDate(date?: string): ShabbosTimes {
      if (date) return forSaturday(saturdayOf(date));
      const now = clock();
      const times = forSaturday(saturdayOf(crownHeightsDate(now)));
      return now.getTime() >= Date.parse(times.havdalah) ? forSaturday(addDays(times.saturday, 7)) : times;
    },
  };
}
