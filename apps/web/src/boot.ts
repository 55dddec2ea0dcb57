import './index.css';
import './app/shell.css';
import { APP_MODULES_ID } from '@orchim/shared/app-modules';
import { readJsonScript, readSsrState, SSR_STATE_ID } from './app/ssr-state';
import { fetchEarly, localeUrl } from './lib/early-fetch';

/**
 * The page's entry. The stylesheet is imported here so it stays a render-blocking <link> of index.html.
 * A page the server rendered (decision 018) is readable before the app runs: the app's code is requested
 * once the page has loaded (its stylesheet, fonts and pictures) and been painted, so it does not share a
 * slow connection with them, and the first thing a visitor sees comes sooner. Links work meanwhile (as
 * plain links); the page's buttons and forms start working once React has hydrated the page. A page
 * with nothing on it yet (one the browser renders) asks for the app at once; the server's head has
 * preloaded its code.
 */
const startApp = () => void import('./main');

/**
 * A rendered page lists the modules the app and its route need (decision 025): preloaded at once, they
 * arrive together instead of one round trip per level of imports. One batch of `<link rel="modulepreload">`
 * rather than a fetch() each: on a slow phone each fetch() call cost the main thread several
 * milliseconds, and the links also spare Vite's loader adding its own for the route's imports (it adds
 * none for a module a link already names).
 */
function preloadAppModules() {
  const list = readJsonScript(APP_MODULES_ID);
  if (!Array.isArray(list)) return;
  const links = document.createDocumentFragment();
  for (const url of list) {
    if (typeof url !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the server's preloads and Vite's: the module fetches of the app share one credentials mode.
    link.crossOrigin = '';
    link.href = url;
    links.append(link);
  }
  document.head.append(links);
}

/** The rendered page's translations, requested now for the app to take when it starts. */
function fetchTranslations() {
  const state = readSsrState();
  for (const ns of state?.namespaces ?? []) fetchEarly(localeUrl(state!.language, ns));
}

/**
 * The page's first pictures decoded (a card's `decoding="async"` picture can be drawn a frame or more after
 * `load`): the largest of them is often what a visitor waits for, and the app's code should not share the
 * connection with it. Lazy ones are not waited for.
 */
const firstPictures = () =>
  Promise.allSettled(
    [...document.images]
      .filter((image) => image.loading !== 'lazy')
      .slice(0, 6)
      .map((image) => image.decode()),
  );

/**
 * The page's first contentful paint as the browser reports it: the frame shown on screen, which can come
 * tens of milliseconds after the frame was drawn (when requestAnimationFrame and a timeout after it run),
 * and after `load`. Without paint timing, at once; in a tab not shown (no paint until it is), after a while.
 */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = setTimeout(() => done(), 2_000);
    const done = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    observer.observe({ type: 'paint', buffered: true });
  });

// After the page is on screen and one more frame is drawn with its first pictures decoded:
// requestAnimationFrame runs just before that frame, the timeout just after.
const afterNextPaint = () =>
  void Promise.all([firstPictures(), firstContentfulPaint()]).then(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        fetchTranslations();
        preloadAppModules();
        startApp();
      }),
    ),
  );

if (!document.getElementById(SSR_STATE_ID)) startApp();
else if (document.readyState === 'complete') afterNextPaint();
else window.addEventListener('load', afterNextPaint, { once: true });
