import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseStayFilters, staysSearch, type StayFilters } from './stay-filters';

/**
 * The search of the address bar, and the way to change it. Every applied change is a navigation (a
 * history entry, so Back undoes it); an address with parameters the page cannot use is rewritten in place
 * to what was understood, so what the visitor shares is what they see.
 */
export function useStayFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseStayFilters(new URLSearchParams(search)), [search]);
  const canonical = staysSearch(filters);

  useEffect(() => {
    if (search !== canonical) void navigate({ search: canonical }, { replace: true });
  }, [search, canonical, navigate]);

  const apply = useCallback(
    (next: StayFilters) => {
      const nextSearch = staysSearch(next);
      // The same search again is not a new step back.
      if (nextSearch !== canonical) void navigate({ search: nextSearch });
    },
    [canonical, navigate],
  );

  return { filters, apply, search: canonical };
}
