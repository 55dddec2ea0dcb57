import { ListingPage } from '@/components/listing/listing-page';
import { useListSearch } from '@/lib/list-search';
import { useSearchBlock } from '@/lib/search-block';
import { useUrlFilters } from '@/lib/url-filters';
import { useTransportList } from './api/get-transport-list';
import { TransportCard } from './components/transport-card';
import { TransportFilterBar, TransportFilterChips } from './components/transport-filter-bar';
import {
  activeFilters,
  EMPTY_FILTERS,
  parseTransportFilters,
  serializeTransportFilters,
  transportApiSearch,
  transportDetailUrl,
  transportSearch,
  type TransportLinkState,
} from './transport-filters';

const TRANSPORT_FILTERS = { parse: parseTransportFilters, serialize: serializeTransportFilters };

/**
 * /transport: airport transfers, rides to the Ohel, hourly and intercity services, filtered by kind of
 * service, airport, passengers and luggage, a page at a time. The filters live in the address
 * (./transport-filters.ts): shareable, reloadable, and Back undoes each change.
 */
export default function TransportPage() {
  const { filters, apply, search: listSearch } = useUrlFilters(TRANSPORT_FILTERS);
  const searchBlock = useSearchBlock();
  const query = useTransportList(transportApiSearch(filters), { enabled: !searchBlock.blocked });
  const search = useListSearch(query, searchBlock, filters.page);
  // Kept for the way back from a service.
  const state: TransportLinkState = { transportSearch: listSearch };

  return (
    <ListingPage
      ns="transport"
      id="transport"
      search={search}
      bar={<TransportFilterBar filters={filters} onApply={apply} />}
      hrefOfPage={(page) => `/transport${transportSearch({ ...filters, page })}`}
      clearHref={activeFilters(filters).length ? `/transport${transportSearch(EMPTY_FILTERS)}` : null}
      itemKey={(service) => service.id}
      renderItem={(service, eager) => (
        <TransportCard
          service={service}
          href={transportDetailUrl(service.id, filters)}
          state={state}
          eager={eager}
        />
      )}
    >
      <TransportFilterChips filters={filters} onApply={apply} fallbackFocus={search.headingRef} />
    </ListingPage>
  );
}
