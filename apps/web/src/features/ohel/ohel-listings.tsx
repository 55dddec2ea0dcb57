import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { OhelListings as OhelListingsPage } from '@orchim/shared/ohel';
import { OHEL_LISTING_KINDS, type OhelListingKind } from '@orchim/shared/ohel-catalogue';
import { FIRST_ROW, ListingResults } from '@/components/listing/listing-results';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { useListSearch } from '@/lib/list-search';
import { useSearchBlock } from '@/lib/search-block';
import { useUrlFilters } from '@/lib/url-filters';
import { useOhelListings } from './api/get-ohel-listings';
import { KIND_ICONS } from './components/kind-badge';
import { OhelListingCard } from './components/ohel-listing-card';
import {
  ohelListingUrl,
  ohelListUrl,
  ohelSearch,
  parseOhelFilters,
  serializeOhelFilters,
} from './ohel-filters';

const SKELETONS = 3;

/** The id of the section: /ohel#listings opens the page there (the way back from a listing). */
export const LISTINGS_ANCHOR = 'listings';

/** What a listing link leaves in `location.state`: the list's query, so "Back" returns to the same list. */
export type OhelLinkState = { ohelSearch?: string };

/**
 * "Getting there and staying near", under the visitor guide of /ohel: shuttles and rides to the Ohel,
 * places to stay near it and guided visits, one kind or all (the kind and the page live in the address,
 * ../ohel-filters.ts), a page at a time, in the list states of components/listing.
 */
export function OhelListings() {
  const { t } = useTranslation('ohel');
  const { filters, search } = useUrlFilters({ parse: parseOhelFilters, serialize: serializeOhelFilters });
  const searchBlock = useSearchBlock();
  const query = useOhelListings(serializeOhelFilters(filters), { enabled: !searchBlock.blocked });
  const { resultsRef, headingRef, onPageLink, shown, blocked, waitMs } = useListSearch(
    query,
    searchBlock,
    filters.page,
  );
  const { hash } = useLocation();

  // Back from a listing (/ohel#listings): start at the listings, not at the top of the guide.
  useEffect(() => {
    if (hash === `#${LISTINGS_ANCHOR}`) resultsRef.current?.scrollIntoView?.({ block: 'start' });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const linkState: OhelLinkState = { ohelSearch: search };

  return (
    <section
      ref={resultsRef}
      id={LISTINGS_ANCHOR}
      aria-labelledby="ohel-listings-title"
      className="scroll-mt-16 border-t border-line"
    >
      <Container className="py-12 sm:py-16">
        <h2
          ref={headingRef}
          id="ohel-listings-title"
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-navy-800 focus:outline-none sm:text-3xl"
        >
          {t('listings.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-muted">{t('listings.lead')}</p>

        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <KindFilter current={filters.kind} />
          <p aria-live="polite" className="shrink-0 text-sm font-medium text-muted">
            <ListingsCount data={shown} />
          </p>
        </div>

        <div className="mt-6">
          <ListingResults
            query={query}
            blocked={blocked}
            waitMs={waitMs}
            labels={{
              loading: t('listings.loading'),
              emptyTitle: t(filters.kind ? 'listings.empty.kindTitle' : 'listings.empty.title'),
              emptyText: t(filters.kind ? 'listings.empty.kindText' : 'listings.empty.text'),
              pastEndTitle: t('listings.pastEnd.title'),
              errorTitle: t('listings.error.title'),
            }}
            hrefOfPage={(page) => `/ohel${ohelSearch({ ...filters, page })}`}
            clearHref={filters.kind ? ohelListUrl(undefined) : null}
            itemKey={(listing) => listing.id}
            renderItem={(listing, index) => (
              <OhelListingCard
                listing={listing}
                href={ohelListingUrl(listing.id)}
                state={linkState}
                eager={index < FIRST_ROW}
              />
            )}
            onPageLink={onPageLink}
            skeletons={SKELETONS}
          />
        </div>
      </Container>
    </section>
  );
}

/** "8 listings", once the list has answered. */
function ListingsCount({ data }: { data: OhelListingsPage | undefined }) {
  const { t } = useTranslation('ohel');
  return data ? <>{t('listings.count', { count: data.total })}</> : null;
}

/**
 * Every kind, or one: links (a shareable address each; Back undoes a change), the current one marked
 * with aria-current.
 */
function KindFilter({ current }: { current: OhelListingKind | undefined }) {
  const { t } = useTranslation('ohel');
  const options: readonly (OhelListingKind | undefined)[] = [undefined, ...OHEL_LISTING_KINDS];
  return (
    <nav aria-label={t('listings.filter')}>
      <ul className="flex flex-wrap gap-2">
        {options.map((kind) => {
          const selected = kind === current;
          const Icon = kind ? KIND_ICONS[kind] : null;
          return (
            <li key={kind ?? 'all'}>
              <Link
                to={ohelListUrl(kind)}
                preventScrollReset
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
                  selected
                    ? 'border-navy-700 bg-navy-700 text-white'
                    : 'border-line bg-surface text-navy-700 hover:border-navy-600',
                )}
              >
                {Icon ? <Icon className="size-4 shrink-0" aria-hidden="true" /> : null}
                {kind ? t(`listings.kinds.${kind}`) : t('listings.all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
