import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn';

/** The look of components/ui/field's controls, for the select below. */
const controlClass =
  'block w-full rounded-xl border border-line bg-surface px-4 py-2.5 text-base text-ink focus:border-navy-600 focus:outline-none focus:ring-2 focus:ring-navy-100 aria-invalid:border-danger';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
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
});

type CheckboxGroupProps = {
  legend: ReactNode;
  /** Said under the legend (what the boxes are for). */
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
};

/** Checkboxes that belong together, in a fieldset named by its legend, laid out as a grid. */
export function CheckboxGroup({ legend, hint, error, children }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="text-base font-semibold text-navy-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-3 grid gap-2 sm:grid-cols-2">{children}</div>
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
