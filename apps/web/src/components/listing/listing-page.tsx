import type { ReactNode, Ref, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import { PagePart } from '@/components/page-part';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FormAlert } from '@/components/ui/form-alert';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { FIRST_ROW, ListingResults, type ListingQuery, type ListingResultsLabels } from './listing-results';

/** A list's words in its namespace (`list.results.loading`, `list.empty.*`, …): ListingResults' labels. */
export function useListLabels(ns: string): ListingResultsLabels {
  const { t } = useTranslation(ns);
  return {
    loading: t('list.results.loading'),
    emptyTitle: t('list.empty.title'),
    emptyText: t('list.empty.text'),
    pastEndTitle: t('list.pastEnd.title'),
    errorTitle: t('list.error.title'),
  };
}

type ListingPageProps<T> = {
  /** The namespace of the page's words: `list.eyebrow`, `list.title`, `list.lead`, `list.filters.*`, … */
  ns: string;
  /** Names the page's parts: `{id}-filters-title`, `{id}-results-title`. */
  id: string;
  /** The list's query and its state (lib/list-search.ts's useListSearch). */
  search: {
    query: ListingQuery<T>;
    blocked: boolean;
    waitMs: number;
    resultsRef: RefObject<HTMLElement | null>;
    headingRef: RefObject<HTMLHeadingElement | null>;
    onPageLink: () => void;
    shown: { total: number; totalIsCapped?: boolean } | undefined;
  };
  /** The filter form, in a sidebar beside the results from the `lg` breakpoint (hidden below). */
  sidebar?: ReactNode;
  sidebarRef?: Ref<HTMLElement>;
  /** Filters above the results instead, on every screen. */
  bar?: ReactNode;
  /** Beside the results' heading: the phone's filters button, the sort. */
  tools?: ReactNode;
  /** The heading takes the whole line on a phone (its tools go under it). */
  wideHeading?: boolean;
  /** Under the heading: the applied filters, a notice. */
  children?: ReactNode;
  /** The same search on another page. */
  hrefOfPage: (page: number) => string;
  /** The list without its filters, or null when none is applied. */
  clearHref: string | null;
  /** An error the page shows in its own place (children): no list and no notice in the results. */
  hidesError?: (error: unknown) => boolean;
  itemKey: (item: T) => string;
  renderItem: (item: T, eager: boolean) => ReactNode;
  /**
   * A map of the results: beside them from the `xl` breakpoint (sticky, the page a little wider); below
   * it in their place while `mapShown` (the page's toggle, in `tools`), else hidden.
   */
  map?: ReactNode;
  mapShown?: boolean;
};

/**
 * A list page: its header (eyebrow, title, lead), the filters (a sidebar or a bar), and the results
 * under a heading that counts them ("24 stays"), in every state of components/listing/listing-results.
 */
export function ListingPage<T>({
  ns,
  id,
  search: { query, blocked, waitMs, resultsRef, headingRef, onPageLink, shown },
  sidebar,
  sidebarRef,
  bar,
  tools,
  wideHeading = false,
  children,
  hrefOfPage,
  clearHref,
  hidesError,
  itemKey,
  renderItem,
  map,
  mapShown = false,
}: ListingPageProps<T>) {
  const { t } = useTranslation(ns);
  usePageTitle(t('list.title'));
  const labels = useListLabels(ns);

  return (
    <>
      <section className="border-b border-line bg-linear-to-b from-gold-100/50 to-page">
        <Container className="py-7 sm:py-10">
          <p className="mb-1.5 text-sm font-semibold tracking-wide text-brick-600">{t('list.eyebrow')}</p>
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-navy-800 sm:text-4xl">
            {t('list.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-base leading-relaxed text-pretty text-muted sm:text-lg">
            {t('list.lead')}
          </p>
        </Container>
      </section>

      <Container
        wide={!!map}
        className={cn(
          'py-6 sm:py-8',
          sidebar && 'lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:items-start lg:gap-8',
        )}
      >
        {sidebar ? (
          <aside
            ref={sidebarRef}
            aria-labelledby={`${id}-filters-title`}
            className="hidden lg:block lg:rounded-(--radius-card) lg:border lg:border-line lg:bg-surface lg:p-5 lg:shadow-(--shadow-card)"
          >
            <h2 id={`${id}-filters-title`} className="mb-4 text-lg font-bold text-navy-800">
              {t('list.filters.title')}
            </h2>
            <PagePart>{sidebar}</PagePart>
          </aside>
        ) : null}
        {bar ? <PagePart>{bar}</PagePart> : null}

        <section
          ref={resultsRef}
          aria-labelledby={`${id}-results-title`}
          className={cn('min-w-0 scroll-mt-20', bar && 'mt-6')}
        >
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <h2
              id={`${id}-results-title`}
              ref={headingRef}
              tabIndex={-1}
              aria-live="polite"
              className={cn(
                'text-xl font-bold text-navy-800 focus:outline-none',
                wideHeading && 'w-full sm:w-auto',
              )}
            >
              {shown
                ? t(shown.totalIsCapped ? 'list.results.countCapped' : 'list.results.count', {
                    count: shown.total,
                  })
                : t('list.results.title')}
            </h2>
            {tools}
          </div>

          {children}

          <div
            className={cn(
              'mt-6',
              map && 'xl:grid xl:grid-cols-[minmax(0,1fr)_minmax(20rem,24rem)] xl:items-start xl:gap-6',
            )}
          >
            <div className={cn(map && mapShown && 'hidden xl:block')}>
              <ListingResults
                query={query}
                blocked={blocked}
                waitMs={waitMs}
                labels={labels}
                hrefOfPage={hrefOfPage}
                clearHref={clearHref}
                hidesError={hidesError}
                itemKey={itemKey}
                renderItem={(item, index) => renderItem(item, index < FIRST_ROW)}
                onPageLink={onPageLink}
                wideColumns={map ? 2 : 3}
              />
            </div>
            {map ? (
              <div className={cn('xl:sticky xl:top-24', !mapShown && 'hidden xl:block')}>{map}</div>
            ) : null}
          </div>
        </section>
      </Container>
    </>
  );
}

/** The phone's way to the filters sheet, with how many filters are applied. */
export function FiltersButton({ ns, count, onClick }: { ns: string; count: number; onClick: () => void }) {
  const { t } = useTranslation(ns);
  return (
    <Button
      variant="outline"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={count ? t('list.filters.openActive', { count }) : undefined}
      className="shrink-0 lg:hidden"
    >
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      {t('list.filters.open')}
      {count ? (
        <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-navy-700 px-1.5 text-sm text-white">
          {count}
        </span>
      ) : null}
    </Button>
  );
}

/** The server refused the search's dates: what to do, and a button to the date fields. */
export function InvalidDatesAlert({
  text,
  action,
  onAction,
}: {
  text: string;
  action: string;
  onAction: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormAlert title={t(messageKey('invalidDates'))} className="mt-5">
      <p>{text}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onAction}>
        {action}
      </Button>
    </FormAlert>
  );
}
