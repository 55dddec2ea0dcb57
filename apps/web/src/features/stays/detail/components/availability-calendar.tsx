import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
import { calendarDate, dateOf, isoOf } from '@/lib/calendar-date';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useStayAvailability } from '../api/get-stay-availability';
import {
  checkOutWindow,
  pickDay,
  unavailableReason,
  type DateSelection,
  type StayRules,
  type UnavailableReason,
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

/**
 * How a greyed day shows why it is greyed, the same in the day's button and in the legend: faded for a
 * day outside the booking window (past, too far ahead, out of reach of the waiting check-in), crossed out
 * for a taken night, and a dotted underline for a stay under the minimum nights.
 */
const GREYED = 'text-muted/60';
const REASON_LOOK: Record<UnavailableReason, string> = {
  past: '',
  tooFarAhead: '',
  outOfReach: '',
  taken: 'line-through decoration-muted/70',
  minimumNights: 'underline decoration-muted decoration-dotted decoration-2 underline-offset-4',
};
const REASONS = Object.keys(REASON_LOOK) as UnavailableReason[];

/** The day's button, styled from its state (no react-day-picker stylesheet: the site's own look). */
function DayButton({ day: _day, modifiers, className: _className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // A layout effect: focus moves before paint (React runs useEffect after it), so arrow keys feel immediate.
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const end = modifiers.range_start || modifiers.range_end || modifiers.selected_single;
  const reason = REASONS.find((name) => modifiers[name]);
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
              ? cn('cursor-not-allowed', GREYED)
              : 'text-ink hover:bg-navy-50',
        reason && !end && REASON_LOOK[reason],
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
 * Each greyed day says why (unavailableReason), in its label and by its look, which the legend explains.
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

  const reasonOf = (iso: string) => unavailableReason(iso, selection, rules);

  const labelDayButton = (date: Date, modifiers: Modifiers) => {
    const iso = isoOf(date);
    const base = modifiers.today ? t('calendar.day.today', { date: dayLabel(iso) }) : dayLabel(iso);
    if (iso === checkIn) return t('calendar.day.checkIn', { date: base });
    if (iso === checkOut) return t('calendar.day.checkOut', { date: base });
    if (modifiers.range_middle) return t('calendar.day.inStay', { date: base });
    const reason = reasonOf(iso);
    if (reason) return t('calendar.day.unavailable', { date: base, reason: t(`calendar.why.${reason}`) });
    return base;
  };

  const shortDay = (iso: string) =>
    format.date(calendarDate(iso), { weekday: 'short', month: 'short', day: 'numeric' });
  const checkOutRange = choosingCheckOut ? checkOutWindow(checkIn, rules) : null;

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
  // While a check-in waits, the days it may check out, which the greyed days around them follow from.
  const checkOutDays =
    availability.isError || !checkOutRange
      ? null
      : checkOutRange.earliest === checkOutRange.latest
        ? t('calendar.checkOutOnly', { date: shortDay(checkOutRange.earliest) })
        : t('calendar.checkOutBetween', {
            earliest: shortDay(checkOutRange.earliest),
            latest: shortDay(checkOutRange.latest),
          });

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
        disabled={(date: Date) => reasonOf(isoOf(date)) !== null}
        modifiers={{
          // One modifier per reason a day is greyed: a taken night that ends the waiting stay is a
          // check-out day, so not greyed and not crossed out.
          ...Object.fromEntries(
            REASONS.map((reason) => [reason, (date: Date) => reasonOf(isoOf(date)) === reason]),
          ),
          selected_single: (date: Date) => choosingCheckOut && isoOf(date) === checkIn,
        }}
        labels={{ labelDayButton }}
        classNames={CALENDAR_CLASS_NAMES}
        components={COMPONENTS}
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <p aria-live="polite" className="text-sm font-medium text-ink">
          {availability.isPending ? t('calendar.loading') : status}
          {checkOutDays && !availability.isPending ? (
            <>
              {' '}
              <span className="font-normal text-muted">{checkOutDays}</span>
            </>
          ) : null}
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
      {/* Each kind of greyed day that can be on screen, drawn as the calendar draws it. */}
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-xs text-muted">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 shrink-0 rounded-full bg-navy-700" />
          {t('calendar.legend.selected')}
        </li>
        <LegendDay look={REASON_LOOK.taken} sample={format.number(12)}>
          {t('calendar.legend.taken')}
        </LegendDay>
        {minimumNights > 1 ? (
          <LegendDay look={REASON_LOOK.minimumNights} sample={format.number(12)}>
            {t('calendar.legend.minimumNights', {
              nights: t('units.nights', { count: minimumNights }),
            })}
          </LegendDay>
        ) : null}
        <LegendDay look={REASON_LOOK.past} sample={format.number(12)}>
          {choosingCheckOut ? t('calendar.legend.outOfReach') : t('calendar.legend.closed')}
        </LegendDay>
      </ul>
    </div>
  );
}

/**
 * A legend entry whose sample day is drawn as the calendar draws a day greyed for that reason. The sample
 * is a picture of a disabled day, as faint as one (WCAG 1.4.3 exempts inactive controls), so its number is
 * drawn by CSS rather than written as text that contrast checkers would measure as the page's words.
 */
function LegendDay({ look, sample, children }: { look: string; sample: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <span
        aria-hidden="true"
        data-sample={sample}
        className={cn(
          'w-5 shrink-0 text-center text-sm tabular-nums before:content-[attr(data-sample)]',
          GREYED,
          look,
        )}
      />
      {children}
    </li>
  );
}
