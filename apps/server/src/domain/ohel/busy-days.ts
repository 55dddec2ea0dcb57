import { HDate, months } from '@hebcal/core';
import { OHEL_BUSY_DAYS, type OhelBusyDay } from '@orchim/shared';

/**
 * The Ohel's busiest days, by the Hebrew calendar: Gimmel Tammuz and Yud Shevat. The English month as
 * Chabad writes it in the days' names: "3 Tammuz" rather than hebcal's "3 Tamuz" (and "Sh'vat").
 */
export const BUSY_DAYS: Record<OhelBusyDay, { day: number; month: number; english: string }> = {
  gimmel_tammuz: { day: 3, month: months.TAMUZ, english: 'Tammuz' },
  yud_shevat: { day: 10, month: months.SHVAT, english: 'Shevat' },
};

/** Shevat and Tammuz of Hebrew year Y + 3760 fall in civil year Y (January–February, June–July). */
const HEBREW_YEAR_OFFSET = 3760;

/** A Gregorian date from hebcal (local midnight of that day) as YYYY-MM-DD. */
function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A busy day in a civil year: its Hebrew date and its New York date. */
export function busyDayIn(key: OhelBusyDay, civilYear: number): { hebrew: HDate; date: string } {
  const { day, month } = BUSY_DAYS[key];
  const hebrew = new HDate(day, month, civilYear + HEBREW_YEAR_OFFSET);
  return { hebrew, date: isoDate(hebrew.greg()) };
}

/** Which busy day `date` (YYYY-MM-DD) is, or null. */
export function busyDayOn(date: string): OhelBusyDay | null {
  const year = Number(date.slice(0, 4));
  return OHEL_BUSY_DAYS.find((key) => busyDayIn(key, year).date === date) ?? null;
}
