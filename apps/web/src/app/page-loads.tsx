import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { i18n, initI18n } from '@/lib/i18n';

type PageModule = { default: ComponentType };
/** A page: its module (a chunk of its own) and the translation namespaces it needs besides `common`. */
export type Page = { load: () => Promise<PageModule>; ns: readonly string[] };

const loads = new WeakMap<Page, Promise<ComponentType>>();
const lazies = new WeakMap<Page, LazyExoticComponent<ComponentType>>();

/**
 * The page's code and its translations, together: a page never renders half-translated. Once per page:
 * a load that failed (a chunk gone after a deploy, the network down) shows the error screen, whose 'Try
 * again' reloads the site (a browser keeps a module's failed import for the document anyway).
 */
export function loadPage(page: Page): Promise<ComponentType> {
  let load = loads.get(page);
  if (!load) {
    load = Promise.all([
      page.load(),
      page.ns.length ? initI18n().then(() => i18n.loadNamespaces([...page.ns])) : null,
    ]).then(([module]) => module.default);
    loads.set(page, load);
    track(load);
  }
  return load;
}

/**
 * A route's page, lazy: its code loads on first use; meanwhile the nearest Suspense boundary keeps what was
 * on screen (the router's navigations are transitions) or shows 'Loading...'. One per page, made once.
 */
export function lazyPage(page: Page): LazyExoticComponent<ComponentType> {
  let Lazy = lazies.get(page);
  if (!Lazy) {
    Lazy = lazy(() => loadPage(page).then((component) => ({ default: component })));
    lazies.set(page, Lazy);
  }
  return Lazy;
}

// How many page loads are under way, for the navigation's progress bar and the guard of signed-in pages.
let underWay = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Counted from the next microtask: a load starts during a render, which must not update other components. */
function track(load: Promise<unknown>) {
  queueMicrotask(() => {
    underWay += 1;
    notify();
    void load
      .catch(() => {})
      .finally(() => {
        underWay -= 1;
        notify();
      });
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while the code or translations of a page are loading (a navigation waits for them). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => underWay > 0,
    () => false,
  );
}
