import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while the app's first render hydrates the server's HTML (decision 018), true
 * after, and always true on a page the browser rendered itself. Hydration must render what the server
 * did, so anything only the browser knows (its storage, the history entry's state) must not change the
 * first render: it waits for this, and the component renders again at once. (React's
 * useSyncExternalStore uses getServerSnapshot while hydrating, getSnapshot otherwise.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
