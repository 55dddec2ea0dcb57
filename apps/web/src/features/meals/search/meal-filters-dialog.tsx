import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { HolyDayInfo } from '@orchim/shared/meals';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { MealFilterForm } from './meal-filter-form';
import { activeFilters, EMPTY_FILTERS, type MealFilters } from './meal-filters';

type Props = {
  open: boolean;
  onClose: () => void;
  filters: MealFilters;
  onApply: (filters: MealFilters) => void;
  dates: readonly HolyDayInfo[];
  dateError: string | null;
};

/**
 * The filters on a phone: a sheet rising from the bottom (a native modal <dialog>, as the stays' filters).
 * Nothing applies until "Show meals"; "Clear all" applies at once. The form is mounted on opening, so it
 * starts from the applied search.
 */
export function MealFiltersDialog({ open, onClose, filters, onApply, dates, dateError }: Props) {
  const { t } = useTranslation('meals');
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
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5">
          <MealFilterForm
            id={formId}
            layout="sheet"
            filters={filters}
            dates={dates}
            dateError={dateError}
            onApply={(next) => {
              onApply(next);
              onClose();
            }}
          />
        </div>
        <div className="flex shrink-0 items-center justify-between gap-3 border-t border-line bg-surface px-5 py-3">
          <Button
            variant="ghost"
            disabled={!activeFilters(filters).length}
            onClick={() => onApply({ ...EMPTY_FILTERS })}
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
