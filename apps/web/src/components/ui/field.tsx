import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn';

// focus-within, which for an input or a textarea is its own focus (it was for the picker buttons of date
// and time inputs, which DateField and TimeField replace).
// A read-only value (the account's email in a booking form) keeps the text's own colour: in grey it was
// taken for an empty field's placeholder. A dashed box on the page's colour says it is not for typing.
const controlClass =
  'block w-full rounded-xl border border-line bg-surface px-4 py-2.5 text-base text-ink placeholder:text-muted focus-within:border-navy-600 focus-within:outline-none focus-within:ring-2 focus-within:ring-navy-100 aria-invalid:border-danger read-only:border-dashed read-only:bg-page';

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
};

/** Label, control, hint and error, wired together with ids for screen readers. */
function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A field's hint, or its error in place of it, with the ids its control's aria-describedby names
 * (`{id}-hint`, `{id}-error`): for every kind of field, these and the selects and dates of their own.
 */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </>
  );
}

/** A field's error, read out when it appears and named by the control's aria-describedby. */
function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

type CommonProps = { label: ReactNode; error?: string | undefined; hint?: ReactNode };

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & CommonProps>(
  function TextField({ label, error, hint, id: givenId, className, ...props }, ref) {
    const autoId = useId();
    const id = givenId ?? autoId;
    return (
      <FieldFrame id={id} label={label} error={error} hint={hint}>
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={cn(controlClass, className)}
          {...props}
        />
      </FieldFrame>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & CommonProps
>(function TextAreaField({ label, error, hint, id: givenId, className, ...props }, ref) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClass, 'min-h-32', className)}
        {...props}
      />
    </FieldFrame>
  );
});

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The label beside the box; may hold a link (to the terms, say). */
  label: ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label beside it and its error below, wired together for screen readers. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, id: givenId, className, ...props },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          className={cn(
            'mt-0.5 size-5 shrink-0 rounded border-line accent-navy-700 aria-invalid:outline-2 aria-invalid:outline-danger',
            className,
          )}
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-ink">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
});
