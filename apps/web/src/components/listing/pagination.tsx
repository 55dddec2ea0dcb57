import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

type PaginationProps = {
  page: number;
  /** How many pages there are, or null when the total is only known to be large ("500+"). */
  pageCount: number | null;
  hasMore: boolean;
  /** The link of a page (the same search, another page). */
  hrefOf: (page: number) => string;
  /** A page link was followed (the page then scrolls to the top of the results). */
  onNavigate?: () => void;
};

type Item = number | 'gap';

/**
 * Which page numbers to show: the first, the last (when known), and the current one with its neighbours,
 * with a gap where pages are left out. Seven items at most, so the row fits a phone.
 */
export function pageItems(page: number, pageCount: number | null, hasMore: boolean): Item[] {
  const last = pageCount ?? (hasMore ? page + 1 : page);
  const shown = new Set([1, page - 1, page, page + 1, ...(pageCount ? [pageCount] : [])]);
  const pages = [...shown].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const items: Item[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous > 1) items.push(n - previous === 2 ? n - 1 : 'gap');
    items.push(n);
  });
  // More pages exist beyond the last one named, but how many is not known.
  if (pageCount === null && hasMore) items.push('gap');
  return items;
}

const itemClass =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-base font-medium';

/** Previous, the page numbers (the current one marked with aria-current) and Next, as links. */
export function Pagination({ page, pageCount, hasMore, hrefOf, onNavigate }: PaginationProps) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const hasNext = pageCount === null ? hasMore : page < pageCount;
  if (page === 1 && !hasNext) return null;
  const isNeighbour = (n: number) => Math.abs(n - page) === 1 && n !== 1 && n !== pageCount;

  const previousLabel = (
    <>
      <ChevronLeft className="flip-rtl size-5" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('pagination.previous')}</span>
    </>
  );
  const nextLabel = (
    <>
      <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
      <ChevronRight className="flip-rtl size-5" aria-hidden="true" />
    </>
  );

  return (
    <nav aria-label={t('pagination.label')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link
              to={hrefOf(page - 1)}
              onClick={onNavigate}
              rel="prev"
              className={cn(itemClass, 'text-navy-700 hover:bg-navy-50')}
            >
              {previousLabel}
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(itemClass, 'text-muted/60')}>
              {previousLabel}
            </span>
          )}
        </li>
        {pageItems(page, pageCount, hasMore).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            // On a phone the current page's neighbours give way, so the row fits on one line.
            <li key={item} className={cn(isNeighbour(item) && 'hidden sm:list-item')}>
              <Link
                to={hrefOf(item)}
                onClick={onNavigate}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: format.number(item) })}
                className={cn(
                  itemClass,
                  item === page ? 'bg-navy-700 text-white' : 'text-navy-700 hover:bg-navy-50',
                )}
              >
                {format.number(item)}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link
              to={hrefOf(page + 1)}
              onClick={onNavigate}
              rel="next"
              className={cn(itemClass, 'text-navy-700 hover:bg-navy-50')}
            >
              {nextLabel}
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(itemClass, 'text-muted/60')}>
              {nextLabel}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
