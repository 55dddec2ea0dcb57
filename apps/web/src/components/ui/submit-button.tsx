import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * A form's submit button: while the form is busy it is disabled, its icon gives way to a spinner and its
 * label says so ('Signing in…'). `disabled` also holds it back for other reasons (the rate limiter).
 */
export function SubmitButton({
  busy,
  disabled = false,
  label,
  busyLabel,
  icon,
  fullWidth = true,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
  /** Decorative (aria-hidden); direction icons carry `flip-rtl`. */
  icon?: ReactNode;
  fullWidth?: boolean;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={busy || disabled}
      className={cn(fullWidth ? 'w-full' : 'w-full sm:w-auto')}
    >
      {busy ? (
        <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        icon
      )}
      {busy ? busyLabel : label}
    </Button>
  );
}
