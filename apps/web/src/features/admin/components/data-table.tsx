import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** On a phone's card, the cell stands without its column's name (the title, the actions). */
  bare?: boolean;
};

/**
 * A table with a caption and column headers from the small breakpoint up; on a phone each row becomes a
 * stacked card, every cell led by its column's name. One table either way (the same rows, buttons and
 * names for assistive technology), laid out by CSS alone.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  busy = false,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The previous rows, shown dimmed while the next ones load. */
  busy?: boolean;
}) {
  return (
    <div className="sm:overflow-x-auto sm:rounded-(--radius-card) sm:border sm:border-line sm:bg-surface sm:shadow-(--shadow-card)">
      <table
        aria-busy={busy || undefined}
        className={cn('relative w-full text-sm transition-opacity max-sm:block', busy && 'opacity-60')}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-line bg-page/70">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="px-4 py-3 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="align-top max-sm:block max-sm:rounded-(--radius-card) max-sm:border max-sm:border-line max-sm:bg-surface max-sm:p-4 max-sm:shadow-(--shadow-card) sm:border-b sm:border-line sm:last:border-b-0 sm:hover:bg-page/60"
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cn('max-sm:flex max-sm:gap-3 max-sm:py-1 sm:px-4 sm:py-3', column.className)}
                >
                  {column.bare ? null : (
                    <span aria-hidden="true" className="w-28 shrink-0 text-muted sm:hidden">
                      {column.header}
                    </span>
                  )}
                  <div className="min-w-0 flex-1">{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
