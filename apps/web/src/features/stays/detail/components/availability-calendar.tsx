import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DayPicker, type DayButtonProps, type Modifiers } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { addDays, nightsBetween, todayInNewYork } from '@orchim/shared/dates';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import {
  CALENDAR_CLASS_NAMES,
  CalendarChevron,
  calendarLanguage,
  useCalendarMonths,
} from '@/components/calendar/calendar-look';
import { Button } from '@/components/ui/button';
import { calendarDate } from '@/lib/calendar-date';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useStayAvailability } from '../api/get-stay-availability';
import {
  dateOf,
  isNightTaken,
  isSelectable,
  isoOf,
  pickDay,
  type DateSelection,
  type StayRules,
} from '../stay-dates';

const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;
const addMonths = (iso: string, months: number) => {
  const date = dateOf(monthStart(iso));
  date.setMonth(date.getMonth() + months);
  return isoOf(date);
};

/**
 * The nights to ask the server about for the months on screen: from the first shown (or the waiting
 * check-in, when it is earlier, since a stay from it may not cross a taken night) to one month past the
 * last, so a check-in near the end of the view still knows whether its minimum nights are free.
 */
function windowFor(month: string, months: number, { checkIn, checkOut }: DateSelection, today: string) {
  const anchor = checkIn && !checkOut && checkIn < month ? checkIn : month;
  const from = anchor < today ? today : anchor;
  return { from, to: addMonths(month, months + 1) };
}

/** The day's button, styled from its state (no react-day-picker stylesheet: the site's own look). */
function DayButton({ day: _day, modifiers, className: _className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // A layout effect: focus moves before paint (React runs useEffect after it), so arrow keys feel immediate.
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const end = modifiers.range_start || modifiers.range_end || modifiers.selected_single;
  return (
    <button
      ref={ref}
      {...props}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors sm:size-11',
        end
          ? 'bg-navy-700 font-semibold text-white'
          : modifiers.range_middle
            ? 'text-navy-800'
            : modifiers.disabled
              ? 'cursor-not-allowed text-muted/60'
              : 'text-ink hover:bg-navy-50',
        modifiers.taken && !end && 'line-through decoration-muted/70',
        modifiers.today && !end && 'font-bold text-brick-700',
      )}
    />
  );
}

/** Constant, so react-day-picker does not rebuild its components on every render. */
const COMPONENTS = { DayButton, Chevron: CalendarChevron };

type Props = {
  stayId: string;
  minimumNights: number;
  selection: DateSelection;
  onSelect: (selection: DateSelection) => void;
  /** Id of the visible heading that names the calendar. */
  labelledBy: string;
};

/**
 * The stay's availability: booked and blocked nights are crossed out and cannot start a stay, and while a
 * check-in waits for its check-out only the days that make a valid stay from it can be picked (at least
 * the minimum nights, up to the first taken night, which may be the check-out day). Past days are off.
 * The server checks all of it again when booking.
 */
export function AvailabilityCalendar({ stayId, minimumNights, selection, onSelect, labelledBy }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const lng = useLanguage();
  const months = useCalendarMonths();
  const today = todayInNewYork();
  const [month, setMonth] = useState(() => monthStart(selection.checkIn || today));
  const rootRef = useRef<HTMLDivElement>(null);
  const focusDayAfterClear = useRef(false);
  const nightsWindow = windowFor(month, months, selection, today);
  const availability = useStayAvailability(stayId, nightsWindow);
  const taken = useMemo(() => availability.data?.taken ?? [], [availability.data]);
  const rules: StayRules = { today, taken, minimumNights };

  const { checkIn, checkOut } = selection;
  const choosingCheckOut = Boolean(checkIn) && !checkOut;

  // "Clear dates" goes away with the dates it clears: focus moves to the calendar's day (the one Tab
  // would reach), not to the top of the document, so the keyboard carries on choosing from there.
  useLayoutEffect(() => {
    if (!focusDayAfterClear.current || checkIn) return;
    focusDayAfterClear.current = false;
    rootRef.current?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
  }, [checkIn]);
  const dayLabel = (iso: string) => format.date(calendarDate(iso), { dateStyle: 'full' });

  const labelDayButton = (date: Date, modifiers: Modifiers) => {
    const iso = isoOf(date);
    const base = modifiers.today ? t('calendar.day.today', { date: dayLabel(iso) }) : dayLabel(iso);
    if (iso === checkIn) return t('calendar.day.checkIn', { date: base });
    if (iso === checkOut) return t('calendar.day.checkOut', { date: base });
    if (modifiers.range_middle) return t('calendar.day.inStay', { date: base });
    if (modifiers.disabled) return t('calendar.day.unavailable', { date: base });
    return base;
  };

  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
  const status = availability.isError
    ? null
    : nights
      ? t('calendar.chosen', {
          checkIn: format.date(calendarDate(checkIn), { dateStyle: 'medium' }),
          checkOut: format.date(calendarDate(checkOut), { dateStyle: 'medium' }),
          nights: t('units.nights', { count: nights }),
        })
      : choosingCheckOut
        ? t('calendar.chooseCheckOut')
        : t('calendar.chooseCheckIn');

  return (
    <div ref={rootRef} aria-busy={availability.isFetching}>
      <DayPicker
        mode="range"
        aria-labelledby={labelledBy}
        {...calendarLanguage(lng)}
        lang={lng}
        weekStartsOn={0}
        numberOfMonths={months}
        month={dateOf(month)}
        onMonthChange={(date) => setMonth(isoOf(date))}
        startMonth={dateOf(monthStart(today))}
        endMonth={dateOf(addDays(today, STAY_LIMITS.bookingHorizonDays))}
        today={dateOf(today)}
        selected={
          checkIn ? { from: dateOf(checkIn), to: checkOut ? dateOf(checkOut) : undefined } : undefined
        }
        // Selection follows the stay's rules (pickDay), not react-day-picker's own range logic.
        onSelect={(_range, day) => onSelect(pickDay(isoOf(day), selection, rules))}
        disabled={(date: Date) => !isSelectable(isoOf(date), selection, rules)}
        modifiers={{
          // A taken night that ends the waiting stay is a check-out day, not crossed out.
          taken: (date: Date) => {
            const iso = isoOf(date);
            return (
              isNightTaken(iso, taken) &&
              !(choosingCheckOut && iso > checkIn && isSelectable(iso, selection, rules))
            );
          },
          selected_single: (date: Date) => choosingCheckOut && isoOf(date) === checkIn,
        }}
        labels={{ labelDayButton }}
        classNames={CALENDAR_CLASS_NAMES}
        components={COMPONENTS}
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <p aria-live="polite" className="text-sm font-medium text-ink">
          {availability.isPending ? t('calendar.loading') : status}
        </p>
        {checkIn ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              focusDayAfterClear.current = true;
              onSelect({ checkIn: '', checkOut: '' });
            }}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('calendar.clear')}
          </Button>
        ) : null}
      </div>
      {availability.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-danger">
          <span>{t('calendar.loadError')}</span>
          <Button variant="outline" size="sm" onClick={() => void availability.refetch()}>
            {t('calendar.retry')}
          </Button>
        </div>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-xs text-muted">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-full bg-navy-700" />
          {t('calendar.legend.selected')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="text-sm text-muted line-through">
            {format.number(12)}
          </span>
          {t('calendar.legend.taken')}
        </li>
        {minimumNights > 1 ? (
          <li>{t('calendar.minimumNights', { nights: t('units.nights', { count: minimumNights }) })}</li>
        ) : null}
      </ul>
    </div>
  );
}
