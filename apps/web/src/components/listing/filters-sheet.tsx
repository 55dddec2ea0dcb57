import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';

type FiltersSheetProps = {
  /** The namespace with `list.filters.{title,close,show}`. */
  ns: string;
  open: boolean;
  onClose: () => void;
  /** Whether a filter is applied ("Clear all" is disabled otherwise). */
  canClear: boolean;
  onClear: () => void;
  /** The filter form, given the id the sheet's submit button names. */
  children: (formId: string) => ReactNode;
};

/**
 * A list's filters on a phone: a sheet rising from the bottom, a native modal <dialog> like the site's
 * menu drawer (the page behind is inert, Escape and the backdrop close it, and the browser hands focus
 * back to the Filters button). Nothing applies until "Show stays"; "Clear all" applies at once and keeps
 * the sheet open for a new choice, with focus on itself. The form is mounted on opening, so it starts
 * from the applied search.
 */
export function FiltersSheet({ ns, open, onClose, canClear, onClear, children }: FiltersSheetProps) {
  const { t } = useTranslation(ns);
  const titleId = useId();
  const formId = useId();

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-x-0 top-auto bottom-0 m-0 mx-auto max-h-none w-full max-w-xl rounded-t-3xl bg-page p-0 text-ink shadow-2xl"
    >
      <div className="flex max-h-[92dvh] flex-col">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-line ps-5 pe-3">
          <h2 id={titleId} className="text-lg font-semibold text-navy-800">
            {t('list.filters.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-full text-navy-700 hover:bg-navy-50"
          >
            <X className="size-6" aria-hidden="true" />
            <span className="sr-only">{t('list.filters.close')}</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5">{children(formId)}</div>
        <div className="flex shrink-0 items-center justify-between gap-3 border-t border-line bg-surface px-5 py-3">
          {/* aria-disabled, not disabled: a disabled button drops focus, and clearing disables this one. */}
          <Button
            variant="ghost"
            aria-disabled={!canClear || undefined}
            onClick={canClear ? onClear : undefined}
            className="aria-disabled:cursor-default aria-disabled:opacity-60 aria-disabled:hover:bg-transparent"
          >
            {t('filters.clearAll', { ns: 'common' })}
          </Button>
          <Button type="submit" form={formId} variant="accent" className="flex-1 sm:flex-none">
            {t('list.filters.show')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
