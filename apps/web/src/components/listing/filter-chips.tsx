import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';

/** One applied filter: a stable id (unique in the list), its words, and the change that removes it. */
export type FilterChip = { id: string; label: string; onRemove: () => void };

type FilterChipsProps = {
  chips: readonly FilterChip[];
  /** Removes every filter at once ("Clear all", offered from two chips on). */
  onClearAll: () => void;
  /** Where focus goes when the last chip is gone (the results heading). */
  fallbackFocus: RefObject<HTMLElement | null>;
};

/**
 * The applied filters as chips, each a button that removes it, and "Clear all". A removed chip takes
 * keyboard focus with it, so focus moves on to the chip that took its place (or to the results).
 */
export function FilterChips({ chips, onClearAll, fallbackFocus }: FilterChipsProps) {
  const { t } = useTranslation('common');
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  // Focus moves once the chips have changed (the removal has been applied), not on any render before.
  const chipIds = chips.map((chip) => chip.id).join('\n');

  useLayoutEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll('button');
    const next = buttons?.length ? buttons[Math.min(index, buttons.length - 1)] : fallbackFocus.current;
    next?.focus();
  }, [chipIds, fallbackFocus]);

  if (!chips.length) return null;

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{t('filters.label')}</h3>
      <ul ref={listRef} className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <button
              type="button"
              aria-label={t('filters.remove', { label: chip.label })}
              onClick={() => {
                focusAfterRemoval.current = index;
                chip.onRemove();
              }}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-navy-100 bg-navy-50 ps-3 pe-2 text-sm font-medium text-navy-700 hover:border-navy-600"
            >
              <span dir="auto">{chip.label}</span>
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button
          type="button"
          onClick={() => {
            focusAfterRemoval.current = 0;
            onClearAll();
          }}
          className="inline-flex min-h-9 items-center rounded-full px-2 text-sm font-medium text-navy-700 underline underline-offset-4 hover:text-navy-800"
        >
          {t('filters.clearAll')}
        </button>
      ) : null}
    </div>
  );
}
