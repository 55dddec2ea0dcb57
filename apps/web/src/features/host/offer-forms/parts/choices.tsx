import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ChoiceGroupProps = {
  legend: ReactNode;
  /** Said under the legend (what the boxes are for). */
  hint?: ReactNode;
  error?: string | undefined;
  /** Grid columns from the small breakpoint up. */
  columns?: 1 | 2 | 3;
  children: (describedBy: string | undefined) => ReactNode;
};

/**
 * Boxes or radio buttons that belong together, in a fieldset named by its legend. The hint or error is
 * given to each control (aria-describedby), so it is read with the control that has focus.
 */
export function ChoiceGroup({ legend, hint, error, columns = 2, children }: ChoiceGroupProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-navy-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div
        className={cn(
          'mt-3 grid gap-2',
          columns === 2 && 'sm:grid-cols-2',
          columns === 3 && 'sm:grid-cols-2 lg:grid-cols-3',
        )}
      >
        {children(describedBy)}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type ChoiceTileProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  /** A second line under the label. */
  detail?: ReactNode;
  invalid?: boolean;
};

/** One box or radio button of a ChoiceGroup: a large target, the label beside the control. */
export const ChoiceTile = forwardRef<HTMLInputElement, ChoiceTileProps>(function ChoiceTile(
  { type, label, detail, invalid, id: givenId, className, ...props },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border border-line bg-surface px-3 py-2.5 has-checked:border-navy-600 has-checked:bg-navy-50 has-disabled:opacity-70',
        invalid && 'border-danger/60',
        className,
      )}
    >
      <input
        ref={ref}
        id={id}
        type={type}
        aria-invalid={invalid ? true : undefined}
        className="mt-0.5 size-5 shrink-0 accent-navy-700"
        {...props}
      />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm text-ink">
        <span className="block font-medium">{label}</span>
        {detail ? <span className="mt-0.5 block text-muted">{detail}</span> : null}
      </label>
    </div>
  );
});
