import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * A value only the browser knows (its storage, the history entry's state), read so that hydration renders
 * what the server did: `serverValue` on the server and while hydrating, `read()` otherwise. When the two
 * differ the component renders again at once, synchronously (React's useSyncExternalStore uses
 * getServerSnapshot while hydrating, getSnapshot otherwise), and so does everything it renders: a PagePart
 * below it that is still dehydrated is then hydrated in that same long task (decision 025). When they
 * agree nothing renders again. `read` returns a primitive, the same on every call until something changes.
 */
export function useBrowserValue<T extends string | number | boolean | undefined>(
  read: () => T,
  serverValue: T,
): T {
  return useSyncExternalStore(noChanges, read, () => serverValue);
}

const always = () => true;

/**
 * False on the server and while the app's first render hydrates the server's HTML, true after, and always
 * true on a page the browser rendered itself. It always changes after hydration, so it belongs in small
 * components with no PagePart below them (see useBrowserValue).
 */
export function useHydrated(): boolean {
  return useBrowserValue(always, false);
}
