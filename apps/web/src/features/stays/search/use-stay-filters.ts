import { useUrlFilters } from '@/lib/url-filters';
import { parseStayFilters, serializeStayFilters } from './stay-filters';

const STAY_FILTERS = { parse: parseStayFilters, serialize: serializeStayFilters };

/** The stays search of the address bar, and the way to change it (lib/url-filters.ts). */
export const useStayFilters = () => useUrlFilters(STAY_FILTERS);
