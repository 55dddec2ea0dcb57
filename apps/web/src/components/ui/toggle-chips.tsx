import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

export type ToggleChip<T extends string> = {
  value: T;
  label: string;
  /** Shown beside the label from the small breakpoint up. */
  icon?: LucideIcon | null;
  /** How many items the choice holds, shown after the label. */
  count?: number;
};

/**
 * One choice among a few, as a row of pressed/unpressed buttons in a named group ("Show: All, Stays,
 * Meals"): a list's filter by kind or status. Buttons, not tabs, since they filter one list in place.
 */
export function ToggleChips<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  /** The group's name, read before its buttons. */
  label: string;
  options: readonly ToggleChip<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const format = useFormat();
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {options.map(({ value: option, label: text, icon: Icon, count }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
            value === option
              ? 'border-navy-700 bg-navy-50 text-navy-800'
              : 'border-line bg-surface text-muted hover:border-navy-600/40 hover:text-navy-700',
          )}
        >
          {Icon ? <Icon className="hidden size-4 sm:block" aria-hidden="true" /> : null}
          {text}
          {/* A space, so the button is read "Meals 2", not "Meals2" (flex drops it visually). */}
          {count === undefined ? null : ' '}
          {count === undefined ? null : (
            <span className="rounded-full bg-navy-100/70 px-1.5 text-xs font-semibold text-navy-700 tabular-nums">
              {format.number(count)}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
