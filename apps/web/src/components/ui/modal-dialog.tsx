import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  open: boolean;
  /** Escape, the backdrop, or a button of the caller's. */
  onClose: () => void;
  /** Id of the dialog's visible title. */
  labelledBy: string;
  /** What takes focus on opening (the safe choice: Keep, Close); the dialog itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

/**
 * A native modal <dialog>: the rest of the page is inert, so focus stays inside; Escape and the backdrop
 * close it, and the browser gives focus back to what opened it. Native, like the site's drawer, because a
 * dialog library's scroll lock injects a <style> element that the Content-Security-Policy forbids.
 */
export function ModalDialog({ open, onClose, labelledBy, initialFocus, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect (decision 005): focus moves before the dialog is painted.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const root = document.documentElement;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
      root.classList.add('overflow-hidden');
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) root.classList.remove('overflow-hidden');
    return () => root.classList.remove('overflow-hidden');
  }, [open, initialFocus]);

  return (
    // The dialog element is not itself interactive: the click handler only catches backdrop clicks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className={cn('backdrop:bg-navy-900/60', className)}
    >
      {open ? children : null}
    </dialog>
  );
}
