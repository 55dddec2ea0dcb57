import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** One labelled fact of a listing: a stay's bedrooms, a meal's seats, a ride's passengers. */
export interface ListingFact {
  icon: LucideIcon;
  label: string;
  value: string;
  /** The icon points one way (a plane): mirrored in a right-to-left page. */
  flip?: boolean;
}

/** A listing's facts as labelled tiles; `className` lays them out (a wrapping row, a grid). */
export function FactList({ facts, className }: { facts: readonly ListingFact[]; className: string }) {
  return (
    <dl className={cn('gap-3', className)}>
      {facts.map(({ icon: Icon, label, value, flip }) => (
        // A <dl> may hold only dt/dd groups wrapped in one <div>: the icon sits inside the term.
        <div key={label} className="rounded-xl border border-line bg-surface px-3 py-2.5">
          <dt className="flex items-center gap-1.5 text-xs text-muted">
            <Icon className={cn('size-4 shrink-0 text-brick-600', flip && 'flip-rtl')} aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-0.5 font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a listing offers, ticked, two columns from a tablet's width; a line may carry a note under it. */
export function CheckList({ items }: { items: readonly { key: string; label: string; note?: string }[] }) {
  return (
    <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(({ key, label, note }) => (
        <li key={key} className="flex gap-3">
          <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span>
            <span className="text-ink">{label}</span>
            {note ? <span className="block text-sm text-muted">{note}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
