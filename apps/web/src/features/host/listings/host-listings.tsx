import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { HostListing } from '@orchim/shared/host';
import { ResultsError } from '@/components/listing/results-notices';
import { ButtonLink } from '@/components/ui/button-link';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { ToggleChips } from '@/components/ui/toggle-chips';
import { ApiError } from '@/lib/api';
import { useUrlFilters } from '@/lib/url-filters';
import { useHostListings } from '../api/get-host-listings';
import { HostListingCard } from './host-listing-card';
import {
  LISTING_ICONS,
  LISTING_KINDS,
  NEW_LISTING_HREFS,
  parseKindFilter,
  type KindFilter,
} from './listing-kinds';

const KIND_FILTER = {
  parse: parseKindFilter,
  serialize: (kind: KindFilter) => (kind === 'all' ? '' : `kind=${kind}`),
};

/**
 * The host's listings, filtered by kind (?kind= in the address, so a reload or a shared link keeps it),
 * each tab saying how many it holds; a skeleton while they load, a retry when that fails, and an
 * invitation to add the first one.
 */
export function HostListings() {
  const { t } = useTranslation('host');
  const { filters: kind, apply } = useUrlFilters(KIND_FILTER);
  const listings = useHostListings();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);

  const counts = useMemo(() => {
    const byKind: Record<KindFilter, number> = { all: 0, stays: 0, meals: 0, transport: 0, ohel: 0 };
    for (const listing of listings.data?.items ?? []) {
      byKind[listing.kind] += 1;
      byKind.all += 1;
    }
    return byKind;
  }, [listings.data]);

  if (listings.isPending) return <RowsSkeleton rows={3} rowClassName="h-44" />;
  if (listings.isError) {
    return (
      <ResultsError
        title={t('listings.loadError')}
        network={listings.error instanceof ApiError && listings.error.isNetwork}
        onRetry={() => void listings.refetch()}
        retrying={listings.isFetching}
      />
    );
  }

  const all = listings.data.items;
  if (!all.length) return <NoListings />;
  const shown: HostListing[] = kind === 'all' ? all : all.filter((listing) => listing.kind === kind);

  return (
    <section aria-labelledby="host-listings-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="host-listings-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-navy-800 focus:outline-none"
        >
          {t('listings.heading', { count: shown.length })}
        </h2>
        <ToggleChips
          label={t('listings.filter.label')}
          options={(['all', ...LISTING_KINDS] as const).map((value) => ({
            value,
            label: t(`listings.filter.${value}`),
            icon: value === 'all' ? null : LISTING_ICONS[value],
            count: counts[value],
          }))}
          value={kind}
          onChange={apply}
        />
      </div>
      {shown.length ? (
        <ul className="mt-5 space-y-4">
          {shown.map((listing) => (
            <li key={listing.id}>
              <HostListingCard listing={listing} onGone={focusHeading} />
            </li>
          ))}
        </ul>
      ) : (
        <NoListings kind={kind === 'all' ? undefined : kind} />
      )}
    </section>
  );
}

/** Nothing yet (of this kind): a warm invitation and the way to add one. */
function NoListings({ kind }: { kind?: Exclude<KindFilter, 'all'> }) {
  const { t } = useTranslation('host');
  const kinds = kind ? [kind] : LISTING_KINDS;
  const Heading = kind ? 'h3' : 'h2';
  return (
    <div className="mt-5 flex flex-col items-center rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brick-50 text-brick-600">
        <Plus className="size-7" aria-hidden="true" />
      </span>
      {/* Under the list's own heading when a kind is chosen; the section's heading otherwise. */}
      <Heading className="mt-4 text-xl font-semibold text-balance text-navy-800">
        {kind ? t(`listings.emptyKind.${kind}`) : t('listings.empty.title')}
      </Heading>
      <p className="mt-2 max-w-md text-pretty text-muted">{t('listings.empty.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {kinds.map((name, index) => (
          <ButtonLink
            key={name}
            to={NEW_LISTING_HREFS[name]}
            size="sm"
            variant={index === 0 ? 'accent' : 'outline'}
          >
            {t(`listings.add.${name}`)}
          </ButtonLink>
        ))}
      </div>
    </div>
  );
}
