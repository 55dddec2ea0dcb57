import { flags, HDate, HebrewCalendar, ParshaEvent, Zmanim } from '@hebcal/core';
import type { Event } from '@hebcal/core';
import {
  addDays,
  CANDLE_LIGHTING_MINUTES,
  crownHeights,
  crownHeightsDate,
  HAVDALAH_DEGREES,
  hebrewDate,
  holidayName,
  localDate,
  parshaName,
} from './shabbos-times';

/**
 * Shabbos and Yom Tov in Crown Heights (issue 5), computed, never stored: the days meals are served on,
 * and the rest windows rides cannot run in. Times are the home page's (shabbos-times.ts): candles 18
 * minutes before sunset, havdalah at 8.5°. Diaspora calendar, so Yom Tov has its second days.
 */

export interface LocalizedName {
  en: string;
  fr: string;
  he: string;
}

export type HolyDayKind = 'shabbos' | 'yom_tov';

export interface HolyDay {
  /** A New York calendar date, YYYY-MM-DD. */
  date: string;
  kinds: HolyDayKind[];
  /** The Yom Tov's name, else the parsha, else (Shabbos Chol HaMoed) the festival's. */
  names: LocalizedName;
  hebrewDate: LocalizedName;
  /**
   * The candle lighting that begins the day (ISO instant), on the evening before. A Yom Tov that follows
   * another holy day (a second day, or Yom Tov on Sunday) lights candles from an existing flame after
   * nightfall: then this is that nightfall and `candlesAfterNightfall` is true.
   */
  candleLighting: string;
  candlesAfterNightfall: boolean;
  /** When the day ends (ISO instant), or null when the next day is holy too. */
  havdalah: string | null;
}

/** From candle lighting to havdalah, [start, end): one window for a whole Yom Tov and Shabbos chain. */
export interface RestWindow {
  start: string;
  end: string;
  /** The rest days it covers, New York calendar dates. */
  dates: string[];
}

interface YearCalendar {
  holyDays: HolyDay[];
  restWindows: RestWindow[];
}

function candleLightingOn(eve: string): Date {
  return new Zmanim(crownHeights, localDate(eve), false).sunsetOffset(-CANDLE_LIGHTING_MINUTES, true);
}

function nightfallOn(date: string): Date {
  return Zmanim.roundTime(new Zmanim(crownHeights, localDate(date), false).tzeit(HAVDALAH_DEGREES));
}

const isoDate = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const isSaturday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6;

const SHABBOS: LocalizedName = { en: 'Shabbos', fr: 'Chabbat', he: 'שבת' };

interface DayFacts {
  shabbos: boolean;
  yomTov: Event | undefined;
  yomKippur: boolean;
  parsha: ParshaEvent | undefined;
  cholHamoed: Event | undefined;
}

