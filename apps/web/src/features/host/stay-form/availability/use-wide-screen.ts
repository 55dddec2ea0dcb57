import { useCallback, useSyncExternalStore } from 'react';

/** Two months side by side from the `md` breakpoint; one on a phone. */
const WIDE = '(min-width: 48rem)';

export function useWideScreen(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = window.matchMedia(WIDE);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
