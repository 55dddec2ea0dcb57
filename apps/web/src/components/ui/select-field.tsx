import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useFormat } from '@/lib/format';
import { clockTime, TIME_FORMAT } from '@/lib/calendar-date';
import { cn } from '@/lib/cn';
import { FieldNotes } from './field';

/** The look of components/ui/field's controls. */
const controlClass =
  'block w-full rounded-xl border border-line bg-surface px-4 py-2.5 text-base text-ink focus:border-navy-600 focus:outline-none focus:ring-2 focus:ring-navy-100 aria-invalid:border-danger';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled select with its hint and error, wired like components/ui/field's TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id: givenId, className, children, ...props },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(controlClass, className)}
        {...props}
      >
        {children}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
});

const pad = (n: number) => String(n).padStart(2, '0');

/** Every time of day ("HH:MM") `step` minutes apart from midnight, with `also` where it falls between. */
export function timesOfDay(step: number, also?: string): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    times.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  const extra = also?.slice(0, 5);
  if (extra && /^\d\d:\d\d$/.test(extra) && !times.includes(extra)) times.push(extra);
  return times.sort();
}

type TimeFieldProps = Omit<SelectFieldProps, 'children'> & {
  /** Minutes between two choices. */
  step: number;
  /** The value held now, offered even when it falls between two steps (a time saved before). */
  current?: string | undefined;
  /** The first choice, for a field that may stay empty ("no time"). */
  placeholder?: string;
};

/**
 * A time of day ("HH:MM") picked from a list written as the page's language writes times (3:45 PM,
 * 15:45), not the browser's: a time input follows the browser's own language, so a Hebrew page showed
 * English AM/PM times beside the 24-hour times of its text.
 */
export const TimeField = forwardRef<HTMLSelectElement, TimeFieldProps>(function TimeField(
  { step, current, placeholder, ...props },
  ref,
) {
  const format = useFormat();
  return (
    <SelectField ref={ref} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {timesOfDay(step, current).map((time) => (
        <option key={time} value={time}>
          {format.date(clockTime(time), TIME_FORMAT)}
        </option>
      ))}
    </SelectField>
  );
});
