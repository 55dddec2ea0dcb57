import { useLayoutEffect, useRef } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import type { Language } from '@orchim/shared/constants';
import { dateOf, isoOf } from '@/lib/calendar-date';
import { cn } from '@/lib/cn';
import { CALENDAR_CLASS_NAMES, CalendarChevron, calendarLanguage } from './calendar-look';

/** A day of the month in the site's look: the chosen one filled, today in bold, others plain. */
function DayButton({ day: _day, modifiers, className: _className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      {...props}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full text-sm tabular-nums transition-colors',
        modifiers.selected
          ? 'bg-navy-700 font-semibold text-white'
          : modifiers.disabled
            ? 'cursor-not-allowed text-muted/60'
            : 'text-ink hover:bg-navy-50',
        modifiers.today && !modifiers.selected && 'font-bold text-brick-700',
      )}
    />
  );
}

/** Constant, so react-day-picker does not rebuild its components on every render. */
const COMPONENTS = { DayButton, Chevron: CalendarChevron };

type Props = {
  lng: Language;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  /** A day was picked (YYYY-MM-DD). */
  onPick: (value: string) => void;
};

/**
 * The month calendar a DateField opens, in its own chunk: react-day-picker and the months' names in three
 * languages load when a person first opens one, not with every form that has a date. Mounted, it puts the
 * focus on its day that Tab would reach (the chosen one, or today), for the arrow keys.
 */
export default function DateFieldCalendar({ lng, value, min, max, onPick }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
  }, []);
  const selected = value ? dateOf(value) : undefined;
  return (
    <div ref={rootRef}>
      <DayPicker
        mode="single"
        selected={selected}
        defaultMonth={selected ?? (min ? dateOf(min) : undefined)}
        startMonth={min ? dateOf(min) : undefined}
        endMonth={max ? dateOf(max) : undefined}
        disabled={[...(min ? [{ before: dateOf(min) }] : []), ...(max ? [{ after: dateOf(max) }] : [])]}
        onSelect={(date: Date | undefined) => onPick(date ? isoOf(date) : value)}
        {...calendarLanguage(lng)}
        classNames={CALENDAR_CLASS_NAMES}
        components={COMPONENTS}
      />
    </div>
  );
}
