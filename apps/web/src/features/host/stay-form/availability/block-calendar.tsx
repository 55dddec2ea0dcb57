import { createContext, useContext, useLayoutEffect, useRef, useState } from 'react';
import { DayPicker, type DayButtonProps, type Modifiers } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { addDays } from '@orchim/shared/dates';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import {
  CALENDAR_CLASS_NAMES,
  CalendarChevron,
  calendarLanguage,
  useCalendarMonths,
} from '@/components/calendar/calendar-look';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { dateOf, isoOf } from '@/lib/calendar-date';
import { entryOfNight, noonOf, type CalendarEntry, type NightSelection } from './night-dates';

/** What a taken night says on hover (title) and to a screen reader (its label), for the day buttons. */
const NightNote = createContext<(iso: string) => string | undefined>(() => undefined);

/**
 * The host's choice is of nights, every one of them as much a night to block as the first and the last:
 * each is drawn alike, white on navy on a navy band (12:1 against the white card and for its number, where
 * the light band of the guest's calendar, between check-in and check-out, is 1.1:1), and the first night
 * is drawn so as soon as it is picked. A chosen night stays a night: the band ends on the last night
 * chosen, not on the morning after.
 */
const CLASS_NAMES = {
  ...CALENDAR_CLASS_NAMES,
  range_start: 'rounded-s-full bg-navy-700',
  range_middle: 'bg-navy-700',
  range_end: 'rounded-e-full bg-navy-700',
};

/** A day, styled from its state; a taken night keeps focus and hover, so its note can be read. */
function DayButton({ day, modifiers, className: _className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const noteOf = useContext(NightNote);
  // A layout effect: focus moves before paint (React runs useEffect after it), so arrow keys feel immediate.
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  // In range mode react-day-picker marks a lone first night only as selected (no range_* modifier).
  const chosen = modifiers.selected;
  return (
    <button
      ref={ref}
      type="button"
      title={noteOf(isoOf(day.date))}
      {...props}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors sm:size-11',
        chosen
          ? 'bg-navy-700 font-semibold text-white'
          : modifiers.booked
            ? 'bg-gold-100 font-semibold text-gold-700'
            : modifiers.blocked
              ? 'bg-navy-100 text-navy-800 line-through'
              : modifiers.disabled
                ? 'cursor-not-allowed text-muted/60'
                : 'text-ink hover:bg-navy-50',
        modifiers.today && 'underline decoration-2 underline-offset-4',
      )}
    />
  );
}

const COMPONENTS = { DayButton, Chevron: CalendarChevron };

type Props = {
  today: string;
  entries: readonly CalendarEntry[];
  selection: NightSelection;
  onPick: (night: string) => void;
  labelledBy: string;
};

/**
 * The stay's nights from today: booked ones (with the guest's name on hover and in their label) and
 * blocked ones are marked, the host's choice of nights to block is a band. Past nights are off.
 */
export function BlockCalendar({ today, entries, selection, onPick, labelledBy }: Props) {
  const { t } = useTranslation('hostForm');
  const format = useFormat();
  const lng = useLanguage();
  const months = useCalendarMonths();
  const [month, setMonth] = useState(() => dateOf(`${today.slice(0, 7)}-01`));
  const horizon = addDays(today, STAY_LIMITS.bookingHorizonDays);

  const noteOf = (iso: string) => {
    const entry = entryOfNight(iso, entries);
    if (!entry) return undefined;
    if (entry.kind === 'blocked') return t('calendar.blockedNight');
    return entry.guestName ? t('calendar.bookedBy', { name: entry.guestName }) : t('calendar.bookedNight');
  };

  const labelDayButton = (date: Date, modifiers: Modifiers) => {
    const iso = isoOf(date);
    const day = format.date(noonOf(iso), { dateStyle: 'full' });
    const note = noteOf(iso);
    const chosen = iso === selection.first || iso === selection.last || modifiers.range_middle;
    return [day, note, chosen ? t('calendar.chosenNight') : undefined].filter(Boolean).join(', ');
  };

  return (
    <NightNote.Provider value={noteOf}>
      <DayPicker
        mode="range"
        aria-labelledby={labelledBy}
        {...calendarLanguage(lng)}
        lang={lng}
        weekStartsOn={0}
        numberOfMonths={months}
        month={month}
        onMonthChange={setMonth}
        startMonth={dateOf(`${today.slice(0, 7)}-01`)}
        endMonth={dateOf(horizon)}
        today={dateOf(today)}
        selected={
          selection.first
            ? { from: dateOf(selection.first), to: selection.last ? dateOf(selection.last) : undefined }
            : undefined
        }
        // The choice follows this step's rules (pickNight), not react-day-picker's own range logic.
        onSelect={(_range, day) => onPick(isoOf(day))}
        disabled={[{ before: dateOf(today) }, { after: dateOf(horizon) }]}
        modifiers={{
          booked: (date: Date) => entryOfNight(isoOf(date), entries)?.kind === 'booked',
          blocked: (date: Date) => entryOfNight(isoOf(date), entries)?.kind === 'blocked',
        }}
        labels={{ labelDayButton }}
        classNames={CLASS_NAMES}
        components={COMPONENTS}
      />
    </NightNote.Provider>
  );
}
