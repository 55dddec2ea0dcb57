import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, X } from 'lucide-react';
import { calendarDate } from '@/lib/calendar-date';
import { FieldNotes } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

const DateFieldCalendar = lazy(() => import('./date-field-calendar'));

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
            <Suspense fallback={<div className="size-64" />}>
              <DateFieldCalendar
                lng={lng}
                value={value}
                min={min}
                max={max}
                onPick={(picked) => {
                  onChange(picked);
                  close(true);
                }}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
