import { z } from 'zod';

/** GET /rest/v1/shabbos-times: this week's (or the given date's) Shabbos in Crown Heights. */
export const shabbosTimesQuerySchema = z.object({
  date: z.iso.date().optional(),
});

const localizedName = z.object({ en: z.string(), fr: z.string(), he: z.string() });

export const shabbosTimesSchema = z.object({
  /** The Friday, a calendar date in America/New_York. */
  friday: z.iso.date(),
  /** The Shabbos day, a calendar date in America/New_York. */
  saturday: z.iso.date(),
  /** Instants in UTC (ISO 8601); format them in America/New_York. */
  candleLighting: z.iso.datetime(),
  havdalah: z.iso.datetime(),
  /** Parsha, or the Yom Tov name when no parsha is read. */
  parsha: localizedName.nullable(),
  hebrewDate: localizedName,
  /** Named Shabbatot (Shabbat HaGadol, Shabbat Shuva...) and holidays on that Shabbos. */
  holidays: z.array(localizedName),
});
export type ShabbosTimes = z.infer<typeof shabbosTimesSchema>;
