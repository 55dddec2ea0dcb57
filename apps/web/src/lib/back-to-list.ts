import { useLocation } from 'react-router';
import { useHydrated } from './use-hydrated';

export type BackToList = {
  /** The list's path ("/meals"). */
  path: string;
  /** Where the list's card links leave their query in `location.state` ("mealsSearch"). */
  stateKey: string;
  /** Without it: the parameters of this page's address the list understands too (dates, guests). */
  keep?: readonly string[];
  /** Where on the list page to land ("#listings"). */
  hash?: string;
};

/**
 * A listing page's way back: the list the visitor came from (the query its card link left in
 * `location.state`, "" for the bare list), else a list for this page's own search parameters. The
 * server knows no history state, so the page it drew links to the latter until the app has taken over.
 */
export function useBackToList({ path, stateKey, keep = [], hash = '' }: BackToList) {
  const location = useLocation();
  const hydrated = useHydrated();
  const fromList = hydrated ? (location.state as Record<string, unknown> | null)?.[stateKey] : undefined;
  if (typeof fromList === 'string' && (fromList === '' || fromList.startsWith('?'))) {
    return `${path}${fromList}${hash}`;
  }
  const current = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  return kept.size ? `${path}?${kept}${hash}` : `${path}${hash}`;
}
