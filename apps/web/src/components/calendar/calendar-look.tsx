import type { ChevronProps } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { fr } from 'react-day-picker/locale/fr';
import { he } from 'react-day-picker/locale/he';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Language } from '@orchim/shared/constants';
import { isRtl } from '@/lib/i18n';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * What the site's two react-day-picker calendars (a guest's dates on a stay, a host's blocked nights)
 * share: the site's own look instead of the library's stylesheet, the language and direction, and one
 * month on a phone, two side by side from the `md` breakpoint.
 */

const LOCALES = { en: enUS, fr, he } as const;

/** The DayPicker props that follow the language: its locale (names of months and days) and direction. */
export const calendarLanguage = (lng: Language) => ({
  locale: LOCALES[lng],
  dir: isRtl(lng) ? ('rtl' as const) : ('ltr' as const),
});

/** Chevrons from the site's icon set, pointing the way the reader reads. */
export function CalendarChevron({ orientation }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className="flip-rtl size-5" aria-hidden="true" />;
}

const navButton =
  'pointer-events-auto inline-flex size-10 items-center justify-center rounded-full text-navy-700 hover:bg-navy-50 aria-disabled:cursor-default aria-disabled:opacity-35 aria-disabled:hover:bg-transparent';

/** Constant, so react-day-picker does not rebuild its parts on every render. */
export const CALENDAR_CLASS_NAMES = {
  root: 'relative w-full',
  months: 'relative flex flex-wrap justify-center gap-x-10 gap-y-6',
  month: 'space-y-3',
  month_caption: 'flex h-10 items-center justify-center',
  caption_label: 'text-base font-semibold text-navy-800',
  nav: 'pointer-events-none absolute inset-x-0 top-0 z-10 flex h-10 items-center justify-between',
  button_previous: navButton,
  button_next: navButton,
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'pb-1 text-center text-xs font-medium text-muted',
  weeks: '',
  week: '',
  day: 'p-0 text-center',
  // The band behind a chosen range: rounded at its ends, on the reading side (s/e mirror in Hebrew).
  range_start: 'rounded-s-full bg-navy-50',
  range_middle: 'bg-navy-50',
  range_end: 'rounded-e-full bg-navy-50',
  hidden: 'invisible',
};

/** How many months to show side by side: two from the `md` breakpoint, one on a phone. */
export function useCalendarMonths(): 1 | 2 {
  return useMediaQuery('(min-width: 48rem)') ? 2 : 1;
}
