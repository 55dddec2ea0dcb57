import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while the app's first render takes over the server's HTML (decision 018),
 * true after, and always true on a page the browser rendered itself. Taking over keeps the server's
 * attributes as they are, so anything only the browser knows (its storage, the history entry's state)
 * must not change the first render: it waits for this, and the component renders again at once.
 * (Preact's useSyncExternalStore answers the server snapshot while hydrating.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
