import { z } from 'zod';
import { OHEL_ADDRESS, OHEL_BUSY_DAYS } from './ohel-catalogue';
import { langParam } from './stays';

/** GET /rest/v1/ohel-guide?lang: the Hebrew dates come in the reader's language. */
export const ohelGuideQuerySchema = z.object({ lang: langParam });
export type OhelGuideQuery = z.output<typeof ohelGuideQuerySchema>;

export const ohelBusyDaySchema = z.object({
  key: z.enum(OHEL_BUSY_DAYS),
  /** This civil year's date in New York (YYYY-MM-DD). */
  date: z.iso.date(),
  /** The Hebrew date, e.g. "3 Tammuz 5786", "3 Tamouz 5786", "ג׳ תמוז תשפ״ו". */
  hebrewDate: z.string(),
  /** True once this year's date is before today in New York. */
  passed: z.boolean(),
  /** The next occurrence (next civil year) when this year's has passed, else null. */
  nextDate: z.iso.date().nullable(),
});
export type OhelBusyDayDate = z.infer<typeof ohelBusyDaySchema>;

/** The visitor guide's facts that change: the address, and this year's busiest days. */
export const ohelGuideSchema = z.object({
  address: z.literal(OHEL_ADDRESS),
  busiestDays: z.array(ohelBusyDaySchema),
});
export type OhelGuide = z.infer<typeof ohelGuideSchema>;