function computeYear(year: number): YearCalendar {
  const events = HebrewCalendar.calendar({
    start: localDate(`${year}-01-01`),
    end: localDate(`${year}-12-31`),
    sedrot: true,
    il: false,
    noModern: true,
  });
  const days = new Map<string, DayFacts>();
  const factsOf = (date: string): DayFacts => {
    let facts = days.get(date);
    if (!facts) {
      facts = {
        shabbos: isSaturday(date),
        yomTov: undefined,
        yomKippur: false,
        parsha: undefined,
        cholHamoed: undefined,
      };
      days.set(date, facts);
    }
    return facts;
  };
  for (let date = `${year}-01-01`; date.startsWith(String(year)); date = addDays(date, 1)) {
    if (isSaturday(date)) factsOf(date);
  }
  for (const event of events) {
    const eventFlags = event.getFlags();
    const date = isoDate(event.getDate().greg());
    if (event instanceof ParshaEvent) factsOf(date).parsha = event;
    else if (eventFlags & flags.CHAG) {
      // Yom Kippur is a day of rest (no rides) but not a day of meals.
      if (eventFlags & flags.MAJOR_FAST) factsOf(date).yomKippur = true;
      else factsOf(date).yomTov ??= event;
    } else if (eventFlags & flags.CHOL_HAMOED && days.has(date)) days.get(date)!.cholHamoed = event;
  }

  const restDates = [...days.entries()]
    .filter(([, facts]) => facts.shabbos || facts.yomTov || facts.yomKippur)
    .map(([date]) => date)
    .sort();
  const isRest = (date: string) => {
    const facts = days.get(date);
    return !!facts && (facts.shabbos || !!facts.yomTov || facts.yomKippur);
  };

  // Chains of consecutive rest days (no chain crosses New Year's Day: no Yom Tov is near it).
  const restWindows: RestWindow[] = [];
  for (const date of restDates) {
    const last = restWindows.at(-1);
    if (last && addDays(last.dates.at(-1)!, 1) === date) last.dates.push(date);
    else
      restWindows.push({ start: candleLightingOn(addDays(date, -1)).toISOString(), end: '', dates: [date] });
  }
  for (const window of restWindows) window.end = nightfallOn(window.dates.at(-1)!).toISOString();

  const holyDays: HolyDay[] = [];
  for (const date of restDates) {
    const facts = days.get(date)!;
    if (facts.yomKippur && !facts.yomTov) continue;
    const kinds: HolyDayKind[] = [];
    if (facts.shabbos) kinds.push('shabbos');
    if (facts.yomTov) kinds.push('yom_tov');
    const eve = addDays(date, -1);
    // Shabbos candles are lit before sunset even on a Yom Tov Friday; a Yom Tov after a holy day's
    // candles wait for nightfall.
    const afterNightfall = isRest(eve) && !facts.shabbos;
    holyDays.push({
      date,
      kinds,
      names: facts.yomTov
        ? holidayName(facts.yomTov)
        : facts.parsha
          ? parshaName(facts.parsha.parsha)
          : facts.cholHamoed
            ? holidayName(facts.cholHamoed)
            : SHABBOS,
      hebrewDate: hebrewDate(new HDate(localDate(date))),
      candleLighting: (afterNightfall ? nightfallOn(eve) : candleLightingOn(eve)).toISOString(),
      candlesAfterNightfall: afterNightfall,
      havdalah: isRest(addDays(date, 1)) ? null : nightfallOn(date).toISOString(),
    });
  }
  return { holyDays, restWindows };
}

const years = new Map<number, YearCalendar>();

/** A year's holy days and rest windows, computed once (the answer never changes). */
function yearCalendar(year: number): YearCalendar {
  let calendar = years.get(year);
  if (!calendar) {
    calendar = computeYear(year);
    years.set(year, calendar);
  }
  return calendar;
}

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * Shabbos and Yom Tov days from `from` to `to` (New York calendar dates, both included), in order. Yom
 * Kippur is not among them (it is a rest window, not a day of meals), nor is Chol HaMoed.
 */
export function holyDays(from: string, to: string): HolyDay[] {
  const result: HolyDay[] = [];
  for (let year = yearOf(from); year <= yearOf(to); year += 1) {
    for (const day of yearCalendar(year).holyDays) {
      if (day.date >= from && day.date <= to) result.push(day);
    }
  }
  return result;
}

/**
 * The rest windows overlapping [from, to), in order: candle lighting to havdalah, a Yom Tov next to
 * Shabbos merged into one window, Yom Kippur included, Chol HaMoed not.
 */
export function restWindows(from: Date, to: Date): RestWindow[] {
  const result: RestWindow[] = [];
  // A Saturday 1 January's window starts on 31 December: it belongs to the next year's list.
  const last = yearOf(crownHeightsDate(to)) + 1;
  for (let year = yearOf(crownHeightsDate(from)); year <= last; year += 1) {
    for (const window of yearCalendar(year).restWindows) {
      if (Date.parse(window.start) < to.getTime() && Date.parse(window.end) > from.getTime()) {
        result.push(window);
      }
    }
  }
  return result;
}

/** The rest window holding `instant`, or null. */
export function restWindowAt(instant: Date): RestWindow | null {
  return restWindows(instant, new Date(instant.getTime() + 1))[0] ?? null;
}
