import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type CheckboxGroupProps = {
  legend: ReactNode;
  /** Said under the legend (what the boxes are for). */
  hint?: ReactNode;
  error?: string | undefined;
  /** Two columns where there is room (short labels), or one (choices with a sentence each). */
  columns?: 1 | 2;
  children: ReactNode;
};

/**
 * Checkboxes (or radio tiles) that belong together, in a fieldset named by its legend, laid out as a
 * grid.
 */
export function CheckboxGroup({ legend, hint, error, columns = 2, children }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="text-base font-semibold text-navy-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className={cn('mt-3 grid gap-2', columns === 2 && 'sm:grid-cols-2')}>{children}</div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One box of a CheckboxGroup: a large target with the label beside the box. */
export const CheckboxTile = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }
>(function CheckboxTile({ label, id: givenId, className, ...props }, ref) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2.5 has-checked:border-navy-600 has-checked:bg-navy-50',
        className,
      )}
    >
      <input ref={ref} id={id} type="checkbox" className="size-5 shrink-0 accent-navy-700" {...props} />
      <label htmlFor={id} className="flex-1 cursor-pointer text-sm text-ink">
        {label}
      </label>
    </div>
  );
});

/**
 * One choice of a radio group: a large target with the label beside the button and, under the label, what
 * the choice means (its description to assistive technology). Arrow keys move between the group's
 * choices, as native radios do.
 */
export const RadioTile = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; description: ReactNode }
>(function RadioTile({ label, description, id: givenId, className, ...props }, ref) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border border-line bg-surface px-3 py-2.5 has-checked:border-navy-600 has-checked:bg-navy-50',
        className,
      )}
    >
      <input
        ref={ref}
        id={id}
        type="radio"
        aria-describedby={`${id}-description`}
        className="mt-0.5 size-5 shrink-0 accent-navy-700"
        {...props}
      />
      <span className="flex-1">
        <label htmlFor={id} className="block cursor-pointer text-sm font-semibold text-ink">
          {label}
        </label>
        <span id={`${id}-description`} className="mt-0.5 block text-sm text-muted">
          {description}
        </span>
      </span>
    </div>
  );
});
