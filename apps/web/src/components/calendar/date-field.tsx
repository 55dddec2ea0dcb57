import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { CalendarDays, X } from 'lucide-react';
import { calendarDate } from '@/lib/calendar-date';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { CALENDAR_CLASS_NAMES, CalendarChevron, calendarLanguage } from './calendar-look';

const pad = (n: number) => String(n).padStart(2, '0');
/** The picker's local-midnight Date as a calendar date (YYYY-MM-DD). */
const isoOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** A calendar date as the picker's local-midnight Date. */
const pickerDate = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};

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
  label: string;
  /** The chosen day (YYYY-MM-DD), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The first and last days that may be chosen (YYYY-MM-DD). */
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  /** An empty value is allowed, and a chosen one can be cleared. */
  optional?: boolean;
  id?: string;
  /** More ids for the button's aria-describedby (a refusal shown elsewhere), marking the field with them. */
  describedBy?: string | undefined;
};

/**
 * A day, chosen on a calendar written in the page's language and direction, and shown as that language
 * writes dates ("Fri, Dec 4, 2026", "ven. 4 déc. 2026", "יום ו׳, 4 בדצמ׳ 2026"): a date input follows
 * the browser's language instead, so a Hebrew page showed mm/dd/yyyy. The button opens the calendar
 * below it, with the chosen day (or today) focused for the arrow keys; picking a day, Escape or leaving
 * closes it and brings the focus back to the button.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  hint,
  optional = false,
  id: givenId,
  describedBy,
}: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const lng = useLanguage();
  const autoId = useId();
  const id = givenId ?? autoId;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const selected = value ? pickerDate(value) : undefined;
  const shown = value
    ? format.date(calendarDate(value), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
    : t('dateField.choose');
  const described =
    [error ? `${id}-error` : hint ? `${id}-hint` : null, describedBy].filter(Boolean).join(' ') || undefined;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
    onBlur?.();
  };

  // Opened, the calendar takes the focus on its day that Tab would reach (the chosen one, or today).
  useLayoutEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
  }, [open]);

  // While open: Escape closes it, as does a click or the focus going elsewhere.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !panel.contains(target) && !buttonRef.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      close(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && outside(event.relatedTarget)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    panel.addEventListener('keydown', onKeyDown);
    panel.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      panel.removeEventListener('keydown', onKeyDown);
      panel.removeEventListener('focusout', onFocusOut);
    };
  });

  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium text-ink">
        {label}
      </span>
      <div className="relative flex gap-2">
        <button
          ref={buttonRef}
          id={id}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${id}-label ${id}`}
          data-invalid={error || describedBy ? true : undefined}
          aria-describedby={described}
          onClick={() => (open ? close(false) : setOpen(true))}
          className={cn(
            'flex w-full items-center justify-between gap-2 rounded-xl border border-line bg-surface px-4 py-2.5 text-start text-base focus:border-navy-600 focus:outline-none focus:ring-2 focus:ring-navy-100 data-invalid:border-danger',
            value ? 'text-ink' : 'text-muted',
          )}
        >
          <span>{shown}</span>
          <CalendarDays className="size-5 shrink-0 text-navy-700" aria-hidden="true" />
        </button>
        {optional && value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('dateField.clear', { label })}
            title={t('dateField.clear', { label })}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-line text-muted hover:bg-navy-50 hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
        {open ? (
          <div
            ref={panelRef}
            role="dialog"
            aria-labelledby={`${id}-label`}
            className="absolute start-0 top-full z-30 mt-2 rounded-2xl border border-line bg-surface p-2 shadow-lg"
          >
            <DayPicker
              mode="single"
              required={!optional}
              selected={selected}
              defaultMonth={selected ?? (min ? pickerDate(min) : undefined)}
              startMonth={min ? pickerDate(min) : undefined}
              endMonth={max ? pickerDate(max) : undefined}
              disabled={[
                ...(min ? [{ before: pickerDate(min) }] : []),
                ...(max ? [{ after: pickerDate(max) }] : []),
              ]}
              onSelect={(date: Date | undefined) => {
                if (date) onChange(isoOf(date));
                close(true);
              }}
              {...calendarLanguage(lng)}
              classNames={CALENDAR_CLASS_NAMES}
              components={COMPONENTS}
            />
          </div>
        ) : null}
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
