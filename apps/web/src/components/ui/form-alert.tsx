import { forwardRef, type ReactNode } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

type FormAlertProps = {
  tone?: 'error' | 'success';
  /** A bold first line; the children follow it. */
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * The message of a whole form: an error (role alert, read out at once) or a confirmation (role status).
 * Focusable from script (tabIndex -1), so a form can move focus to it when submitting took focus away.
 */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert(
  { tone = 'error', title, children, className },
  ref,
) {
  const Icon = tone === 'error' ? TriangleAlert : CircleCheck;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border p-4 focus:outline-none',
        tone === 'error'
          ? 'border-danger/30 bg-danger/5 font-medium text-danger'
          : 'border-success/30 bg-success/5 text-success',
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn(title && 'mt-1 text-ink')}>{children}</div> : null}
      </div>
    </div>
  );
});
