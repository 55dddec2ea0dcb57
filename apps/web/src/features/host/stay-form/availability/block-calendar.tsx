import { createContext, useContext, useLayoutEffect, useRef, useState } from 'react';
import { DayPicker, type ChevronProps, type DayButtonProps, type Modifiers } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { fr } from 'react-day-picker/locale/fr';
import { he } from 'react-day-picker/locale/he';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '@orchim/shared/dates';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { currentLanguage, isRtl } from '@/lib/i18n';
import { dateOf, entryOfNight, isoOf, noonOf, type CalendarEntry, type NightSelection } from './night-dates';
import { useWideScreen } from './use-wide-screen';

const LOCALES = { en: enUS, fr, he } as const;

/** What a taken night says on hover (title) and to a screen reader (its label), for the day buttons. */
const NightNote = createContext<(iso: string) => string | undefined>(() => undefined);

/** A day, styled from its state; a taken night keeps focus and hover, so its note can be read. */
function DayButton({ day, modifiers, className: _className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const noteOf = useContext(NightNote);
  // A layout effect: Preact runs plain effects a frame late, and arrow keys would feel sluggish.
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const end = modifiers.range_start || modifiers.range_end;
  return (
    <button
      ref={ref}
      type="button"
      title={noteOf(isoOf(day.date))}
      {...props}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors sm:size-11',
        end
          ? 'bg-navy-700 font-semibold text-white'
          : modifiers.range_middle
            ? 'text-navy-800'
            : modifiers.booked
              ? 'bg-gold-100 font-semibold text-gold-700'
              : modifiers.blocked
                ? 'bg-navy-100 text-navy-800 line-through'
                : modifiers.disabled
                  ? 'cursor-not-allowed text-muted/60'
                  : 'text-ink hover:bg-navy-50',
        modifiers.today && !end && 'underline decoration-2 underline-offset-4',
      )}
    />
  );
}

function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className="flip-rtl size-5" aria-hidden="true" />;
}

const COMPONENTS = { DayButton, Chevron };

const navButton =
  'pointer-events-auto inline-flex size-10 items-center justify-center rounded-full text-navy-700 hover:bg-navy-50 aria-disabled:cursor-default aria-disabled:opacity-35 aria-disabled:hover:bg-transparent';

const CLASS_NAMES = {
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
  range_start: 'rounded-s-full bg-navy-50',
  range_middle: 'bg-navy-50',
  range_end: 'rounded-e-full bg-navy-50',
  hidden: 'invisible',
};

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
  const lng = currentLanguage();
  const months = useWideScreen() ? 2 : 1;
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
        locale={LOCALES[lng]}
        lang={lng}
        dir={isRtl(lng) ? 'rtl' : 'ltr'}
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
